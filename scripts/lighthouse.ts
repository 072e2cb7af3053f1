// Lighthouse (mobile preset: a mid-range phone on a slow 4G connection, simulated) on the public pages of
// a running server, in Debian's Chromium when it is there. Each page is measured `runs` times and the
// median kept, as scores move a few points between runs on a busy machine.
//
// The simulated phone's processor is the host's slowed down by a multiplier. The preset's 4x assumes a host
// of Lighthouse's reference speed; on a slower or busier host the same 4x simulates a slower phone, and
// scores fall for no fault of the page. So the multiplier is calibrated from Lighthouse's own benchmark of
// the host (`benchmarkIndex`, measured at the start of every run), with the figures of Lighthouse's CPU
// throttling calculator: 1300 → 3x, 233 more per step above it; 800 → 2x, 500 more per step up to 1300.
// Below 800 the host is too slow to simulate the phone faithfully: such rows say so (`hostTooSlow`).
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's benchmark of the host during the kept run, and the processor multiplier used. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  hostTooSlow: boolean;
  /** Lighthouse's own failure to measure the page (e.g. no paint in time on a busy host), if any. */
  runtimeError?: string;
}

/** The processor multiplier that makes a host of this benchmark index simulate the preset's phone. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The mobile preset: slow 4G and a processor 4x slower than a host of the reference speed. */
const MOBILE_SLOW_4G = constants.throttling.mobileSlow4G;
const MOBILE_PRESET_MULTIPLIER = MOBILE_SLOW_4G.cpuSlowdownMultiplier;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function lighthouseRows(
  baseUrl: string,
  paths: readonly string[],
  runs = 1,
  { calibrate = false }: { calibrate?: boolean } = {},
): Promise<LighthouseRow[]> {
  if (runs < 1 || paths.length === 0) return [];
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: CHROME_FLAGS,
  });
  let multiplier = MOBILE_PRESET_MULTIPLIER;
  const audit = async (path: string): Promise<LighthouseRow> => {
    const result = await lighthouse(new URL(path, baseUrl).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Pictures of the page are for people reading a report; no score uses them.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      ...(calibrate
        ? { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: Number(multiplier.toFixed(2)) } }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits, environment, runtimeError } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdownMultiplier: multiplier,
      hostTooSlow: calibrate && environment.benchmarkIndex < 800,
      ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  };
  /**
   * A run Lighthouse could not complete (NO_NAVSTART, no paint in time: a busy host's trace) says nothing
   * of the page; Lighthouse's own advice is to run it again, so it is, three times at most, after a pause.
   */
  const measured = async (path: string): Promise<LighthouseRow> => {
    let row = await audit(path);
    for (let retry = 0; row.runtimeError && retry < 3; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      row = await audit(path);
    }
    return row;
  };
  /**
   * With calibration a run counts only when the host's benchmark during it matches the multiplier it was
   * given (within one step); otherwise it is repeated with the multiplier that benchmark calls for.
   */
  const calibratedAudit = async (path: string): Promise<LighthouseRow> => {
    let row = await measured(path);
    for (let retry = 0; calibrate && retry < 2; retry += 1) {
      const wanted = calibratedMultiplier(row.benchmarkIndex);
      multiplier = wanted;
      if (Math.abs(wanted - row.cpuSlowdownMultiplier) <= 1 && !row.hostTooSlow) break;
      const again = await measured(path);
      // A repeat that still could not measure the page does not replace a run that could.
      if (!again.runtimeError || row.runtimeError) row = again;
    }
    return row;
  };
  try {
    // The first run also warms the server and the browser up; with calibration it measures the host.
    if (calibrate && paths[0]) multiplier = calibratedMultiplier((await measured(paths[0])).benchmarkIndex);
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const samples: LighthouseRow[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await calibratedAudit(path));
      samples.sort((a, b) => a.performance - b.performance);
      rows.push(samples[Math.floor(samples.length / 2)]!);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  return [
    '| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | host benchmark | CPU x |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.benchmarkIndex}${r.hostTooSlow ? ' (too slow)' : ''} | ${r.cpuSlowdownMultiplier.toFixed(1)} |`,
    ),
  ].join('\n');
}
