import type { FastifyInstance } from 'fastify';
import { encryptPassword, type PasswordPublicKey, type RegisterBody } from '@ideamatch/shared';

/** Encrypts like the web app does: fetches the public key from the server, then WebCrypto. */
export async function encryptFor(app: FastifyInstance, password: string, now = Date.now()): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/authentication/public-key' });
  const key = (res.json() as { data: PasswordPublicKey }).data;
  return encryptPassword(key, password, now);
}

/** A random client address, so per-address rate limits (shared in Redis) do not spill between tests. */
export const randomIp = (): string =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

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
  return app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress,
    headers: { 'user-agent': 'register-test' },
    payload: {
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
