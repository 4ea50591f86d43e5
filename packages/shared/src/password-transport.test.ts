import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './password-transport.js';

describe('encryptPassword', () => {
  it('round-trips through RSA-OAEP-256 as base64url JSON with the timestamp', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { kty, n, e } = publicKey.export({ format: 'jwk' });
    const jwk = { kty: kty!, n: n!, e: e!, alg: 'RSA-OAEP-256' };

    const ciphertext = await encryptPassword({ kid: 'k1', jwk }, 'pässwörd "1"', 1_700_000_000_000);

    expect(ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
    const plain = privateDecrypt(
      {
        key: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(ciphertext, 'base64url'),
    );
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ p: 'pässwörd "1"', t: 1_700_000_000_000 });
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { kty, n, e } = publicKey.export({ format: 'jwk' });
    const key = { kid: 'k1', jwk: { kty: kty!, n: n!, e: e! } };
    expect(await encryptPassword(key, 'secret', 1)).not.toBe(await encryptPassword(key, 'secret', 1));
  });
});
