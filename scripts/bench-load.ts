// Closed-loop load for the benches that need exact percentiles or every answer (`--search`, `--cluster`):
// `connections` clients, each sending its next request as soon as the previous one is answered, with every
// request's latency and outcome recorded. autocannon reports neither a p95 nor what each request got back.

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Outcome<R extends LoadRequest = LoadRequest> {
  request: R;
  /** performance.now() when the request was sent and when its answer (or failure) came. */
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or null when no answer came (connection refused or broken, timeout). */
  status: number | null;
  /** Why no answer came. */
  error?: string;
  /** Kept only with `keepAnswers`. */
  body?: string;
  headers?: Headers;
}

export interface LoadRun<R extends LoadRequest> {
  outcomes: Outcome<R>[];
  seconds: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Sends one request once and records what came back (a failure too: nothing is retried here). */
export async function send<R extends LoadRequest>(request: R, keepAnswer = false): Promise<Outcome<R>> {
  const sentAt = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = keepAnswer ? await response.text() : await response.arrayBuffer();
    return {
      request,
      sentAt,
      answeredAt: performance.now(),
      status: response.status,
      ...(typeof body === 'string' ? { body, headers: response.headers } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      request,
      sentAt,
      answeredAt: performance.now(),
      status: null,
      error: cause?.code ?? cause?.message ?? (error as Error).message,
    };
  }
}

/** Runs until `seconds` have passed or `next` has no more requests (e.g. every free slot was sent once). */
export async function runLoad<R extends LoadRequest>(options: {
  connections: number;
  seconds: number;
  next: () => R | null;
  keepAnswers?: boolean;
}): Promise<LoadRun<R>> {
  const outcomes: Outcome<R>[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until) {
        const request = options.next();
        if (!request) return;
        outcomes.push(await send(request, options.keepAnswers));
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export interface LoadSummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests that got no answer. */
  failed: number;
  /** Answers outside 200–299, and how many of each status. */
  non2xx: number;
  non2xxStatuses: Map<number, number>;
}

export function summarize(run: LoadRun<LoadRequest>): LoadSummary {
  const latencies = run.outcomes.map((o) => o.answeredAt - o.sentAt).sort((a, b) => a - b);
  const non2xxStatuses = new Map<number, number>();
  for (const { status } of run.outcomes) {
    if (status !== null && (status < 200 || status > 299)) {
      non2xxStatuses.set(status, (non2xxStatuses.get(status) ?? 0) + 1);
    }
  }
  return {
    requests: run.outcomes.length,
    perSecond: run.outcomes.length / run.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: run.outcomes.filter((o) => o.status === null).length,
    non2xx: [...non2xxStatuses.values()].reduce((sum, n) => sum + n, 0),
    non2xxStatuses,
  };
}
