import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_CLOCK_START, type E2eClock } from './tests/e2e/support/e2e-clock.ts';
import { E2E_BASE_PORT as PORT, realClockPortOf } from './tests/e2e/support/e2e-paths.ts';
import type { TestOptions } from './tests/e2e/support/test.ts';

// Workers run spec files side by side, each against a real-clock server of its own (tests/e2e/support/test.ts
// picks it by the worker's index): no two workers share demo accounts or salons. Two by default, as the
// machines here have two cores; E2E_WORKERS=1 runs one file after another.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Specs whose expectations depend on the day and hour drive one more server, on a controlled clock.
const CLOCK_PORT = PORT + 1000;
const CLOCKED_SPECS = /(search-free-time|waitlist)\.spec\.ts$/;
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
  workers: WORKERS,
  // On CI a failed test runs once more: a test that only passes on its second try is still listed as
  // "flaky" at the end of the run, and a real failure fails both tries. Locally a failure stops at once.
  retries: process.env.CI ? 1 : 0,
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
    ...Array.from({ length: WORKERS }, (_, index) => realClockPortOf(index)).map((port) => ({
      ...webServer,
      url: `http://localhost:${port}/healthz`,
      env: { ...serverEnv(port), E2E_CLOCK_START: '' },
    })),
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
