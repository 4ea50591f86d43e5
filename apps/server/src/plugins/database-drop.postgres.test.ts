import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { endpoint, type Endpoint } from '@ideamatch/shared/endpoint';
import { api } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-app';

/** Routes this test registers (no contract of the app describes them). */
const testApi = {
  slowQuery: endpoint({ method: 'GET', path: '/api/test/slow-query', summary: 'A 30 s query', tag: 'test' }),
  quickQuery: endpoint({ method: 'GET', path: '/api/test/quick-query', summary: 'A quick query', tag: 'test' }),
};

const appName = `drop-${randomBytes(4).toString('hex')}`;
let t: TestApp;
let admin: pg.Client;

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('application_name', appName);
  t = await buildTestApp({
    env: { DATABASE_URL: url.toString(), RATE_LIMIT_MAX: '100000' },
    // A request that holds its database connection, so the test can cut it mid-query.
    extend: (app) => {
      app.get(testApi.slowQuery.path, { config: { access: 'everyone' } }, async () => {
        await app.db.execute(sql`select pg_sleep(30)`);
        return { statusCode: 200, message: 'ok', data: null };
      });
      // A request that always reaches the database (no cache in front of it).
      app.get(testApi.quickQuery.path, { config: { access: 'everyone' } }, async () => {
        await app.db.execute(sql`select 1`);
        return { statusCode: 200, message: 'ok', data: null };
      });
    },
  });
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await t.close();
});

/** Ends every server connection of this test's app, as an operator's pg_terminate_backend does. */
const terminateAppConnections = async () =>
  (
    await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [appName],
    )
  ).rows.map(async ({ pid }) => admin.query('select pg_terminate_backend($1)', [pid]));

/** The raw reply of a GET from a fresh address. */
const get = async (endpoint: Endpoint) => (await api(t).send(endpoint)).raw;

describe('PostgreSQL connections dropping', () => {
  it('answers a query cut mid-way with 503 SERVICE_UNAVAILABLE and Retry-After, then recovers', async () => {
    const pending = get(testApi.slowQuery);
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await admin.query(
        "select 1 from pg_stat_activity where application_name = $1 and query like '%pg_sleep(30)%'",
        [appName],
      );
      if (rows.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(await terminateAppConnections());
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      message: 'Service is not ready.',
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // The pool drops each lost connection when the server's goodbye reaches it (a request drawing
    // one before that gets the same 503, never a 500), then opens new ones by itself: the database
    // answers again. (Counting the pool's connections instead failed on a busy machine, where a
    // background job had already opened a fresh one.)
    const after: number[] = [];
    for (let i = 0; i < 200 && after.at(-1) !== 200; i += 1) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 25));
      after.push((await get(testApi.quickQuery)).statusCode);
    }
    expect(after.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect(after.at(-1)).toBe(200);
    expect((await get(ideaApi.list)).statusCode).toBe(200);
  });

  it('never answers 500 while connections are terminated under load', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const burst = Array.from({ length: 12 }, (_, i) => get(i % 2 ? ideaApi.list : ideaApi.home));
      await Promise.all(await terminateAppConnections());
      statuses.push(...(await Promise.all(burst)).map((res) => res.statusCode));
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await get(ideaApi.list)).statusCode).toBe(200);
  });
});
