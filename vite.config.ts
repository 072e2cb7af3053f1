import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { buildServiceWorker } from './scripts/build-service-worker.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Where the API reference page's script lands in the client build: the address the server answers for it. */
const API_REFERENCE_BUNDLE = 'api/docs/scalar.js';

/**
 * Scripts and styles are sent precompressed: the server picks the `.br` or `.gz` file the browser accepts,
 * so the slowest, smallest settings run once here instead of on every request. Only the client's files:
 * the server's own bundle is read from disk. (vite-plugin-compression2 hooks Vite's manifest plugin and
 * so compresses every environment's output; a dozen lines here do exactly this.)
 */
function precompressClientAssets(): Plugin {
  return {
    name: 'precompress-client-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After every other plugin has written its files (React Router adds its route manifest late).
    async closeBundle() {
      const dir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      // The API reference's 4 MB script would add seconds of Brotli to every build for a page few people
      // open: the server compresses it on the fly instead.
      const files = (await readdir(dir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.') && file !== API_REFERENCE_BUNDLE,
      );
      await Promise.all(files.map((file) => precompress(path.join(dir, file))));
    },
  };
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes `file.br` and `file.gz` next to a file worth compressing (1 KB or more). */
async function precompress(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < 1024) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * The app's service worker, built last: its precache list names the client build's files, and React Router
 * writes the route manifest (which tells the app's pages from the admin area's) only while building the
 * server. So it runs when the server build closes, on the client folder beside it.
 */
function appServiceWorker(): Plugin {
  return {
    name: 'app-service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async closeBundle() {
      const serverDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      const clientDir = path.join(path.dirname(serverDir), 'client');
      const written = await buildServiceWorker(clientDir);
      await Promise.all(written.map((file) => precompress(file)));
    },
  };
}

/**
 * The API reference page's script, Scalar's standalone bundle, copied into the client build at the address
 * the server answers for it (`APP_PATHS.docsBundle`): @scalar/api-reference (about 50 MB installed, for this
 * one file) is then needed only to build.
 */
function apiReferenceBundle(): Plugin {
  return {
    name: 'api-reference-bundle',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const require = createRequire(path.join(this.environment.config.root, 'package.json'));
      // The package exports no path to the bundle: found beside its main module, dist/index.js.
      const bundle = path.join(
        path.dirname(require.resolve('@scalar/api-reference')),
        'browser/standalone.js',
      );
      this.emitFile({ type: 'asset', fileName: API_REFERENCE_BUNDLE, source: await readFile(bundle) });
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    apiReferenceBundle(),
    precompressClientAssets(),
    appServiceWorker(),
  ],
});
