import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { errorLog } from '../../src/server/db/schema.ts';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-shutdown-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Runs the real entry point as a separate process, like production does, on the embedded database.
it('finishes in-flight requests on SIGTERM, closes the database and loses nothing', async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // Vitest puts Vite's BASE_URL ('/') into the environment; the server reads BASE_URL as its own address.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Each request below poses as its own visitor, so the per-address limit on error reports stays out of it.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const requests = Array.from({ length: 40 }, (_, i) =>
    fetch(`${base}/api/public/log-an-error/shutdown${i}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
      body: JSON.stringify({ message: `in flight ${i}`, token: `shutdown${i}` }),
    }).then((r) => r.status),
  );
  // Let the requests reach the server, then ask it to stop while they are being handled.
  await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGTERM');
  const statuses = await Promise.all(requests.map((p) => p.catch(() => 0)));
  expect(await exited).toBe(0);

  const accepted = statuses.filter((s) => s === 200).length;
  // Every request the server accepted was answered and stored; none failed half-way.
  expect(statuses.every((s) => s === 200 || s === 0)).toBe(true);
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(errorLog);
    expect(row!.n).toBe(accepted);
    expect(accepted).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
});
