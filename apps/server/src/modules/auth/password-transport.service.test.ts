import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { encryptFor } from './auth.test-helpers';
import { getPasswordPublicKey, readEncryptedPassword } from './password-transport.service';
import { api } from '../../test/api-client';
import { authApi } from '@ideamatch/shared/api/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('getPasswordPublicKey', () => {
  it('creates one key pair when several nodes ask for it at once', async () => {
    const fresh = await buildTestApp();
    try {
      // Each proxy stands for another process: its own cache, the same database.
      const nodes = [fresh.app.db, new Proxy(fresh.app.db, {}), new Proxy(fresh.app.db, {})];
      const keys = await Promise.all(nodes.map((db) => getPasswordPublicKey(db)));
      expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
      expect(keys[1]).toEqual(keys[0]);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/authentication/public-key', () => {
  it('serves one RSA-OAEP-256 public key, the same on every call, without its private half', async () => {
    const first = await api(t).call(authApi.publicKey);
    const second = await api(t).call(authApi.publicKey);

    expect(first.status).toBe(200);
    const { data } = first;
    expect(data).toEqual({
      kid: expect.any(String),
      jwk: { kty: 'RSA', n: expect.any(String), e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc' },
    });
    expect(Buffer.from(data.jwk.n, 'base64url')).toHaveLength(256);
    expect(second.data).toEqual(data);
  });
});

describe('readEncryptedPassword', () => {
  it('reads a fresh ciphertext once and refuses the same ciphertext again', async () => {
    const ciphertext = await encryptFor(t.app, 'correct horse');
    expect(await readEncryptedPassword(t.app.db, ciphertext)).toBe('correct horse');

    const replay = await refusal(readEncryptedPassword(t.app.db, ciphertext));
    expect(replay.code).toBe('PASSWORD_UNREADABLE');
    expect(replay.statusCode).toBe(400);
    expect(replay.message).toBe('The password could not be read. Please reload the page and try again.');
  });

  it('accepts a timestamp within 5 minutes either way and refuses one 6 minutes old or ahead', async () => {
    const now = Date.now();
    expect(await readEncryptedPassword(t.app.db, await encryptFor(t.app, 'pw-old', now - 4 * MINUTE))).toBe('pw-old');
    expect(await readEncryptedPassword(t.app.db, await encryptFor(t.app, 'pw-new', now + 4 * MINUTE))).toBe('pw-new');

    const stale = await refusal(readEncryptedPassword(t.app.db, await encryptFor(t.app, 'pw', now - 6 * MINUTE)));
    expect(stale.code).toBe('PASSWORD_UNREADABLE');
    const future = await refusal(readEncryptedPassword(t.app.db, await encryptFor(t.app, 'pw', now + 6 * MINUTE)));
    expect(future.code).toBe('PASSWORD_UNREADABLE');
  });

  it('refuses a plaintext password and anything that is not a ciphertext of this key', async () => {
    const other = await encryptFor(t.app, 'pw');
    const tampered = `${other[0] === 'A' ? 'B' : 'A'}${other.slice(1)}`;
    for (const input of ['secret123', '', 'a'.repeat(342), tampered, `${other}==`]) {
      expect((await refusal(readEncryptedPassword(t.app.db, input))).code).toBe('PASSWORD_UNREADABLE');
    }
  });
});
