import { defineConfig, devices } from '@playwright/test';

/** Specs that only read the pages (accessibility, valid HTML, pages without script): run side by side. */
const READ_ONLY = ['a11y.spec.ts', 'valid-html.spec.ts'];

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
  // Two workers, each with its own server and data: the accessibility scans (read-only) beside the
  // journeys. The journeys could run two at a time (6.7 minutes instead of about 12 on two cores),
  // but in one CI run of two, two of them lost a race under the load (a chat card clicked, a banner
  // read before the page caught up), so they run one at a time until those waits are mended.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'a11y', testMatch: READ_ONLY, fullyParallel: true },
    { name: 'journeys', testIgnore: READ_ONLY, workers: Number(process.env.E2E_JOURNEY_WORKERS ?? 1) },
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
