import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { serverKeyRepository as repo } from './server-key.repository';

/** Per database (each test app has its own), then per key id. */
const cachedKeys = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * An HMAC key made once per purpose (`id`) and shared by every node through the database
 * (`server_keys`), so a link signed on one node is accepted on any other.
 */
export function signingKey(db: Database, id: string): Promise<Buffer> {
  let keys = cachedKeys.get(db);
  if (!keys) {
    keys = new Map();
    cachedKeys.set(db, keys);
  }
  const cached = keys.get(id);
  if (cached) return cached;
  const load = async () => {
    let row = await repo.findKey(db, id);
    if (!row) {
      const secret = randomBytes(32).toString('base64url');
      await repo.insertKeyIfAbsent(db, {
        id,
        kid: id,
        publicJwk: { kty: 'oct' },
        privateJwk: { kty: 'oct', k: secret },
      });
      row = await repo.findKey(db, id);
    }
    return Buffer.from(String(row!.privateJwk.k), 'base64url');
  };
  const key = load();
  key.catch(() => keys.delete(id));
  keys.set(id, key);
  return key;
}

/** The base64url HMAC-SHA256 of `payload`. */
export const macOf = (key: Buffer, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** Whether `given` is the MAC of `payload`, compared in constant time. */
export function isMacOf(key: Buffer, payload: string, given: string): boolean {
  const expected = Buffer.from(macOf(key, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
