import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_CLOCK_START, type E2eClock } from './tests/e2e/support/e2e-clock.ts';
import type { TestOptions } from './tests/e2e/support/test.ts';

// E2E_PORT lets several runs (e.g. two engineers' shells) coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Specs whose expectations depend on the day and hour drive a second server on a controlled clock.
const CLOCK_PORT = PORT + 1000;
const CLOCKED_SPECS = /search-free-time\.spec\.ts$/;
// One anchor for the whole run: the workers load this file again and inherit the runner's environment.
process.env.E2E_CLOCK_ANCHOR ??= String(Date.now());
const serverClock: E2eClock = { start: E2E_CLOCK_START, anchor: Number(process.env.E2E_CLOCK_ANCHOR) };
const systemChromium = '/usr/bin/chromium';

// TRUST_PROXY: each test poses as its own visitor (tests/e2e/support/test.ts).
const serverEnv = (port: number) => ({
  PORT: String(port),
  LOG_LEVEL: 'warn',
  BUILD_DIR: process.env.BUILD_DIR ?? 'build',
  TRUST_PROXY: 'true',
});
const webServer = {
  command: 'node scripts/e2e-server.ts',
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig<TestOptions>({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    // Traces only when asked for (E2E_TRACE=1): Playwright zips a context's trace when it closes, and that
    // zip has failed on its own ("file data stream has unexpected number of bytes") and failed a passing
    // test. A failure still leaves its error context (the page as the test saw it) in test-results.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The clocked specs first: one worker takes the projects in this order, so they run minutes after the clock
  // starts, whatever the length of the rest of the run.
  projects: [
    {
      name: 'controlled-clock',
      testMatch: CLOCKED_SPECS,
      use: { baseURL: `http://localhost:${CLOCK_PORT}`, serverClock },
    },
    { name: 'real-clock', testIgnore: CLOCKED_SPECS },
  ],
  webServer: [
    {
      ...webServer,
      url: `http://localhost:${PORT}/healthz`,
      env: { ...serverEnv(PORT), E2E_CLOCK_START: '' },
    },
    {
      ...webServer,
      url: `http://localhost:${CLOCK_PORT}/healthz`,
      env: {
        ...serverEnv(CLOCK_PORT),
        E2E_CLOCK_START: serverClock.start,
        E2E_CLOCK_ANCHOR: String(serverClock.anchor),
      },
    },
  ],
});
