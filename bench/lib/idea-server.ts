import pg from 'pg';
import { startRealServer, type RealServer } from './real-server';

/** PostgreSQL server the PostgreSQL scenarios use; each run gets its own database, dropped after. */
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withClient = async (run: (client: pg.Client) => Promise<void>) => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/**
 * The real server over IDEA_COUNT (default 100,000) seeded ideas (or what `prepareScript` seeds), on
 * embedded PGlite or on a fresh
 * PostgreSQL database. Rate limits are lifted so the load measures the query, not the limiter.
 */
export async function startIdeaServer(
  engine: 'pglite' | 'postgres',
  { prepareScript = 'bench/prepare/seed-ideas.ts' }: { prepareScript?: string } = {},
): Promise<RealServer> {
  const env: Record<string, string> = { RATE_LIMIT_MAX: '100000000' };
  if (engine === 'pglite') return startRealServer({ env, prepareScript, readyTimeoutMs: 300_000 });

  const database = `ideamatch_bench_${Date.now()}`;
  await withClient((client) => client.query(`create database ${database}`).then(() => undefined));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  try {
    const server = await startRealServer({
      env: { ...env, DATABASE_URL: url.toString() },
      prepareScript,
      readyTimeoutMs: 300_000,
    });
    return {
      ...server,
      async stop() {
        try {
          await server.stop();
        } finally {
          await withClient((client) => client.query(`drop database if exists ${database}`).then(() => undefined));
        }
      },
    };
  } catch (error) {
    await withClient((client) => client.query(`drop database if exists ${database}`).then(() => undefined));
    throw error;
  }
}
