import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { accounts } from './schema/index';
import { buildAccount } from '../test/factories';

// The embedded database as the server opens it: a data directory, PGlite in a worker thread.
const dir = mkdtempSync(join(tmpdir(), 'ideamatch-pglite-worker-'));
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'pglite') });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers drizzle queries with the same values as in process (dates, json, numbers)', async () => {
    const account = await buildAccount(database.db, { skillsOffered: ['Design'] });
    const [row] = await database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ id: account.id, skillsOffered: ['Design'] });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.createdAt.getTime()).toBe(account.createdAt.getTime());
    await database.ping();
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    const kept = await database.db.transaction(async (tx) => buildAccount(tx));
    await expect(
      database.db.transaction(async (tx) => {
        await buildAccount(tx, { username: 'rolled_back_person' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const names = (await database.db.select({ username: accounts.username }).from(accounts)).map((r) => r.username);
    expect(names).toContain(kept.username);
    expect(names).not.toContain('rolled_back_person');
  });

  it('reports a database error with its PostgreSQL code', async () => {
    const account = await buildAccount(database.db);
    const error = await buildAccount(database.db, { username: account.username }).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    expect(cause.code).toBe('23505');
  });

  it('keeps the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
