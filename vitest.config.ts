import { defineConfig } from 'vitest/config';

/** One run, three projects: the shared package, the server (unit + integration) and the web app. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite and PostgreSQL schemas are per file; two workers fit this machine's two cores.
          maxWorkers: 2,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
