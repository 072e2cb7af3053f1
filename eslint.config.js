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

/**
 * How browser code may reach the server besides page loaders and actions (docs/decisions/0006, 0020): each
 * way is allowed in the files listed for it and refused everywhere else in src/web.
 */
const BROWSER_CALLS = {
  callApi: {
    selectors: [
      "ImportDeclaration[source.value=/api-client(\\.ts)?$/] > ImportSpecifier[imported.name='callApi']",
      "MemberExpression[property.name='callApi']",
    ],
    message:
      'A change goes through the page action and a read through the loader (docs/decisions/0006); callApi() is for the closed list of live reads, polling and uploads.',
    files: [
      'src/web/lib/api-client.ts',
      'src/web/lib/api-client.test.ts',
      // The booking flow's month and slot reads, which change with every click.
      'src/web/features/booking/booking-api.ts',
      // The free times of the visit form, read as the date and specialist change (like the booking slots).
      'src/web/features/admin-appointments/visit-time-fields.tsx',
      // Polling the notification inbox.
      'src/web/shell/notifications-store.ts',
      // The empty gallery row an upload with progress needs (docs/decisions/0005).
      'src/web/features/uploads/gallery-card.tsx',
      // The imports' uploads (a file far over a page action's 64 KB), their dry runs and undo beside the result.
      'src/web/features/client-import/import-file-dialog.tsx',
      // Not moved yet: each is a change or read that belongs in a page action or loader.
      'src/web/features/auth/resend-verification.tsx',
      'src/web/features/auth/two-factor-panel.tsx',
      'src/web/features/catalog/business-reviews.tsx',
      'src/web/features/reviews/pending-review.ts',
      'src/web/features/admin-appointments/use-calendar-changes.ts',
      'src/web/features/calendar/calendar-feed-link.tsx',
      'src/web/shell/web-push-subscribe.ts',
    ],
  },
  fetch: {
    selectors: ["CallExpression[callee.name='fetch']", "CallExpression[callee.property.name='fetch']"],
    message:
      'Browser code reaches the server through page loaders and actions, callApi() (src/web/lib/api-client.ts) or, for the auth service, src/web/features/auth/auth-api.ts.',
    files: [
      'src/web/lib/api-client.ts',
      'src/web/lib/api-client.test.ts',
      // The one module that talks to better-auth (docs/decisions/0020).
      'src/web/features/auth/auth-api.ts',
      'src/web/service-worker/**',
    ],
  },
  nativeDate: {
    selectors: ["JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='type'][value.value='date']"],
    message:
      'A date is entered with DatePickerField (src/web/components/date-picker-field.tsx), in Lithuanian order; a native date input follows the browser’s locale.',
    files: [],
  },
  xhr: {
    selectors: ["NewExpression[callee.name='XMLHttpRequest']"],
    message: 'Only the upload with a progress bar uses XMLHttpRequest.',
    files: ['src/web/features/uploads/upload-with-progress.ts'],
  },
};

/** The no-restricted-syntax rule for src/web files that may use the browser calls named in `allowed`. */
const browserCallRule = (allowed) => [
  'error',
  ...Object.entries(BROWSER_CALLS)
    .filter(([name]) => !allowed.includes(name))
    .flatMap(([, call]) => call.selectors.map((selector) => ({ selector, message: call.message }))),
];

/** One config block per set of allowed calls, so that each file gets the rule with exactly its exceptions. */
function browserCallConfigs() {
  const allowedOf = new Map();
  for (const [name, call] of Object.entries(BROWSER_CALLS)) {
    for (const file of call.files) allowedOf.set(file, [...(allowedOf.get(file) ?? []), name]);
  }
  return [
    { files: ['src/web/**'], rules: { 'no-restricted-syntax': browserCallRule([]) } },
    ...[...allowedOf].map(([file, allowed]) => ({
      files: [file],
      rules: { 'no-restricted-syntax': browserCallRule(allowed) },
    })),
  ];
}

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
  ...browserCallConfigs(),
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', forbid(['web'], 'The server never imports web modules.')] },
  },
  // Who may do what is the use case's decision, so the API and the pages cannot disagree: a handler names the
  // caller and the business (request-context.ts), never a role.
  {
    files: ['src/server/api/**'],
    ignores: ['src/server/api/request-context.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/access\\/business-access(\\.ts)?$/] > ImportSpecifier[imported.name=/^(requireBusinessAccess|requireManager|MANAGERS)$/]',
          message:
            'A handler does not decide who may: call the use case, which asks requireManager / requireBusinessAccess itself.',
        },
      ],
    },
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
