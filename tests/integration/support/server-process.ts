import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** The real entry point (`npm run serve`) as a separate process, API-only unless a build is present. */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Waits until /healthz answers 200; throws with stderr if the process ends or takes too long. */
  healthy(timeoutMs?: number): Promise<void>;
}

const handedOut = new Set<number>();

/**
 * A port nothing listens on, for a server process to take. Chosen below Linux's ephemeral range
 * (32768 and up), where outgoing connections — to PostgreSQL, between the test and its servers — take
 * their local ports, so none of them can occupy it before the server starts; checked by binding it once.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
}

export function spawnServerProcess(options: {
  port: number;
  dataDir: string;
  /** A PostgreSQL database; the embedded one in `dataDir` when absent. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another entry point, e.g. `scripts/seed.ts`. */
  script?: string;
}): ServerProcess {
  // Vitest puts Vite's BASE_URL ('/') into the environment; the server reads BASE_URL as its own address.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, [options.script ?? 'src/server/main.ts'], {
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      // Each request may pose as its own visitor, so per-address limits stay out of the way.
      TRUST_PROXY: 'true',
      // Businesses are made at real time, a test clock may be elsewhere: no monthly invoices here.
      INVOICES_AUTO_ISSUE: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const base = `http://127.0.0.1:${options.port}`;
  return {
    child,
    pid: child.pid!,
    base,
    stderr: () => stderr,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const ok = await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return;
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
        }
        if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
  };
}
