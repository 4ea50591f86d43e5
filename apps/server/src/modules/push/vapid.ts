import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's VAPID identity (RFC 8292): a P-256 key pair, base64url, and a contact subject. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A fresh P-256 key pair: the public key uncompressed (65 bytes), the private key 32 bytes. */
function generateKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A key with leading zero bytes comes back shorter; VAPID wants all 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (value as { privateKey?: unknown }).privateKey === 'string';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise
 * `<DATA_DIR>/vapid.json`, made (mode 0600) on the first start. Changing the keys invalidates every
 * subscription (browsers subscribed with the old public key), so nodes sharing one PostgreSQL must
 * share one pair. The subject is VAPID_SUBJECT, else the public URL.
 */
export function loadVapidKeys({
  publicKey,
  privateKey,
  subject,
  dataDir,
}: {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
  dataDir: string;
}): VapidKeys {
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const path = join(dataDir, 'vapid.json');
  try {
    const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (isKeyPair(stored)) return { ...stored, subject };
    throw new Error(`${path} does not hold a VAPID key pair`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const pair = generateKeyPair();
  mkdirSync(dataDir, { recursive: true });
  // `wx`: when two processes start at once, the second fails here and reads the first one's pair.
  try {
    writeFileSync(path, `${JSON.stringify(pair)}\n`, { flag: 'wx', mode: 0o600 });
    return { ...pair, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isKeyPair(stored)) throw new Error(`${path} does not hold a VAPID key pair`);
    return { ...stored, subject };
  }
}
