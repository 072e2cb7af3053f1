// Builds the app's service worker after the client build (called from vite.config.ts): bundles
// src/web/service-worker/sw.ts into one classic script (every browser that installs apps runs it), copies the
// offline page next to it and lets @serwist/build inject the list of files to precache.
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build, type Rollup } from 'vite';

const SOURCE_DIR = path.resolve(import.meta.dirname, '../src/web/service-worker');

/** Writes sw.js and offline.html into the client build; returns the files it wrote (and the route manifest). */
export async function buildServiceWorker(clientDir: string): Promise<string[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(import.meta.dirname, '..'),
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry: path.join(SOURCE_DIR, 'sw.ts'), formats: ['iife'], name: 'appServiceWorker' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error('The service worker build produced no script.');

  const swDest = path.join(clientDir, 'sw.js');
  await writeFile(swDest, chunk.code);
  const offlinePage = path.join(clientDir, 'offline.html');
  await copyFile(path.join(SOURCE_DIR, 'offline.html'), offlinePage);
  const { files: shell, manifestFile } = await appShellFiles(clientDir);
  const result = await injectManifest({
    swSrc: swDest,
    swDest,
    globDirectory: clientDir,
    globPatterns: ['assets/**/*.{js,css}', 'offline.html'],
    // Hashed names never change content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] }),
    ],
  });
  if (result.warnings.length > 0) console.warn(result.warnings.join('\n'));
  // The route manifest is written after the client build's own compression step: compressed here too.
  return [swDest, offlinePage, path.join(clientDir, manifestFile)];
}

interface RouteManifestEntry {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

/**
 * The app shell a client's phone keeps: React Router's route manifest, the entry and the scripts and styles
 * of every page outside the admin area (static imports only; lazy parts are cached when first used), plus
 * the offline page. The admin area is for staff on their own devices and would triple the download.
 */
async function appShellFiles(clientDir: string): Promise<{ files: Set<string>; manifestFile: string }> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const manifestFile = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  // React Router writes it while building the server: the worker is built after that.
  if (!manifestFile) throw new Error('React Router route manifest not found in the client build.');
  const text = await readFile(path.join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{')).replace(/;\s*$/, '')) as {
    entry: { module: string; imports?: string[]; css?: string[] };
    routes: Record<string, RouteManifestEntry>;
  };
  const isAdmin = (route: RouteManifestEntry | undefined): boolean =>
    route !== undefined &&
    (route.id.startsWith('routes/admin/') ||
      route.id === 'routes/layouts/admin-layout' ||
      isAdmin(route.parentId ? manifest.routes[route.parentId] : undefined));
  const files = new Set<string>([`assets/${manifestFile}`, 'offline.html']);
  const add = (list: readonly string[] | undefined) => {
    for (const file of list ?? []) files.add(file.replace(/^\//, ''));
  };
  add([manifest.entry.module, ...(manifest.entry.imports ?? []), ...(manifest.entry.css ?? [])]);
  for (const route of Object.values(manifest.routes)) {
    if (isAdmin(route)) continue;
    add([route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
  }
  return { files, manifestFile: path.join('assets', manifestFile) };
}
