import { defineConfig } from 'vitest/config';

/**
 * Tests that start real server processes against one PostgreSQL and one Redis: they belong to the
 * PostgreSQL + Redis run only, so the PGlite run leaves them out instead of reporting them skipped.
 * Likewise `*.postgres.test.ts` (PostgreSQL server behaviour such as dropped connections).
 */
const needsServices = !process.env.DATABASE_URL || !process.env.REDIS_URL;
const needsPostgres = !process.env.DATABASE_URL;

/** One run, three projects: the shared package, the server (unit + integration) and the web app. */
export default defineConfig({
  test: {
    // Databases (PGlite in memory, or a PostgreSQL schema) are per test file; two workers fit two cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [
            ...(needsServices ? ['src/**/*.multi-node.test.ts'] : []),
            ...(needsPostgres ? ['src/**/*.postgres.test.ts'] : []),
          ],
          // Names the run's PostgreSQL schemas and drops them at its end (test/test-schemas.ts).
          globalSetup: ['src/test/test-schemas.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files share a worker's loaded modules instead of loading the server again for each
          // (12 idea test files: 64 s → 25 s). Each file builds its own app and database, and the
          // server keeps no state in modules that one app could leave to the next.
          isolate: false,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
