import { test as base, expect } from '@playwright/test';

/** Every test runs against the server global-setup started (its address is only known then). */
export const test = base.extend({
  // Playwright fixtures name their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };
