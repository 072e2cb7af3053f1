// HAProxy (the Debian package `haproxy`) in front of the cluster bench's instances: the config is written to a
// temp dir and HAProxy runs in the foreground as a child process of the bench, which stops it at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const HAPROXY = process.env.BENCH_HAPROXY ?? '/usr/sbin/haproxy';

export interface BalancedServer {
  name: string;
  port: number;
}

export interface ServerState {
  name: string;
  /** UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT… */
  status: string;
  /** HTTP requests it was sent (health checks not counted). */
  requests: number;
  /** Connection attempts that failed, and answers that broke off (a killed instance's). */
  connectionErrors: number;
  responseErrors: number;
  /** Requests tried again, and of those sent to another server. */
  retries: number;
  redispatches: number;
  /** Times the health checks took it out. */
  wentDown: number;
}

export interface Balancer {
  url: string;
  version: string;
  servers(): Promise<ServerState[]>;
  stop(): Promise<void>;
}

/**
 * The balancing rules the bench checks:
 * - health checks on /healthz every second (every 250 ms while a server changes state); three failures
 *   mark a server down, two successes up again; a refused connection marks it down at once (observe
 *   layer4). A server that is only slow (a busy event loop) has 2 s to answer a check: on a loaded machine,
 *   quicker verdicts took every instance out at once and the balancer answered 503;
 * - a connection that could not be made never carried the request, so it is tried again, on another server
 *   (redispatch on every retry), whatever the method;
 * - a request that reached a server which then died without answering is tried again only when repeating
 *   it is harmless (GET, HEAD); anything else (a booking) is answered 502 and the client decides (it may
 *   repeat a booking with its Idempotency-Key).
 */
export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  servers: BalancedServer[];
}): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend web
  bind 127.0.0.1:${options.port}
  default_backend app

backend app
  balance roundrobin
  http-request disable-l7-retry unless METH_GET
  option httpchk
  http-check send meth GET uri /healthz ver HTTP/1.1 hdr host 127.0.0.1
  http-check expect status 200
  timeout check 2s
  default-server check inter 1s fastinter 250ms downinter 1s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down
  http-response set-header x-served-by %[srv_name]
${options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`).join('\n')}

listen stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /
`;
}

/** HAProxy's stats as CSV, one object per row, keyed by the header's column names. */
async function statsRows(statsUrl: string): Promise<Record<string, string>[]> {
  const text = await (await fetch(`${statsUrl}/;csv`)).text();
  const [header, ...lines] = text.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

export async function startBalancer(options: {
  port: number;
  statsPort: number;
  servers: BalancedServer[];
}): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `${HAPROXY} not found: install the Debian package (apt-get install haproxy) or set BENCH_HAPROXY`,
    );
  }
  const version = /version (\S+)/.exec(spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' }).stdout)?.[1] ?? '?';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gl-bench-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(options));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`haproxy refused the config:\n${check.stdout}${check.stderr}`);
  }
  // -db: stay in the foreground, a child of the bench; its alerts (servers going down) on stderr.
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${options.port}`;
  const statsUrl = `http://127.0.0.1:${options.statsPort}`;

  const servers = async (): Promise<ServerState[]> =>
    (await statsRows(statsUrl))
      .filter((row) => row.pxname === 'app' && row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
      .map((row) => ({
        name: row.svname ?? '',
        status: row.status ?? '',
        requests: Number(row.req_tot || row.stot || 0),
        connectionErrors: Number(row.econ || 0),
        responseErrors: Number(row.eresp || 0),
        retries: Number(row.wretr || 0),
        redispatches: Number(row.wredis || 0),
        wentDown: Number(row.chkdown || 0),
      }));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  // Ready once every server has passed its health checks.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited with ${child.exitCode}:\n${stderr}`);
    }
    const states = await servers().catch(() => []);
    if (states.length === options.servers.length && states.every((s) => s.status === 'UP')) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy: servers not up after 20 s: ${JSON.stringify(states)}\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, version, servers, stop };
}
