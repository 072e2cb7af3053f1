// Lighthouse (mobile preset: a mid-range phone on a slow 4G connection, simulated) on the public pages of
// a running server, in Debian's Chromium when it is there. Each page is measured `runs` times and the
// median kept, as scores move a few points between runs on a busy machine.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function lighthouseRows(
  baseUrl: string,
  paths: readonly string[],
  runs = 1,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const samples: LighthouseRow[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(path, baseUrl).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        });
      }
      const pick = (key: keyof Omit<LighthouseRow, 'path'>) => median(samples.map((s) => s[key]));
      rows.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  return [
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} |`,
    ),
  ].join('\n');
}
