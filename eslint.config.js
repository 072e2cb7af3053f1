// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Forbid importing the named folders of src/ from the files a block applies to. */
const forbid = (folders, why) => ({
  patterns: folders.map((folder) => ({
    group: [`**/${folder}/**`, `~/${folder}/**`],
    message: why,
  })),
});

/** The web app's feature folders (each may use components, lib, contracts and core, never a sibling). */
const webFeatures = readdirSync(path.join(import.meta.dirname, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        forbid(['server'], 'The web app never imports server modules: use the load context or the HTTP API.'),
      ],
    },
  },
  // Inside the web app: routes compose features and components; a feature uses components and lib but never
  // another feature (what two features share belongs in components, lib, contracts or core).
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server modules.' },
            {
              group: ['**/routes/**'],
              message: 'A feature does not import routes: routes compose features.',
            },
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`]),
              message: 'Features never import each other: move what they share to components, lib or core.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        forbid(
          ['server', 'features', 'routes'],
          'Shared components and helpers stand alone: they import no feature or route module.',
        ),
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', forbid(['web'], 'The server never imports web modules.')] },
  },
  // A use case with more than three parameters takes one options object (a leading db handle may stay in
  // front of it), so call sites name what they pass. Only exported functions: local helpers and callbacks
  // are free, which the core max-params rule cannot tell apart.
  {
    files: ['src/server/modules/**', 'src/server/api/request-context.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ExportNamedDeclaration > FunctionDeclaration',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > FunctionExpression',
        ].map((exported) => ({
          selector: `${exported}[params.length>3]`,
          message:
            'An exported use case takes at most three parameters: pass one options object after the db handle.',
        })),
      ],
    },
  },
);
