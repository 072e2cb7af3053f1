// One process per embedded data folder: a second server, seed or bench fixture run on the same DATA_DIR
// refuses at once, names the holder and touches nothing; a lock left by kill -9 does not block the next
// start; a busy port stops the start before the database is opened. Real processes, real folders.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';

// Each test starts real server processes (a cold start is seconds on a busy machine).
const PROCESS_TEST_TIMEOUT = 120_000;
import { freePort, spawnServerProcess, type ServerProcess } from './support/server-process.ts';
import { createTemporaryDatabase } from '../support/temporary-database.ts';

const folders: string[] = [];
const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A new data folder; with `migrated`, it holds a copy of the run's migrated embedded database. */
async function tempFolder({ migrated = false } = {}) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'gl-lock-'));
  folders.push(folder);
  // Migrating a database from nothing costs seconds per start; what these tests check is the lock.
  const template = migrated ? inject('pgliteTemplate') : undefined;
  if (template) await cp(template, path.join(folder, 'db'), { recursive: true });
  return folder;
}

function start(options: Parameters<typeof spawnServerProcess>[0]) {
  const server = spawnServerProcess(options);
  running.push(server);
  return server;
}

/**
 * Every file and folder under `root` with its size and modification time: equal snapshots = untouched. With
 * `exceptDatabase`, the database's own folder is left out: a running holder writes to it at any moment (its
 * log, the job queue's upkeep), so there only the holder's writes would show.
 */
async function snapshot(root: string, { exceptDatabase = false } = {}): Promise<string[]> {
  const entries = (await readdir(root, { recursive: true })).filter(
    (entry) => !exceptDatabase || (entry !== 'db' && !entry.startsWith(`db${path.sep}`)),
  );
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const info = await stat(path.join(root, entry)).catch(() => null);
      return info ? `${entry} ${info.size} ${info.mtimeMs}` : `${entry} gone`;
    }),
  );
  return lines.sort();
}

/** Waits for the process to end and returns how long that took. */
async function endsWithin(server: ServerProcess) {
  const started = Date.now();
  const code = await server.exited;
  return { code, seconds: (Date.now() - started) / 1000 };
}

// The folder lock guards the embedded database: its tests run in the embedded pass and are skipped on PostgreSQL,
// where only the last test (instances sharing a folder) applies.
const embedded = !process.env.TEST_DATABASE_URL;

describe('the embedded data folder', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it.runIf(embedded)(
    'a second server, seed or bench fixture run on a folder in use exits at once, naming the holder',
    async () => {
      const dataDir = await tempFolder({ migrated: true });
      const first = start({ port: await freePort(), dataDir });
      await first.healthy();
      const before = await snapshot(dataDir, { exceptDatabase: true });

      const attempts = [
        { what: 'server', process: start({ port: await freePort(), dataDir }) },
        { what: 'seed', process: start({ port: 0, dataDir, script: 'scripts/seed.ts' }) },
        { what: 'bench fixtures', process: start({ port: 0, dataDir, script: 'scripts/bench-fixtures.ts' }) },
      ];
      for (const attempt of attempts) {
        const { code, seconds } = await endsWithin(attempt.process);
        const message = attempt.process.stderr().trim();
        console.log(
          `${attempt.what} on a folder in use: exit ${code} after ${seconds.toFixed(1)} s: ${message}`,
        );
        expect(code, attempt.what).toBe(1);
        // One line, no stack trace, naming the process that holds the folder and what it is.
        expect(message.split('\n'), message).toHaveLength(1);
        expect(message).toContain(`procesas ${first.pid}`);
        expect(message).toContain('serveris');
        expect(message).toContain('src/server/main.ts');
        expect(message).toContain(`process ${first.pid}`);
      }

      // The first one keeps serving, and the refused ones changed nothing in the folder.
      expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
      expect(await snapshot(dataDir, { exceptDatabase: true })).toEqual(before);
    },
  );

  it.runIf(embedded)('a lock left by kill -9 does not block the next start', async () => {
    const dataDir = await tempFolder({ migrated: true });
    const port = await freePort();
    const first = start({ port, dataDir });
    await first.healthy();
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The killed server's lock is still there: the next start has to see that its holder is gone.
    const lockFiles = (await readdir(dataDir)).filter((name) => name.endsWith('.lock'));
    expect(lockFiles).toHaveLength(1);

    const next = start({ port, dataDir });
    await next.healthy();
    expect((await fetch(`${next.base}/healthz`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    // A clean stop leaves no lock behind.
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.lock'))).toEqual([]);
  });

  it.runIf(embedded)('a busy port stops the start with one line before the database is opened', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      // A folder with a database in it (as after a previous run) and a fresh one.
      const used = await tempFolder({ migrated: true });
      const earlier = start({ port: await freePort(), dataDir: used });
      await earlier.healthy();
      earlier.child.kill('SIGTERM');
      expect(await earlier.exited).toBe(0);
      const fresh = path.join(await tempFolder(), 'data');

      for (const dataDir of [used, fresh]) {
        const before = existsSync(dataDir) ? await snapshot(dataDir) : null;
        const server = start({ port, dataDir });
        const { code, seconds } = await endsWithin(server);
        const message = server.stderr().trim();
        console.log(`busy port: exit ${code} after ${seconds.toFixed(1)} s: ${message}`);
        expect(code).toBe(1);
        expect(message.split('\n'), message).toHaveLength(1);
        expect(message).toContain(`Prievadas ${port}`);
        expect(message).toContain(`Port ${port} is already in use`);
        expect(message).not.toContain('EADDRINUSE');
        if (before) expect(await snapshot(dataDir)).toEqual(before);
        else expect(existsSync(dataDir)).toBe(false);
      }
    } finally {
      blocker.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'with PostgreSQL, several instances share one DATA_DIR (no folder lock)',
    async () => {
      const dataDir = await tempFolder();
      const database = await createTemporaryDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const first = start({ port: await freePort(), dataDir, databaseUrl: database.url });
        const second = start({ port: await freePort(), dataDir, databaseUrl: database.url });
        await Promise.all([first.healthy(), second.healthy()]);
        expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
        expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
      } finally {
        for (const server of running.splice(0)) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await database.drop();
      }
    },
  );
});
