// One process at a time on an embedded data folder: two PGlite instances on one folder each keep their own
// view of the files and silently lose each other's writes. The lock is a small file naming its holder
// (pid, the process's start time, host); a holder that no longer runs never blocks the next start, however
// it ended. Why not an mtime-refreshed lock (proper-lockfile): docs/decisions/0003-data-folder-lock.md.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, realpath, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../config/startup-error.ts';

const LOCK_FILE = 'grozio-laikas.lock';

interface Holder {
  pid: number;
  host: string;
  /** Linux: the kernel's boot id and the process's start time in clock ticks since boot (pid reuse). */
  bootId?: string;
  startTicks?: string;
  /** What the process is, for people: "serveris", "demonstracinių duomenų įrašymas"… */
  role: string;
  command: string;
  since: string;
  nonce: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

/** Folders this process holds: a second open in the same process is refused like one from another process. */
const heldHere = new Map<string, Holder>();

export class DataDirInUseError extends StartupError {}

/**
 * Takes the folder for this process, or throws DataDirInUseError (one line naming the holder) without
 * touching anything in it. `role` says what this process is, for the message another process may show.
 */
export async function lockDataDir(dataDir: string, role: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const directory = await realpath(dataDir);
  const file = path.join(directory, LOCK_FILE);
  const me = describeThisProcess(role);

  for (let attempt = 0; attempt < 20; attempt++) {
    // Read before writing anything: a refused process leaves the folder exactly as it found it.
    const holder = await readHolder(file);
    if (typeof holder === 'object' && isRunning(holder, file)) throw inUse(directory, holder);
    if (holder !== 'missing') {
      // The holder has ended (or the file is not a lock we could have written): take over.
      await removeStale(file, holder === 'unreadable' ? null : holder);
      continue;
    }
    if (await createExclusively(file, me)) {
      heldHere.set(file, me);
      return heldLock(file, me);
    }
  }
  throw new StartupError(`Nepavyko užrakinti duomenų aplanko ${directory} (${file}).`);
}

/**
 * Throws DataDirInUseError when a running process holds the folder, reading only: for entry points to
 * refuse at once, before loading the app; `lockDataDir` is what actually takes it.
 */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const directory = await realpath(dataDir);
  const file = path.join(directory, LOCK_FILE);
  const holder = await readHolder(file);
  if (typeof holder === 'object' && isRunning(holder, file)) throw inUse(directory, holder);
}

function heldLock(file: string, me: Holder): DataDirLock {
  // A process that exits without closing (an uncaught error) leaves no lock behind when it can help it;
  // a killed one leaves a file whose holder no longer runs, which the next start takes over.
  const onExit = () => releaseSync(file, me);
  process.once('exit', onExit);
  return {
    file,
    async release() {
      process.off('exit', onExit);
      if (heldHere.get(file) !== me) return;
      heldHere.delete(file);
      const current = await readHolder(file);
      if (typeof current === 'object' && current.nonce === me.nonce)
        await unlink(file).catch(() => undefined);
    },
  };
}

function releaseSync(file: string, me: Holder) {
  if (heldHere.get(file) !== me) return;
  heldHere.delete(file);
  try {
    const current = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    if (current.nonce === me.nonce) unlinkSync(file);
  } catch {
    // Already gone, or not ours.
  }
}

/** Writes the holder's details to a private file, then links it into place: atomic, fails if one exists. */
async function createExclusively(file: string, content: Holder): Promise<boolean> {
  const draft = `${file}.${content.nonce}.tmp`;
  await writeFile(draft, JSON.stringify(content), { flag: 'wx' });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

async function readHolder(file: string): Promise<Holder | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.host === 'string'
    ) {
      return parsed as Holder;
    }
  } catch {
    // fall through
  }
  return 'unreadable';
}

/**
 * Removes a lock whose holder has ended. Only the process that wins the takeover file named after that
 * very lock may remove it, and only while it is still that lock, so a lock a live process has just taken
 * is never removed by someone who saw the old one.
 */
async function removeStale(file: string, stale: Holder | null) {
  const takeover = `${file}.takeover-${stale?.nonce ?? 'unreadable'}`;
  const me = describeThisProcess('perėmimas');
  if (!(await createExclusively(takeover, me))) {
    const other = await readHolder(takeover);
    // Someone else is taking over right now; if that someone has ended mid-way, clear their claim.
    if (typeof other === 'object' && !isRunning(other, takeover))
      await unlink(takeover).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return;
  }
  try {
    const current = await readHolder(file);
    const unchanged =
      stale === null
        ? current === 'unreadable'
        : typeof current === 'object' && current.nonce === stale.nonce;
    if (unchanged) await unlink(file).catch(() => undefined);
  } finally {
    await unlink(takeover).catch(() => undefined);
  }
}

/** Whether the holder still runs. A holder on another machine (a shared volume) cannot be checked: it counts. */
function isRunning(holder: Holder, file: string): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return heldHere.get(file)?.nonce === holder.nonce;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const proc = linuxProcess(holder.pid);
  if (!proc) return true;
  if (proc.zombie) return false;
  if (holder.bootId && proc.bootId && holder.bootId !== proc.bootId) return false;
  // The same pid with another start time is a new process that happens to have the old number.
  if (holder.startTicks && holder.startTicks !== proc.startTicks) return false;
  return true;
}

function linuxProcess(pid: number): { startTicks: string; zombie: boolean; bootId?: string } | null {
  if (!existsSync('/proc/self/stat')) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is the 3rd field,
    // starttime the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return { startTicks: fields[19] ?? '', zombie: fields[0] === 'Z' || fields[0] === 'X', bootId };
  } catch {
    return null;
  }
}

function describeThisProcess(role: string): Holder {
  const proc = linuxProcess(process.pid);
  return {
    pid: process.pid,
    host: os.hostname(),
    ...(proc ? { bootId: proc.bootId, startTicks: proc.startTicks } : {}),
    role,
    command: [path.basename(process.argv0), ...process.argv.slice(1).map(relativeToCwd)].join(' '),
    since: new Date().toISOString(),
    nonce: randomUUID(),
  };
}

function relativeToCwd(argument: string): string {
  return path.isAbsolute(argument) ? path.relative(process.cwd(), argument) || '.' : argument;
}

function inUse(directory: string, holder: Holder): DataDirInUseError {
  const where = holder.host === os.hostname() ? '' : ` kompiuteryje ${holder.host}`;
  const since = holder.since ? `, nuo ${holder.since.slice(0, 19).replace('T', ' ')} UTC` : '';
  return new DataDirInUseError(
    `Duomenų aplanką ${directory} jau naudoja procesas ${holder.pid}${where} (${holder.role}: ${holder.command}${since}). ` +
      'Sustabdykite jį arba nurodykite kitą DATA_DIR. ' +
      `/ The data folder is in use by process ${holder.pid} (${holder.command}).`,
  );
}
