import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { releaseConnectionWhenBeginFails } from './pg-transaction';
import { PGliteBridge } from './pglite-bridge';
import * as schema from './schema/index';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The one database type the rest of the server uses, whichever engine is below. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Applies committed migrations; safe to call on every start. A restore passes a folder that holds
   * only the first migrations, to bring an empty database to an archive's older schema.
   */
  migrate: (migrationsFolder?: string) => Promise<void>;
  /** Throws when the database cannot answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  readonly isClosed: boolean;
  /** Connections of the pool: open, idle, and queries waiting for one (PGlite has one, always open). */
  poolStats: () => { total: number; idle: number; waiting: number; max: number };
};

export type DatabaseOptions =
  | {
      engine: 'pglite';
      dataDir: string | 'memory://';
      /**
       * Run PGlite in a worker thread, so its queries never hold up the event loop. Default: on for a
       * data directory (the server), off for `memory://` (tests, where each file opens its own).
       */
      worker?: boolean;
      /** Starts from this data directory (a `dumpDataDir()` archive) instead of an empty cluster. */
      loadDataDir?: Blob;
      onQuery?: QueryListener;
    }
  | { engine: 'postgres'; url: string; schema?: string; poolSize?: number; onQuery?: QueryListener };

/** Hears every statement the app sends through drizzle (tests count them). */
export type QueryListener = (query: string) => void;

const loggerOf = (onQuery?: QueryListener) => (onQuery ? { logger: { logQuery: onQuery } } : {});

releaseConnectionWhenBeginFails();

/** Advisory lock key that serialises migrations (any constant shared by every node). */
const MIGRATION_LOCK_KEY = 0x1dea_0001;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens PGlite (embedded, with pg_trgm, in a worker thread) or a PostgreSQL pool. */
/**
 * Memory a sort or bitmap of one query may use before spilling (PostgreSQL's default is 4 MB). A text
 * search's words read through the text index under a filter ("solar co-op" among food ideas) make a
 * bitmap of every match: at 4 MB it turns lossy past about 100,000 matches and PostgreSQL rechecks
 * every row of every page (1,048 ms at a million ideas); at 16 MB it stays exact (147 ms). Up to 16 MB
 * per sort or bitmap node of each of the pool's connections, only while a query needs it.
 */
const WORK_MEM = '16MB';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let isClosed = false;
  if (options.engine === 'pglite') {
    if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
    const inWorker = options.worker ?? options.dataDir !== 'memory://';
    const client = inWorker
      ? ((await PGliteBridge.create(options.dataDir)) as unknown as PGlite)
      : await PGlite.create(options.dataDir, {
          extensions: { pg_trgm },
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        });
    const db = drizzlePglite({ client, schema, ...loggerOf(options.onQuery) }) as unknown as Database;
    return {
      db,
      engine: 'pglite',
      migrate: (migrationsFolder = MIGRATIONS_FOLDER) =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        if (isClosed) return;
        isClosed = true;
        await client.close();
      },
      get isClosed() {
        return isClosed;
      },
      poolStats: () => ({ total: isClosed ? 0 : 1, idle: isClosed ? 0 : 1, waiting: 0, max: 1 }),
    };
  }

  const searchPath = options.schema ? `${quoteIdent(options.schema)},public` : undefined;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: [`-c work_mem=${WORK_MEM}`, ...(searchPath ? [`-c search_path=${searchPath}`] : [])].join(' '),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  // A client checked out of the pool has no listener of the pool's: when the server goes away while
  // it is held between two statements (inside a transaction), its 'error' event would end the
  // process. Its next statement fails instead (a 503) and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema, ...loggerOf(options.onQuery) }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      // Several processes may migrate one database at once (nodes starting together, parallel test
      // files): `create extension if not exists` and the migrations table race on their unique
      // indexes, so one advisory lock, held on its own connection, lets them go one at a time.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (options.schema) {
          // pg_trgm lives in public so every schema (and a dropped test schema) can share it.
          await pool.query('create extension if not exists pg_trgm schema public');
          await pool.query(`create schema if not exists ${quoteIdent(options.schema)}`);
        }
        await migratePg(drizzlePg({ client: pool, schema }), {
          migrationsFolder,
          ...(options.schema ? { migrationsSchema: options.schema } : {}),
        });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
    get isClosed() {
      return isClosed;
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize ?? 10,
    }),
  };
}

/** Opens the database the configuration names: PGlite under DATA_DIR, or PostgreSQL. */
export const openConfiguredDatabase = (config: AppConfig): Promise<DatabaseHandle> =>
  config.DATABASE_URL
    ? openDatabase({ engine: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') });
