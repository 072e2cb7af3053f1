import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, assertDataDirFree, lockDataDir } from './data-dir-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder() {
  const created = mkdtempSync(path.join(os.tmpdir(), 'gl-lock-unit-'));
  folders.push(created);
  return created;
}

const lockFileOf = (dir: string) => path.join(dir, 'grozio-laikas.lock');

/** The pid of a process that has run and ended (and been reaped). */
function endedPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

function writeLock(dir: string, fields: Record<string, unknown>) {
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({
      pid: process.pid,
      host: os.hostname(),
      role: 'serveris',
      command: 'node src/server/main.ts',
      since: '2026-11-20T10:00:00.000Z',
      nonce: 'earlier',
      ...fields,
    }),
  );
}

describe('lockDataDir', () => {
  it('refuses a second holder in the same process, naming it, and frees the folder on release', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir, 'serveris');
    const refused = await lockDataDir(dir, 'demonstracinių duomenų įrašymas').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`procesas ${process.pid}`);
    expect((refused as Error).message).toContain('serveris');
    await expect(assertDataDirFree(dir)).rejects.toBeInstanceOf(DataDirInUseError);

    await lock.release();
    expect(readdirSync(dir)).toEqual([]);
    await assertDataDirFree(dir);
    const again = await lockDataDir(dir, 'serveris');
    await again.release();
  });

  it('takes over a lock whose process has ended', async () => {
    const dir = folder();
    writeLock(dir, { pid: endedPid() });
    await assertDataDirFree(dir);
    const lock = await lockDataDir(dir, 'serveris');
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    await lock.release();
    // Nothing left over from the takeover.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock of this very pid that this process does not hold (a restarted container)', async () => {
    const dir = folder();
    writeLock(dir, { pid: process.pid, nonce: 'before-the-restart' });
    const lock = await lockDataDir(dir, 'serveris');
    await lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      const dir = folder();
      // The parent of this process runs, but started at another moment than the one the lock records.
      writeLock(dir, { pid: process.ppid, startTicks: '1', nonce: 'reused-pid' });
      const lock = await lockDataDir(dir, 'serveris');
      await lock.release();
    },
  );

  it('refuses a lock held by a running process, and one written on another machine', async () => {
    const running = folder();
    writeLock(running, { pid: process.ppid, startTicks: undefined });
    await expect(lockDataDir(running, 'serveris')).rejects.toThrow(`procesas ${process.ppid}`);

    const shared = folder();
    writeLock(shared, { pid: endedPid(), host: 'kitas-serveris.example' });
    await expect(lockDataDir(shared, 'serveris')).rejects.toThrow('kompiuteryje kitas-serveris.example');
    // Refusing wrote nothing.
    expect(readdirSync(shared)).toEqual(['grozio-laikas.lock']);
  });

  it('takes over a file that is not a lock it could have written', async () => {
    const dir = folder();
    writeFileSync(lockFileOf(dir), 'garbage');
    const lock = await lockDataDir(dir, 'serveris');
    await lock.release();
  });
});
