import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { ideas } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/build-app';
import { buildSignedIn } from '../test/factories';
import { startOwnPostgres, type OwnPostgres } from '../test/own-postgres';
import { ideaPayload } from '../modules/ideas/idea.test-helpers';

let pg: OwnPostgres;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  pg = await startOwnPostgres();
  t = await buildTestApp({ env: { DATABASE_URL: pg.url, RATE_LIMIT_MAX: '100000' } });
  ({ headers } = await buildSignedIn(t.app.db));
});

afterAll(async () => {
  await t?.close().catch(() => undefined);
  pg?.close();
});

/**
 * When a request was sent: before the stop, while the server was down (stopped, and not yet being
 * started), while it was starting (either answer is right), or once it was up again.
 */
type Attempt = { status: number; ms: number; id?: string; phase: 'before' | 'down' | 'starting' | 'after' };

describe('PostgreSQL restarted under traffic', () => {
  it('answers 503 fast while it is down, recovers by itself, and loses no acknowledged write', async () => {
    const attempts: Attempt[] = [];
    let phase: Attempt['phase'] = 'before';
    let writing = true;
    let n = 0;
    const post = async () => {
      const started = performance.now();
      // The phase the request was sent in: one answered just as the server came back is not a 'down' one.
      const sentIn = phase;
      const res = await t.app.inject({
        method: 'POST',
        url: ideaApi.create.path,
        headers,
        // Writes come from many people's addresses, each far below the per-address limit.
        remoteAddress: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        payload: ideaPayload({ name: `Restart write ${(n += 1)}` }),
      });
      const attempt: Attempt = { status: res.statusCode, ms: performance.now() - started, phase: sentIn };
      if (res.statusCode === 200) attempt.id = (res.json().data as { id: string }).id;
      attempts.push(attempt);
    };
    // Four writers at once, as long as the test lasts.
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await post();
    });

    const until = async (check: () => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await until(() => attempts.filter((a) => a.status === 200).length >= 10, 20_000);

    // The server goes away (a fast shutdown ends every connection), stays down a moment, comes back.
    await pg.stopInBackground();
    phase = 'down';
    await until(() => attempts.filter((a) => a.phase === 'down').length >= 8, 10_000);
    // pg_ctl returns a moment after the server accepts connections: writes sent meanwhile may succeed.
    phase = 'starting';
    await pg.startInBackground();
    phase = 'after';
    await until(() => attempts.filter((a) => a.phase === 'after' && a.status === 200).length >= 10, 30_000);
    writing = false;
    await Promise.all(writers);

    // Nothing but success or "try again": never a 500.
    expect(new Set(attempts.map((a) => a.status))).toEqual(new Set([200, 503]));
    const down = attempts.filter((a) => a.phase === 'down');
    expect(down.length).toBeGreaterThanOrEqual(8);
    expect(down.every((a) => a.status === 503)).toBe(true);
    // Failing fast: a request while the database is away does not hang.
    expect(Math.max(...down.map((a) => a.ms))).toBeLessThan(3000);
    // Recovered by itself: the writes after the restart succeed.
    expect(attempts.filter((a) => a.phase === 'after' && a.status === 200).length).toBeGreaterThanOrEqual(10);

    // Every acknowledged write is there, whole.
    const acknowledged = attempts.flatMap((a) => (a.id ? [a.id] : []));
    const stored = await t.app.db
      .select({ id: ideas.id, name: ideas.name })
      .from(ideas)
      .where(inArray(ideas.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    expect(stored.every((row) => row.name.startsWith('Restart write '))).toBe(true);

    // Every connection the requests took went back to the pool, including those whose BEGIN met the
    // dropped server (db/pg-transaction.ts): none is held for good, so the pool can still fill and close.
    const pool = t.database.poolStats();
    expect(pool.total - pool.idle).toBe(0);
  });
});
