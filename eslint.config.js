// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Forbid importing the named folders of src/ from the files a block applies to. */
const forbid = (folders, why) => ({
  patterns: folders.map((folder) => ({
    group: [`**/${folder}/**`, `~/${folder}/**`],
    message: why,
  })),
});

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.react-router/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'scratch/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Dependencies point one way: web -> contracts -> core, server -> contracts -> core.
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(['contracts', 'server', 'web'], 'src/core is pure: it imports nothing of ours outside core.'),
      ],
    },
  },
  {
    files: ['src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(['server', 'web'], 'src/contracts imports only core and zod.'),
      ],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(['server'], 'The web app never imports server modules: use the load context or the HTTP API.'),
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', forbid(['web'], 'The server never imports web modules.')] },
  },
);
