import type { FastifyInstance } from 'fastify';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';

/** Encrypts like the web app does: fetches the public key from the server, then WebCrypto. */
export async function encryptFor(app: FastifyInstance, password: string, now = Date.now()): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/authentication/public-key' });
  const key = (res.json() as { data: PasswordPublicKey }).data;
  return encryptPassword(key, password, now);
}

/** A random client address, so per-address rate limits (shared in Redis) do not spill between tests. */
export const randomIp = (): string =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
