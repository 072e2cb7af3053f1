// The public pages as a phone meets them, checked on the production build served by the real server
// (a fresh data directory with the demo data): what each page's scripts weigh gzipped against the budget,
// and Lighthouse's mobile preset against the thresholds below. Prints both tables; exits non-zero when a page
// is over budget or under a threshold. Part of `npm test` (scripts/test.ts, stage `pages`).
//
// Scripts: each page is held to its ceiling (what it weighed when it was last cut, so any growth fails)
// and measured against the goal of 120 KB, which the framework's own floor (react-dom and React Router,
// 106 KB) leaves no room for yet; PAGE_CHECKS_GOAL=1 fails on the goal instead. `npm test` runs the
// script check alone (PAGE_CHECKS_LIGHTHOUSE=0); `node scripts/test.ts pages` adds Lighthouse.
//
// PAGE_CHECKS_PORT sets the server's port (default 3450); PAGE_CHECKS_LIGHTHOUSE=0 leaves Lighthouse out.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.ts';
import { lighthouseRows, lighthouseTable, type LighthouseRow } from './lighthouse.ts';
import { pageWeight, pageWeightTable } from './page-weight.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

export const SCRIPT_BUDGET_BYTES = 120 * 1024;
/** Each page's ceiling in KB (gzip): its weight when last cut plus a little room for a fix. Lower it when a page loses weight. */
export const SCRIPT_CEILINGS_KB: Record<(typeof PUBLIC_PAGES)[number], number> = {
  '/': 154,
  '/apie/saule': 175,
  '/naujas-vizitas/saule': 202,
  '/grozio-specialistai/kirpejai/vilnius': 155,
  '/saule/': 173,
};
const holdToGoal = process.env.PAGE_CHECKS_GOAL === '1';
export const LIGHTHOUSE_THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
} as const;

/** What a row misses; performance and LCP only count when the host could simulate the phone. */
export function lighthouseFailures(row: LighthouseRow): string[] {
  const t = LIGHTHOUSE_THRESHOLDS;
  const failures: string[] = [];
  if (row.accessibility < t.accessibility)
    failures.push(`accessibility ${row.accessibility} < ${t.accessibility}`);
  if (row.bestPractices < t.bestPractices)
    failures.push(`best practices ${row.bestPractices} < ${t.bestPractices}`);
  if (row.seo < t.seo) failures.push(`SEO ${row.seo} < ${t.seo}`);
  if (row.cls > t.cls) failures.push(`CLS ${row.cls} > ${t.cls}`);
  if (!row.hostTooSlow) {
    if (row.performance < t.performance) failures.push(`performance ${row.performance} < ${t.performance}`);
    if (row.lcpMs > t.lcpMs) failures.push(`LCP ${row.lcpMs} ms > ${t.lcpMs} ms`);
  }
  return failures.map((failure) => `${row.path}: ${failure}`);
}

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`No production build in ${buildDir}/: run \`npx react-router build\` first.`);
  process.exit(1);
}

const started = Date.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gl-page-checks-'));
const server = await startBuiltServer({ port: Number(process.env.PAGE_CHECKS_PORT ?? 3450), dataDir });
const failures: string[] = [];
try {
  const weights = [];
  for (const page of PUBLIC_PAGES)
    weights.push(await pageWeight(server.url, path.join(buildDir, 'client'), page));
  console.log(
    `\nScripts a phone downloads before each public page runs (gzip):\n\n${pageWeightTable(weights, SCRIPT_BUDGET_BYTES)}`,
  );
  for (const row of weights) {
    const limit = holdToGoal
      ? SCRIPT_BUDGET_BYTES
      : SCRIPT_CEILINGS_KB[row.path as (typeof PUBLIC_PAGES)[number]] * 1024;
    if (row.scriptBytesGzip <= limit) continue;
    const largest = row.largest
      .map((l) => `${path.basename(l.file)} ${(l.bytesGzip / 1024).toFixed(1)}`)
      .join(', ');
    failures.push(
      `${row.path}: scripts ${(row.scriptBytesGzip / 1024).toFixed(1)} KB > ${(limit / 1024).toFixed(0)} KB (largest: ${largest})`,
    );
  }

  if (process.env.PAGE_CHECKS_LIGHTHOUSE !== '0') {
    const rows = await lighthouseRows(server.url, PUBLIC_PAGES, 1, { calibrate: true });
    console.log(
      `\nLighthouse, mobile preset (simulated slow 4G, processor calibrated to the host):\n\n${lighthouseTable(rows)}`,
    );
    if (rows.some((row) => row.hostTooSlow)) {
      console.log(
        `\nThe host was too busy to simulate the phone on some pages (benchmark under 800, load ${os.loadavg()[0]!.toFixed(1)}): their performance and LCP are shown, not judged.`,
      );
    }
    for (const row of rows) failures.push(...lighthouseFailures(row));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nPage checks took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length > 0) {
  console.error(`\nPage checks failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Page checks passed.');
