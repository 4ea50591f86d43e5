import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildSignedIn } from '../test/factories';
import { encryptPassword, type PasswordPublicKey } from '@ideamatch/shared';
import { randomIp } from '../modules/auth/auth.test-helpers';
import { ROUTE_LIMITS } from '../modules/auth/sign-in-limits';
import { api } from '../test/api-client';
import { healthApi } from '@ideamatch/shared/api/health';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { accountApi } from '@ideamatch/shared/api/account';
import { authApi } from '@ideamatch/shared/api/auth';
import { storageApi } from '@ideamatch/shared/api/storage';

let t: TestApp;
// Each test app counts under a Redis key prefix of its own, so no other run's counters are seen.
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
});
afterAll(() => t.close());

describe('rate limit', () => {
  it('answers 429 with the error reply and Retry-After past the limit', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () => api(t).call(ideaApi.home, { remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
      errorCode: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    const wait = limited.body.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(wait));
  });

  it('never limits the health checks', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await api(t).call(healthApi.check, { remoteAddress: '10.8.0.1' })).status).toBe(200);
    }
  });

  it('never limits pages and public files, only the API', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await api(t).request({ method: 'GET', url: '/files/missing.png', remoteAddress: '10.7.0.1' });
      expect(res.status).toBe(404);
    }
  });

  it('keeps its counters in Redis when REDIS_URL is set', async () => {
    if (!t.app.redis) return expect(process.env.REDIS_URL).toBeUndefined();
    const keys = await t.app.redis.keys(`${t.config.REDIS_KEY_PREFIX}rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});

/**
 * Other ways of writing the same address that the router decodes or normalises to the plain path
 * (malformed on purpose: no contract builds them).
 */
const spellings = (path: string) => [
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/a%70i/'),
  `/${path}`,
  path.replace('/api/', '/api//'),
];

describe('rate limits bound to the matched route', () => {
  // Fetched once, from an address of its own: this app allows 3 requests a minute per address.
  let key: PasswordPublicKey;
  beforeAll(async () => {
    key = (await api(t).call(authApi.publicKey)).data;
  });
  const wrongLogin = async (url: string, ip: string) =>
    api(t).request({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: { username: 'limited-user', password: await encryptPassword(key, 'wrong-password') },
    });

  // Failed logins are counted by the login itself, whatever spelling reached it
  // (sign-in-limits.routes.test.ts).
  it('never evaluates a login through a trailing dot', async () => {
    const ip = randomIp();
    for (let i = 0; i < 26; i += 1) {
      expect((await wrongLogin(`${authApi.login.path}.`, ip)).status).toBe(404);
      expect((await wrongLogin('/%61pi/authentication/login.', ip)).status).toBe(404);
    }
  });

  let sequence = 0;
  it.each([
    [accountApi.register.path, ROUTE_LIMITS.register.max, () => ({ username: 'x' })],
    // A new email each time: one email also has a limit of its own.
    [
      accountApi.forgotPassword.path,
      ROUTE_LIMITS.forgotPassword.max,
      () => ({ email: `nobody${(sequence += 1)}@example.test` }),
    ],
  ])('limits %s through every spelling', async (path, max, payload) => {
    for (const url of spellings(path)) {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) {
        statuses.push((await api(t).request({ method: 'POST', url, remoteAddress: ip, payload: payload() })).status);
      }
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
    }
  });

  it('limits uploads through an encoded path', async () => {
    const { headers } = await buildSignedIn(t.database.db);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= 30; i += 1) {
      const url = i % 2 ? spellings(storageApi.upload.path)[0]! : storageApi.upload.path;
      statuses.push((await api(t).request({ method: 'POST', url, headers, remoteAddress: ip })).status);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
