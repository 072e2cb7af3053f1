// The production build served by the real server (src/server/main.ts) as a child process, on a data
// directory of its own, for the scripts that measure it (`npm run bench`, the page checks of `npm test`).
import { spawn, type ChildProcess } from 'node:child_process';

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/** Starts the server and resolves once it answers `/healthz`. */
export async function startBuiltServer(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<BuiltServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      BASE_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    // Already gone: exited, or killed by a signal (which leaves exitCode null).
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
