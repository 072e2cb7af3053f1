// What the fuzz tests share: sending a case as one of the actors, running many side by side, drawing a seeded
// sample, reporting the statuses, and the page paths of the route table. Each fuzz file decides what it sends
// and what an answer must be.
import fc from 'fast-check';
import type { ActorName, Actors } from './actors.ts';

/** A record id that exists nowhere: a baseline that cannot change anything real. */
export const UNKNOWN_ID = '5b0a52b6-8f0e-4d54-9a53-0f7b0d1c2e3f';

/** A body and its Content-Type (null: the one fetch derives, e.g. multipart with its boundary). */
export interface FuzzBody {
  contentType: string | null;
  payload: BodyInit;
}

export interface FuzzCase {
  actor: ActorName;
  method: string;
  path: string;
  body?: FuzzBody;
  /** Headers beside the actor's own (e.g. a declared encoding). */
  headers?: Record<string, string>;
  /** What was malformed, for the failure list. */
  label: string;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface Tally {
  sent: number;
  statuses: Map<number, number>;
  problems: string[];
}

/**
 * Sends cases to `baseUrl` as the actors (their cookies), each actor from one address of `network` (so the
 * limits per address apply as to one person), with the page's Origin on every state-changing request.
 */
export function fuzzSender(baseUrl: string, actors: Actors, network: string) {
  const origin = new URL(baseUrl).origin;
  const addresses = new Map<ActorName, string>();
  const addressOf = (actor: ActorName) => {
    if (!addresses.has(actor)) addresses.set(actor, `${network}.${addresses.size + 1}`);
    return addresses.get(actor)!;
  };

  async function send(entry: FuzzCase): Promise<FuzzAnswer> {
    const client = actors.clients[entry.actor];
    const headers: Record<string, string> = { 'x-forwarded-for': addressOf(entry.actor), ...entry.headers };
    if (entry.method !== 'GET' && entry.method !== 'HEAD') headers.origin = origin;
    if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (entry.body?.contentType) headers['content-type'] = entry.body.contentType;
    const response = await fetch(new URL(entry.path, baseUrl), {
      method: entry.method,
      headers,
      body: entry.body?.payload,
      redirect: 'manual',
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.startsWith('text/event-stream')) {
      // An event stream that opened stays open: its status is the answer.
      await response.body?.cancel();
      return { status: response.status, contentType, text: '' };
    }
    return { status: response.status, contentType, text: await response.text() };
  }

  /**
   * A kept-alive socket that the server closes just as the client reuses it is reset before any answer: the
   * client then sends again on a fresh connection, as HTTP clients do. A request the server itself resets
   * (a crash, a refused body) fails both times and is reported.
   */
  async function sendOnceMore(entry: FuzzCase): Promise<FuzzAnswer> {
    try {
      return await send(entry);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
      return send(entry);
    }
  }

  /** Every case once, `concurrency` at a time; `judge` names what is wrong with an answer, or null. */
  async function runAll(
    cases: FuzzCase[],
    judge: (entry: FuzzCase, answer: FuzzAnswer) => string | null,
    concurrency: number,
  ): Promise<Tally> {
    const tally: Tally = { sent: 0, statuses: new Map(), problems: [] };
    const what = (entry: FuzzCase) =>
      `${entry.actor} ${entry.method} ${entry.path.slice(0, 120)} [${entry.label}]`;
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const entry = cases[next++]!;
        let answer: FuzzAnswer;
        try {
          answer = await sendOnceMore(entry);
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          tally.problems.push(
            `${what(entry)}: ${String(error)} (${cause?.code ?? ''} ${cause?.message ?? ''})`,
          );
          continue;
        }
        tally.sent += 1;
        tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
        const problem = judge(entry, answer);
        if (problem) tally.problems.push(`${what(entry)}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return tally;
  }

  return { send, runAll };
}

/** The judge of the body fuzz: anything but a 5xx. */
export const noServerError = (_entry: FuzzCase, answer: FuzzAnswer) =>
  answer.status >= 500 ? `status ${answer.status}` : null;

/** A deterministic pick of `count` items drawn with `seed` (all of them when fewer). */
export function drawCases<T>(items: T[], count: number, seed: number): T[] {
  if (items.length <= count) return items;
  return fc.sample(fc.shuffledSubarray(items, { minLength: count, maxLength: count }), {
    seed,
    numRuns: 1,
  })[0]!;
}

/** One line: how many requests, the statuses and how many were 5xx. */
export function reportTally(name: string, tally: Tally, extra = '') {
  const histogram = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  const fiveHundreds = [...tally.statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `${name}: ${tally.sent} requests${extra}; statuses ${histogram.join(' ')}; 5xx: ${fiveHundreds}`,
  );
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page path of the route table, with its `:params` (layouts pass their path on to their children). */
export function pagePaths(entries: readonly RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.path !== undefined || entry.index ? [here || '/'] : [];
    return [...own.filter((p) => !p.includes('*')), ...pagePaths(entry.children ?? [], here)];
  });
}
