import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { ProofKey } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { keptKeyPair } from '../keys/server-keys';

const KEY_ID = 'proof-signing';

/** The server's Ed25519 key that signs proofs of authorship, with its public forms. */
export type ProofSigningKey = { privateKey: KeyObject; publicKey: ProofKey };

/** RFC 7638 thumbprint of an Ed25519 public JWK: the key's `kid`. */
const thumbprint = (x: string) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');

const cached = new WeakMap<Database, Promise<ProofSigningKey>>();

/**
 * The Ed25519 key pair made once and kept in `server_keys`, so every node signs with the same key
 * and a proof signed on one node verifies with the key any node publishes (`GET /api/proof/key`).
 */
export function proofSigningKey(db: Database): Promise<ProofSigningKey> {
  const known = cached.get(db);
  if (known) return known;
  const load = async (): Promise<ProofSigningKey> => {
    const row = await keptKeyPair(db, KEY_ID, () => {
      const pair = generateKeyPairSync('ed25519');
      const publicJwk = pair.publicKey.export({ format: 'jwk' });
      return { kid: thumbprint(String(publicJwk.x)), publicJwk, privateJwk: pair.privateKey.export({ format: 'jwk' }) };
    });
    const privateJwk = row.privateJwk as JsonWebKey;
    const x = String(row.publicJwk.x);
    return {
      privateKey: createPrivateKey({ key: privateJwk, format: 'jwk' }),
      publicKey: {
        kid: row.kid,
        alg: 'EdDSA',
        jwk: { kty: 'OKP', crv: 'Ed25519', x, kid: row.kid },
        raw: x,
      },
    };
  };
  const key = load();
  key.catch(() => cached.delete(db));
  cached.set(db, key);
  return key;
}
