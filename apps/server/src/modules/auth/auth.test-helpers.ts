import type { FastifyInstance } from 'fastify';
import { encryptPassword, type RegisterBody } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';
import { api, randomIp } from '../../test/api-client';

export { randomIp };

/** Encrypts like the web app does: fetches the public key from the server, then WebCrypto. */
export async function encryptFor(app: FastifyInstance, password: string, now = Date.now()): Promise<string> {
  const { data: key } = await api({ app }).call(authApi.publicKey);
  return encryptPassword(key, password, now);
}

/** The session token of a sign-in that did not ask for a second factor. */
export function accessTokenOf(data: { accessToken: string } | { twoFactorRequired: true }): string {
  if (!('accessToken' in data)) throw new Error('The sign-in asked for a second factor');
  return data.accessToken;
}

/** The challenge of a sign-in that asked for a second factor. */
export function challengeTokenOf(data: { accessToken: string } | { challengeToken: string }): string {
  if (!('challengeToken' in data)) throw new Error('The sign-in did not ask for a second factor');
  return data.challengeToken;
}

let registrations = 0;

/** What a registration form sends (the shared request body); passwords in plain text, encrypted on the way. */
export type RegistrationFields = Partial<RegisterBody>;

/**
 * `POST /api/account/register` as the web app sends it, from an address of its own unless given: a fresh username and
 * email (`<name>@example.test`), both consents given, each password encrypted; override any field.
 */
export async function register(
  app: FastifyInstance,
  fields: RegistrationFields = {},
  { remoteAddress = randomIp() }: { remoteAddress?: string } = {},
) {
  registrations += 1;
  const name = `r${Date.now().toString(36)}${registrations}`;
  const { password = 'secret1-ok', confirmPassword = password, ...rest } = fields;
  return api({ app }).call(accountApi.register, {
    remoteAddress,
    headers: { 'user-agent': 'register-test' },
    body: {
      email: `${name}@example.test`,
      username: name,
      isPdpa: true,
      isTerm: true,
      ...rest,
      password: await encryptFor(app, password),
      confirmPassword: await encryptFor(app, confirmPassword),
    },
  });
}
