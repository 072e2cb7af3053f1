import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several runs (e.g. two engineers' shells) coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
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
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    // TRUST_PROXY: each test poses as its own visitor (tests/e2e/support/test.ts).
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      TRUST_PROXY: 'true',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
