import {
  type KeyObject,
  constants,
  createHash,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomUUID,
} from 'node:crypto';
import { promisify } from 'node:util';
import { LIMITS, type PasswordPublicKey } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { passwordTransportRepository } from './password-transport.repository';
import { keptKeyPair } from '../keys/server-keys';

const KEY_ID = 'password-transport';
const ALG = 'RSA-OAEP-256';
/** 2048-bit RSA ciphertexts are exactly 256 bytes, i.e. 342 base64url characters. */
const CIPHERTEXT_BYTES = 256;
/** Expired nonces are swept at most this often per process; they are harmless meanwhile. */
const SWEEP_INTERVAL_MS = 60_000;

type TransportKey = { publicKey: PasswordPublicKey; privateKey: KeyObject };

/** Per database handle (tests open many), so each process reads the shared key once. */
const keyCache = new WeakMap<Database, Promise<TransportKey>>();
const lastSweep = new WeakMap<Database, number>();

const generateKeyPairAsync = promisify(generateKeyPair);

async function loadOrCreateKey(db: Database): Promise<TransportKey> {
  const row = await keptKeyPair(db, KEY_ID, async () => {
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
    return {
      kid: randomUUID(),
      publicJwk: { ...publicKey.export({ format: 'jwk' }), alg: ALG, use: 'enc' },
      privateJwk: privateKey.export({ format: 'jwk' }),
    };
  });
  const { n, e } = row.publicJwk;
  if (typeof n !== 'string' || typeof e !== 'string') throw new Error('password transport key is malformed');
  return {
    publicKey: { kid: row.kid, jwk: { kty: 'RSA', n, e, alg: ALG, use: 'enc' } },
    privateKey: createPrivateKey({ key: row.privateJwk, format: 'jwk' }),
  };
}

function transportKey(db: Database): Promise<TransportKey> {
  let pending = keyCache.get(db);
  if (!pending) {
    pending = loadOrCreateKey(db);
    // A failed load (e.g. database down) must not stick in the cache.
    pending.catch(() => keyCache.delete(db));
    keyCache.set(db, pending);
  }
  return pending;
}

/** The RSA public key clients encrypt passwords with, created on first need and kept in the database. */
export async function getPasswordPublicKey(db: Database): Promise<PasswordPublicKey> {
  return (await transportKey(db)).publicKey;
}

const unreadable = (cause?: unknown) => new AppError('PASSWORD_UNREADABLE', { cause });

/**
 * Decrypts a password sent as base64url RSA-OAEP-256 ciphertext of `{"p":…,"t":…}`. Refuses
 * anything else (including a plaintext password), a `t` over 5 minutes from `now` either way, and
 * a ciphertext seen before, so a captured request cannot be replayed.
 */
export async function readEncryptedPassword(db: Database, ciphertext: string, now = new Date()): Promise<string> {
  if (typeof ciphertext !== 'string' || !/^[A-Za-z0-9_-]+$/.test(ciphertext)) throw unreadable();
  const bytes = Buffer.from(ciphertext, 'base64url');
  if (bytes.length !== CIPHERTEXT_BYTES) throw unreadable();

  const { privateKey } = await transportKey(db);
  let payload: unknown;
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      bytes,
    );
    payload = JSON.parse(plain.toString('utf8'));
  } catch (error) {
    throw unreadable(error);
  }
  if (typeof payload !== 'object' || payload === null) throw unreadable();
  const { p: password, t: sentAt } = payload as { p?: unknown; t?: unknown };
  if (typeof password !== 'string' || typeof sentAt !== 'number' || !Number.isFinite(sentAt)) throw unreadable();
  if (Math.abs(now.getTime() - sentAt) > LIMITS.passwordTimestampWindowMs) throw unreadable();

  await sweepExpiredNonces(db, now);
  const hash = createHash('sha256').update(bytes).digest('hex');
  // Kept until the timestamp can no longer pass the window check, then useless to an attacker.
  const expiresAt = new Date(sentAt + LIMITS.passwordTimestampWindowMs + 1000);
  if (!(await passwordTransportRepository.insertNonce(db, hash, expiresAt))) throw unreadable();
  return password;
}

async function sweepExpiredNonces(db: Database, now: Date): Promise<void> {
  const last = lastSweep.get(db) ?? 0;
  if (now.getTime() - last < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now.getTime());
  await passwordTransportRepository.deleteExpiredNonces(db, now);
}
