import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { parseEnv, type AppConfig } from '../config/env';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../db/client';
import { migratedTemplate } from './pglite-template';
import { TEST_SCHEMA_PREFIX } from './test-schemas';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app and hands its database, emptied, to the next test app (or drops it). */
  close: () => Promise<void>;
};

/** The engine this run tests: PostgreSQL when DATABASE_URL is set, otherwise in-memory PGlite. */
export const testEngine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A real app on an empty, migrated database: in-memory PGlite, or a schema of its own in the
 * PostgreSQL of DATABASE_URL (and Redis when REDIS_URL is set).
 *
 * Opening a database costs more than most tests (PGlite: about 0.8 s; PostgreSQL: a schema and its
 * migrations), so a closed test app's database waits for the next test app of the same test
 * process, which empties it with one TRUNCATE of every table the migrations left empty (the seeded
 * categories stay) instead of opening another. `ownDatabase` opens one for this app alone and closes
 * it with the app (a test of closing, one that hears every statement with `onQuery`, or one on a
 * database of its own address).
 */
export async function buildTestApp({
  env = {},
  extend,
  log,
  onQuery,
  // A database at another address (a test's own PostgreSQL cluster) is not one to share.
  ownDatabase = Boolean(onQuery) || env.DATABASE_URL !== undefined,
}: {
  env?: Record<string, string>;
  /** Hears every statement the app sends to the database (implies ownDatabase, as env.DATABASE_URL does). */
  onQuery?: QueryListener;
  ownDatabase?: boolean;
  extend?: BuildAppOptions['extend'];
  log?: BuildAppOptions['log'];
} = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideamatch-test-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    // Pages are rendered on the server only by the tests that build the renderer and name it.
    WEB_SSR: join(dataDir, 'no-web-ssr'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Rate-limit counters and socket.io channels of one test app never meet another run's.
    REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    ...env,
  });
  const own = ownDatabase ? await openTestDatabase(config, onQuery) : undefined;
  const reused = own ? undefined : idleDatabases.pop();
  if (reused) await reused.database.db.execute(sql.raw(reused.truncate));
  const held = own ?? reused ?? (await openTestDatabase(config));
  // The app closes its database as it closes; a shared one is kept open for the next test app. Its
  // `db` is a new object to each app, as another process's would be, so what the server remembers
  // per database (a WeakMap keyed by it) is not carried over to rows the TRUNCATE took away.
  const database: DatabaseHandle = own
    ? held.database
    : { ...held.database, db: new Proxy(held.database.db, {}), close: async () => undefined };
  const app = await buildApp({ config, database, extend, log });
  // The app starts serving before Redis answers (limits count in memory until then); a test starts
  // once Redis is connected, so what it counts is counted in one place. A Redis that refuses the
  // connection (a test of Redis being away) answers with an error at once: start then, without it.
  const { redis } = app;
  if (redis && redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const settle = () => {
        redis.off('ready', settle);
        redis.off('error', settle);
        resolve();
      };
      redis.once('ready', settle);
      redis.once('error', settle);
    });
  }
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (own) await own.drop();
      else idleDatabases.push(held);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TestDatabase = {
  database: DatabaseHandle;
  /** Empties the tables the migrations left empty. */
  truncate: string;
  /** Drops the PostgreSQL schema once the database is closed. */
  drop: () => Promise<void>;
};

/**
 * Closed test apps' databases, for the next test app of this process. What is left when the process
 * ends goes with it (PGlite lives in memory; the run's PostgreSQL schemas are dropped by the global
 * teardown, test/test-schemas.ts).
 */
const idleDatabases: TestDatabase[] = [];

async function openTestDatabase(config: AppConfig, onQuery?: QueryListener): Promise<TestDatabase> {
  const url = config.DATABASE_URL;
  const schema = url ? `${TEST_SCHEMA_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}` : undefined;
  const database = url
    ? await openDatabase({ engine: 'postgres', url, schema, poolSize: 4, onQuery })
    : await openDatabase({ engine: 'pglite', dataDir: 'memory://', loadDataDir: await migratedTemplate(), onQuery });
  await database.migrate();
  const drop = async () => {
    await database.close();
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  };
  return { database, truncate: await truncateStatement(database), drop };
}

/** One TRUNCATE of every table the migrations left empty. */
async function truncateStatement(database: DatabaseHandle): Promise<string> {
  const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const empty: string[] = [];
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if ((await rowsOf(sql.raw(`select 1 from ${quoted} limit 1`))).length === 0) empty.push(quoted);
  }
  return `truncate ${empty.join(', ')} restart identity`;
}
