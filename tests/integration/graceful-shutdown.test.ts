import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { errorLog } from '../../src/server/db/schema.ts';
import { freePort, spawnServerProcess } from './support/server-process.ts';
import { waitFor } from '../support/wait-for.ts';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gl-shutdown-'));
const keepAliveDir = await mkdtemp(path.join(os.tmpdir(), 'gl-shutdown-keepalive-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(keepAliveDir, { recursive: true, force: true });
});

// Real server processes: a cold start takes seconds on a busy machine, hence the longer timeouts.
// Runs the real entry point as a separate process, like production does, on the embedded database.
it('finishes in-flight requests on SIGTERM, closes the database and loses nothing', async () => {
  const server = spawnServerProcess({ port: await freePort(), dataDir });
  const { base, child, exited } = server;
  await server.healthy();

  const requests = Array.from({ length: 40 }, (_, i) =>
    fetch(`${base}/api/public/log-an-error/shutdown${i}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
      body: JSON.stringify({ message: `in flight ${i}`, token: `shutdown${i}` }),
    }).then((r) => r.status),
  );
  // Let the requests reach the server, then ask it to stop while they are being handled. A fixed wait: the
  // server process shows nothing of a request in flight, and waiting for any answer would let most finish.
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
}, 120_000);

interface Answer {
  status: number;
  connection: string | undefined;
}

/** One GET over `agent` (kept-alive sockets); rejects with the socket error's code. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
      response.once('error', reject);
    });
    request.once('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code ?? error.message)));
  });
}

it('on SIGTERM, requests on kept-alive connections are answered (Connection: close), never reset', async () => {
  const server = spawnServerProcess({ port: await freePort(), dataDir: keepAliveDir });
  await server.healthy();
  const url = `${server.base}/healthz`;

  // Busy connections: eight clients each sending one request after another on their own kept-alive socket.
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  // An idle one: used once before the signal, and again while the server drains.
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await get(idleAgent, url);

  let signalled = false;
  const outcomes = { answered: 0, closeHeaders: 0, refused: 0, otherErrors: [] as string[] };
  const lastAnswers: (string | undefined)[] = [];
  const loops = Array.from({ length: 8 }, async () => {
    let last: Answer | null = null;
    for (;;) {
      try {
        last = await get(busyAgent, url);
        expect(last.status).toBe(200);
        outcomes.answered++;
        if (last.connection === 'close') outcomes.closeHeaders++;
      } catch (error) {
        // Refused: a new connection after the server stopped listening; that request was never sent.
        if ((error as Error).message === 'ECONNREFUSED' && signalled) outcomes.refused++;
        else outcomes.otherErrors.push((error as Error).message);
        lastAnswers.push(last?.connection);
        return;
      }
    }
  });
  // Every busy connection has been answered a few times before the signal.
  await waitFor(() => outcomes.answered >= 40, 'the busy connections to be answered', { intervalMs: 10 });
  signalled = true;
  server.child.kill('SIGTERM');
  // Draining: the server has begun to answer with Connection: close.
  await waitFor(() => outcomes.closeHeaders > 0, 'the server to start draining', { intervalMs: 5 });
  const idleAnswer = await get(idleAgent, url).catch((error: Error) => error.message);
  await Promise.all(loops);
  const code = await server.exited;
  busyAgent.destroy();
  idleAgent.destroy();
  console.log('keep-alive shutdown:', JSON.stringify({ ...outcomes, idleAnswer }));

  // No request was reset: each busy connection got an answer saying Connection: close as its last one,
  // then its client found the door shut for a new connection.
  expect(outcomes.otherErrors).toEqual([]);
  expect(outcomes.refused).toBe(8);
  expect(lastAnswers).toEqual(Array.from({ length: 8 }, () => 'close'));
  expect(outcomes.closeHeaders).toBe(8);
  // The connection that sat idle when the signal came still got its answer, with Connection: close.
  expect(idleAnswer).toEqual({ status: 200, connection: 'close' });
  expect(code).toBe(0);
}, 120_000);
