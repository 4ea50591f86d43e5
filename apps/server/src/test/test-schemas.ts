import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * On PostgreSQL each test database is a schema named with this run's prefix. The test processes
 * keep their databases open for the next test to reuse, so the run's global teardown drops them all
 * at the end instead (schemas left behind would swell PostgreSQL's catalogs run after run).
 */
export const TEST_SCHEMA_PREFIX = `test_${process.env.IDEAMATCH_TEST_RUN ?? 'local'}_`;

/** Vitest's global setup for the server's tests: names the run, and drops its schemas after it. */
export default function setup(): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  // Set before the test processes start, so each names its schemas with it.
  process.env.IDEAMATCH_TEST_RUN = run;
  return async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like $1`,
        [`test\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
