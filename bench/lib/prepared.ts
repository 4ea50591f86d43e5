import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPO_ROOT, TSX_BIN } from './paths';

/** PostgreSQL server the PostgreSQL scenarios use; each run gets its own database, dropped after. */
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Seeded data is kept here between runs (PGlite data directories and session tokens). */
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'ideamatch-bench-cache');

const log = (message: string): void => void process.stderr.write(`${message}\n`);

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out.sort();
}

/**
 * What the seeded data depends on: the migrations, the demo seed, the prepare scripts and the
 * counts they read. Any change gives a new key, so a stale cache is never used.
 */
async function cacheKey(scripts: string[]): Promise<string> {
  const hash = createHash('sha256');
  const inputs = [
    ...(await filesUnder(resolve(REPO_ROOT, 'apps/server/src/db/migrations'))),
    ...(await filesUnder(resolve(REPO_ROOT, 'apps/server/src/seed'))),
    ...scripts.map((script) => resolve(REPO_ROOT, script)),
  ];
  for (const file of inputs) hash.update(file.slice(REPO_ROOT.length)).update(await readFile(file));
  for (const name of ['IDEA_COUNT', 'PEOPLE_COUNT', 'NOTIFICATION_COUNT'])
    hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex').slice(0, 12);
}

async function runScripts(scripts: string[], env: NodeJS.ProcessEnv): Promise<void> {
  for (const script of scripts) {
    const started = Date.now();
    await promisify(execFile)(TSX_BIN, [script], { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    log(`  prepared ${script} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export type PreparedData = {
  /** DATABASE_URL of a fresh copy (PostgreSQL), or undefined for embedded PGlite. */
  databaseUrl?: string;
  /** The server's DATA_DIR, holding a fresh copy of the PGlite data (embedded) and `bench-token` if written. */
  dataDir: string;
  /** Drops the copy. */
  release(): Promise<void>;
};

/**
 * A fresh copy of the data `scripts` seed (each run with the server's environment, in order). The
 * first run seeds once into a template (a PostgreSQL template database, or a PGlite data directory
 * under the cache directory); later runs copy it, which takes seconds instead of minutes.
 */
export async function preparedData(
  engine: 'pglite' | 'postgres',
  scripts: string[],
  baseEnv: NodeJS.ProcessEnv,
): Promise<PreparedData> {
  const key = await cacheKey(scripts);
  const dataDir = await mkdtemp(join(tmpdir(), 'ideamatch-bench-'));
  const cached = join(CACHE_DIR, `${engine}-${key}`);
  await mkdir(CACHE_DIR, { recursive: true });

  if (engine === 'pglite') {
    if (!(await exists(join(cached, 'done')))) {
      log(`  seeding the PGlite template ${cached} (once; later runs copy it)…`);
      const building = `${cached}.building-${process.pid}`;
      await rm(building, { recursive: true, force: true });
      await mkdir(building, { recursive: true });
      await runScripts(scripts, { ...baseEnv, DATA_DIR: building });
      await writeFile(join(building, 'done'), new Date().toISOString());
      await rm(cached, { recursive: true, force: true });
      await cp(building, cached, { recursive: true });
      await rm(building, { recursive: true, force: true });
    }
    await cp(cached, dataDir, { recursive: true });
    return { dataDir, release: () => rm(dataDir, { recursive: true, force: true }) };
  }

  const template = `ideamatch_bench_tpl_${key}`;
  const urlOf = (database: string) => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const hasTemplate = await withAdminClient(
    async (client) =>
      (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1 &&
      (await exists(join(cached, 'bench-token-done'))),
  );
  if (!hasTemplate) {
    log(`  seeding the PostgreSQL template database ${template} (once; later runs copy it)…`);
    const building = `${template}_building`;
    await withAdminClient(async (client) => {
      await client.query(`drop database if exists ${building}`);
      await client.query(`drop database if exists ${template}`);
      await client.query(`create database ${building}`);
    });
    const buildDir = await mkdtemp(join(tmpdir(), 'ideamatch-bench-build-'));
    try {
      await runScripts(scripts, { ...baseEnv, DATA_DIR: buildDir, DATABASE_URL: urlOf(building) });
      await rm(cached, { recursive: true, force: true });
      await mkdir(cached, { recursive: true });
      if (await exists(join(buildDir, 'bench-token')))
        await cp(join(buildDir, 'bench-token'), join(cached, 'bench-token'));
      await writeFile(join(cached, 'bench-token-done'), new Date().toISOString());
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
    await withAdminClient((client) => client.query(`alter database ${building} rename to ${template}`));
  }
  const database = `ideamatch_bench_${Date.now()}_${process.pid}`;
  const started = Date.now();
  await withAdminClient((client) => client.query(`create database ${database} template ${template}`));
  log(`  copied ${template} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (await exists(join(cached, 'bench-token'))) await cp(join(cached, 'bench-token'), join(dataDir, 'bench-token'));
  return {
    databaseUrl: urlOf(database),
    dataDir,
    async release() {
      try {
        await withAdminClient((client) => client.query(`drop database if exists ${database}`));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
