// What a phone downloads before a page can run: every script the page's HTML names (entry module, route
// modules, modulepreloads) and every module those import statically, followed through the built files so
// that a chunk missing from the preload list still counts; plus the page's stylesheets. Modules reached only
// by a dynamic `import()` are left out: they load when a person opens what needs them. Sizes are of the
// built files compressed at gzip's default level, as most CDNs and servers would. Used by `npm run bench`
// and by the budget check of `npm test` (scripts/page-checks.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  scripts: number;
  scriptBytesGzip: number;
  stylesheetBytesGzip: number;
  /** The biggest scripts, largest first, to tell where a page's weight comes from. */
  largest: { file: string; bytesGzip: number }[];
}

/** `src`/`href` attributes and the inline `import "/assets/…"` of the hydration script. */
const HTML_ASSET = /(?:(?:href|src)=|import\s*)"(\/assets\/[^"]+\.(js|css))"/g;
/** Static imports in a built module (`import{a as b}from"./x.js"`, `import"./y.js"`); not `import("…")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
/** Re-exports also load the module they name. */
const STATIC_EXPORT_FROM = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

export async function pageWeight(baseUrl: string, clientDir: string, pagePath: string): Promise<PageWeight> {
  const response = await fetch(new URL(pagePath, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const html = await response.text();
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const match of html.matchAll(HTML_ASSET)) {
    (match[2] === 'js' ? scripts : stylesheets).add(match[1]!);
  }
  const sources = new Map<string, Buffer>();
  const pending = [...scripts];
  while (pending.length > 0) {
    const asset = pending.pop()!;
    if (sources.has(asset)) continue;
    const source = await readFile(path.join(clientDir, asset));
    sources.set(asset, source);
    const text = source.toString('utf8');
    for (const pattern of [STATIC_IMPORT, STATIC_EXPORT_FROM]) {
      for (const match of text.matchAll(pattern)) {
        pending.push(path.posix.join(path.posix.dirname(asset), match[1]!));
      }
    }
  }
  const sized = [...sources].map(([file, source]) => ({ file, bytesGzip: gzipSync(source).length }));
  sized.sort((a, b) => b.bytesGzip - a.bytesGzip);
  let stylesheetBytesGzip = 0;
  for (const sheet of stylesheets) {
    stylesheetBytesGzip += gzipSync(await readFile(path.join(clientDir, sheet))).length;
  }
  return {
    path: pagePath,
    scripts: sized.length,
    scriptBytesGzip: sized.reduce((sum, s) => sum + s.bytesGzip, 0),
    stylesheetBytesGzip,
    largest: sized.slice(0, Number(process.env.PAGE_WEIGHT_LARGEST ?? 5)),
  };
}

export function pageWeightTable(rows: readonly PageWeight[], budgetBytes?: number): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const budgetColumn = budgetBytes === undefined ? '' : ` within ${kb(budgetBytes)} KB |`;
  return [
    `| page | scripts | JS gzip KB | CSS gzip KB |${budgetColumn}`,
    `|---|---:|---:|---:|${budgetBytes === undefined ? '' : ':---:|'}`,
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.scripts} | ${kb(r.scriptBytesGzip)} | ${kb(r.stylesheetBytesGzip)} |` +
        (budgetBytes === undefined ? '' : ` ${r.scriptBytesGzip <= budgetBytes ? 'yes' : 'NO'} |`),
    ),
  ].join('\n');
}
