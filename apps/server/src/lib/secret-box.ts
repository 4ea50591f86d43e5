import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Marks a sealed value: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
const PREFIX = 'v1.';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** Encrypts small secrets at rest (AES-256-GCM), such as TOTP secrets. */
export type SecretBox = {
  seal: (plain: string) => string;
  /** The plain text of a sealed value; a value stored before encryption (no prefix) is returned as is. */
  open: (stored: string) => string;
  isSealed: (stored: string) => boolean;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secret key must be ${KEY_BYTES} bytes`);
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')}`;
    },
    open: (stored) => {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}

/** Reads SECRET_KEY: 32 bytes as 64 hex digits or as base64/base64url. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  return key.length === KEY_BYTES ? key : null;
}

/**
 * The key of the secret box: SECRET_KEY when set; otherwise `<DATA_DIR>/secret.key`, made (mode
 * 0600) on the first start. The file suits the embedded mode, where the data lives beside it; nodes
 * sharing one PostgreSQL must share one SECRET_KEY.
 */
export function loadSecretKey({ secretKey, dataDir }: { secretKey: Buffer | undefined; dataDir: string }): Buffer {
  if (secretKey) return secretKey;
  const path = join(dataDir, 'secret.key');
  try {
    const stored = parseSecretKey(readFileSync(path, 'utf8'));
    if (stored) return stored;
    throw new Error(`${path} does not hold a 32-byte key (64 hex digits)`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dataDir, { recursive: true });
  // `wx`: when two processes start at once, the second fails here and reads the first one's key.
  try {
    writeFileSync(path, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parseSecretKey(readFileSync(path, 'utf8'))!;
  }
}
