// What a phone downloads before a page can run: the gzipped size of every script its HTML references
// (the entry module and each modulepreload), and of its stylesheets. Used by `npm run bench`; the sizes
// are of the built files, compressed here at gzip's default level as most CDNs and servers would.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  scripts: number;
  scriptBytesGzip: number;
  stylesheetBytesGzip: number;
}

const ASSET = /(?:href|src)="(\/assets\/[^"]+\.(js|css))"/g;

export async function pageWeight(baseUrl: string, clientDir: string, pagePath: string): Promise<PageWeight> {
  const response = await fetch(new URL(pagePath, baseUrl));
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const html = await response.text();
  const assets = new Map<string, 'js' | 'css'>();
  for (const match of html.matchAll(ASSET)) assets.set(match[1]!, match[2] as 'js' | 'css');
  let scriptBytesGzip = 0;
  let stylesheetBytesGzip = 0;
  let scripts = 0;
  for (const [asset, kind] of assets) {
    const size = gzipSync(await readFile(path.join(clientDir, asset))).length;
    if (kind === 'js') {
      scripts += 1;
      scriptBytesGzip += size;
    } else stylesheetBytesGzip += size;
  }
  return { path: pagePath, scripts, scriptBytesGzip, stylesheetBytesGzip };
}

export function pageWeightTable(rows: readonly PageWeight[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    '| page | scripts | JS gzip KB | CSS gzip KB |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.path} | ${r.scripts} | ${kb(r.scriptBytesGzip)} | ${kb(r.stylesheetBytesGzip)} |`,
    ),
  ].join('\n');
}
