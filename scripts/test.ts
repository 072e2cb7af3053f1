// `npm test`: every test — unit, integration (embedded database; also PostgreSQL when TEST_DATABASE_URL
// is set), the browser tests against a production build, and what each public page's scripts weigh
// against its ceiling (scripts/page-checks.ts). `node scripts/test.ts pages` runs the page checks with
// Lighthouse as well, which needs a quiet machine to judge speed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Each step prints how long it took, so that growth of the suite is visible run by run.
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`⏱ ${[command, ...args].join(' ')}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts `command` with its output kept, to be printed whole when it ends; resolves with its exit code. */
function runQuietly(command: string, args: string[]): Promise<{ status: number; output: string }> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      output = `\n$ ${command} ${args.join(' ')}\n${output}⏱ ${[command, ...args].join(' ')}: ${seconds} s\n`;
      resolve({ status: code ?? 1, output });
    }),
  );
}

const only = process.argv[2];
if (!only) {
  // The web build and the unit tests need nothing of each other: side by side they share the two cores.
  const build = runQuietly('npx', ['react-router', 'build']);
  const unit = runQuietly('npx', ['vitest', 'run', '--project', 'unit']);
  for (const step of [await build, await unit]) {
    process.stdout.write(step.output);
    if (step.status !== 0) process.exit(step.status);
  }
}
if (only === 'build') run('npx', ['react-router', 'build']);
if (only === 'unit') run('npx', ['vitest', 'run', '--project', 'unit']);
if (!only || only === 'integration') run('npx', ['vitest', 'run', '--project', 'integration']);
if (!only || only === 'e2e') {
  const systemChromium = existsSync('/usr/bin/chromium');
  // Without Debian's Chromium (e.g. on a developer's laptop), fall back to Playwright's own browser.
  if (!systemChromium) run('npx', ['playwright', 'install', 'chromium']);
  run('npx', ['playwright', 'test']);
}
if (!only || only === 'weights')
  run('node', ['scripts/page-checks.ts'], { ...process.env, PAGE_CHECKS_LIGHTHOUSE: '0' });
if (only === 'pages') run('node', ['scripts/page-checks.ts']);
