import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; nothing is downloaded) against the
 * real server, which global-setup starts on a free port with a fresh data directory: one server per
 * worker (support/test.ts), so specs that change demo people run side by side without meeting.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two workers, each with its own server: the whole run takes 6.7 minutes instead of 13.7 on two
  // cores. The tests of one file run in order in one worker; the accessibility scans (read-only)
  // spread over both.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'a11y', testMatch: 'a11y.spec.ts', fullyParallel: true },
    { name: 'journeys', testIgnore: 'a11y.spec.ts' },
  ],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // A browser set to Thai, as most visitors' are: the 'View in English' offer a browser preferring
    // English gets is tested on its own (public-pages.spec.ts).
    locale: 'th-TH',
    // Recording a trace of every test (kept on failure only) cost a quarter of the run's time; a
    // failure keeps its screenshot and the page's accessibility snapshot (error-context.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
