import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { parseEnv, type AppConfig } from '../config/env';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../db/client';
import { migratedTemplate } from './pglite-template';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app and drops what the test made (PostgreSQL schema, data directory). */
  close: () => Promise<void>;
};

/** The engine this run tests: PostgreSQL when DATABASE_URL is set, otherwise in-memory PGlite. */
export const testEngine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A real app on a fresh database: in-memory PGlite, or a new schema in the PostgreSQL of
 * DATABASE_URL (and Redis when REDIS_URL is set). Migrations run as at start.
 */
export async function buildTestApp({
  env = {},
  extend,
  log,
  onQuery,
}: {
  env?: Record<string, string>;
  /** Hears every statement the app sends to the database. */
  onQuery?: QueryListener;
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
  const schema = config.DATABASE_URL ? `test_${Date.now()}_${randomBytes(4).toString('hex')}` : undefined;
  const database = config.DATABASE_URL
    ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL, schema, poolSize: 4, onQuery })
    : await openDatabase({ engine: 'pglite', dataDir: 'memory://', loadDataDir: await migratedTemplate(), onQuery });
  await database.migrate();
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
      if (schema && config.DATABASE_URL) {
        const client = new pg.Client({ connectionString: config.DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
