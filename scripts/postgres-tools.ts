// PostgreSQL's own client programs (pg_dump, pg_restore) and tar, run as child processes for the backup and
// restore scripts. Settings are read as the server reads them, so a backup names the database the server uses.
import { spawn } from 'node:child_process';
import { parseEnv, type Env } from '../src/server/config/env.ts';
import { loadEnvFileIfPresent } from '../src/server/config/load-env-file.ts';
import { StartupError } from '../src/server/config/startup-error.ts';

/** The names inside a backup folder: the database in pg_dump's custom format, local uploads as a tar. */
export const BACKUP_FILES = { database: 'database.dump', uploads: 'uploads.tar' } as const;

/** The server's settings (the environment, then `.env`); a bad value is a StartupError naming it. */
export function serverSettings(): Env {
  try {
    loadEnvFileIfPresent();
    return parseEnv(process.env);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}

/**
 * How to hand `databaseUrl` to a PostgreSQL client program: the URL without its password, which goes to the
 * child's PGPASSWORD instead (a command line is visible to every user of the machine in `ps`).
 */
export function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs `command` with its output passed through (the program's own messages say what went wrong); a
 * StartupError when it cannot start or ends with a code other than 0.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => reject(new StartupError(`${command} nepasileido: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new StartupError(`${command} baigėsi klaida (${code ?? signal}).`)),
    );
  });
}

/** A size for people: 1.4 MB, 12 KB. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
