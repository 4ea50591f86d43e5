import type { JsonWebKey } from 'node:crypto';
import type { Database } from '../../db/client';
import { serverKeyRepository } from './server-key.repository';

/** A key pair as made for `server_keys`: its key id and both halves as JWK. */
export type NewKeyPair = { kid: string; publicJwk: JsonWebKey; privateJwk: JsonWebKey };

/**
 * The key pair kept in `server_keys` under `id` (the password transport key, the proof signing
 * key), made by `make` the first time any node asks. Two nodes may race here: both insert with "on
 * conflict do nothing", then both read back the winner, so every node uses the same key.
 */
export async function keptKeyPair(db: Database, id: string, make: () => Promise<NewKeyPair> | NewKeyPair) {
  const stored = await serverKeyRepository.findKey(db, id);
  if (stored) return stored;
  await serverKeyRepository.insertKeyIfAbsent(db, { id, ...(await make()) });
  const winner = await serverKeyRepository.findKey(db, id);
  if (!winner) throw new Error(`server key ${id} was not stored`);
  return winner;
}
