import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; nothing is downloaded) against the
 * real server, which global-setup starts on a free port with a fresh data directory.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two workers: the accessibility scans (read-only, a third of the run) go beside the journeys,
  // which run one at a time (their project allows one worker), since they share the demo accounts.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'a11y', testMatch: 'a11y.spec.ts', fullyParallel: true },
    { name: 'journeys', testIgnore: 'a11y.spec.ts', workers: 1 },
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
    trace: 'retain-on-failure',
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
