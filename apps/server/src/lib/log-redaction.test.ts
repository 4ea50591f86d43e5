import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '@ideamatch/shared/api/account';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { buildTestApp, type TestApp } from '../test/build-app';
import { redactAccessTokens } from './log-redaction';

const TOKEN = randomBytes(32).toString('base64url');
const lines: string[] = [];

let t: TestApp;
/** A route of this test only (no contract describes it) that fails with its address in the error. */
const CRASH_PATH = '/api/test/crash';

beforeAll(async () => {
  t = await buildTestApp({
    env: { METRICS_ALLOW: '127.0.0.1' },
    log: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    extend: (app) => {
      app.get(CRASH_PATH, { config: { access: 'visitor' } }, async (request) => {
        throw new Error(`could not answer ${request.url}`);
      });
    },
  });
});
afterAll(() => t.close());

describe('an accessToken in an address', () => {
  it('is cut from every log line (request lines, errors) and never reaches the metrics', async () => {
    const signedIn = `Bearer ${TOKEN}`;
    for (const url of [
      `/idea/0190b5d2-0000-7000-8000-000000000000?accessToken=${TOKEN}&sortBy=2`,
      `/settings?tab=security&accessToken=${TOKEN}`,
      // Raw addresses: an accessToken is in no contract's query, and the last path has no route.
      `${ideaApi.list.path}?accessToken=${TOKEN}`,
      `${accountApi.profile.path}?accessToken=${TOKEN}`,
      `${CRASH_PATH}?x=1&accessToken=${TOKEN}`,
      `/api/nowhere?next=%2Fidea%3FaccessToken%3D${TOKEN}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers: { authorization: signedIn } });
    }
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.statusCode).toBe(200);

    const log = lines.join('');
    // The lines were written, addresses included: only the token is gone.
    expect(log).toContain('/settings?tab=security&accessToken=[REDACTED]');
    expect(log).toContain('could not answer /api/test/crash?x=1&accessToken=[REDACTED]');
    expect(log).not.toContain(TOKEN);
    expect(metrics.body).not.toContain(TOKEN);
  });

  it('keeps the other parameters of the address', () => {
    expect(redactAccessTokens('"url":"/idea?sortBy=2&accessToken=abc-DEF_1&dark"')).toBe(
      '"url":"/idea?sortBy=2&accessToken=[REDACTED]&dark"',
    );
    expect(redactAccessTokens('/x?next=%2Fidea%3FaccessToken%3Dabc')).toBe(
      '/x?next=%2Fidea%3FaccessToken%3D[REDACTED]',
    );
    expect(redactAccessTokens('/idea?sortBy=2')).toBe('/idea?sortBy=2');
  });
});
