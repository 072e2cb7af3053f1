import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['tests/fail-on-console-error.ts'],
          // Property-based tests run hundreds of cases; leave room for a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/fail-on-console-error.ts'],
          globalSetup: ['tests/integration/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One server per file, each on its own fresh database: files run side by side, one per core.
          maxWorkers: 2,
        },
      },
    ],
  },
});
