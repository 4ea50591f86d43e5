import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  if (t.app.redis) await t.app.redis.flushdb();
});
afterAll(() => t.close());

describe('rate limit', () => {
  it('answers 429 with the error reply and Retry-After past the limit', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = () => t.app.inject({ method: 'GET', url: '/api/idea/home', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
      errorCode: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never limits the health checks', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.8.0.1' })).statusCode).toBe(
        200,
      );
    }
  });

  it('never limits pages and public files, only the API', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/files/missing.png', remoteAddress: '10.7.0.1' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('keeps its counters in Redis when REDIS_URL is set', async () => {
    if (!t.app.redis) return expect(process.env.REDIS_URL).toBeUndefined();
    const keys = await t.app.redis.keys(`${t.config.REDIS_KEY_PREFIX}rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
