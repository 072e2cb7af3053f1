import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route manifest comes with the first page (small, cached) instead of /__manifest patches during
  // the visit. Seen in a browser test: a form reached by client-side navigation lost what had just been
  // typed into it while such a patch arrived.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
