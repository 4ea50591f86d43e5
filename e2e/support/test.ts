import { test as base, expect } from '@playwright/test';
import type { E2eServer } from './global-setup';

/**
 * Every test runs against the server global-setup started for its worker (its address is only known
 * then): one per parallel index, each with its own data. The worker's environment names that
 * server's sessions and log for the helpers that read them (E2E_ADMIN_TOKEN, E2E_USER_TOKEN,
 * E2E_SERVER_LOG).
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // Playwright fixtures name their dependencies by destructuring; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as E2eServer[];
      const server = servers[workerInfo.parallelIndex % servers.length];
      if (!server) throw new Error('E2E_SERVERS is not set (global setup starts the servers)');
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_ADMIN_TOKEN = server.adminToken;
      process.env.E2E_USER_TOKEN = server.userToken;
      process.env.E2E_SERVER_LOG = server.serverLog;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});
export { expect };
