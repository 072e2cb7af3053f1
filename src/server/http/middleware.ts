import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import type { IsOwnOrigin } from './own-origins.ts';
import { EMBED_SCRIPT_PATH, isWidgetPath } from '../../core/embed/widget-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One answer's log line: the request's, or one the server gave before (or without) the app. */
export interface AnswerLine {
  method?: string;
  path?: string;
  status: number;
  durationMs?: number;
  /** Why the server answered by itself (the app not started yet, a request Node could not parse). */
  reason?: string;
}

/**
 * Every answer is logged alike: an error when the server failed (5xx), with what failed and its stack;
 * otherwise information. A client that hung up mid-render aborts the request, and React Router answers it
 * 500: nobody reads that answer, and nothing failed on our side, so it is a warning that says so.
 */
export function logAnswer(
  logger: Logger,
  line: AnswerLine,
  outcome: { failure?: unknown; abandoned?: boolean } = {},
): void {
  if (line.status >= 500 && outcome.abandoned) logger.warn(line, 'request abandoned by the client');
  else if (line.status >= 500) logger.error({ ...line, err: outcome.failure }, 'request failed');
  else logger.info(line, 'request');
}

/**
 * Request id, a child logger, and one log line per request; a failed one (5xx) carries what failed, with
 * its stack (`failure`, set where the error was caught), and one the client abandoned says so. `observe`
 * (the metrics) is given each answer with its duration in seconds. An incoming X-Request-Id is kept only
 * from a trusted proxy (TRUST_PROXY): any other client could otherwise plant ids that muddle the logs.
 */
export function requestLogging(
  logger: Logger,
  trustProxy: boolean,
  observe?: (c: Context<AppEnv>, seconds: number) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    const elapsedMs = performance.now() - started;
    observe?.(c, elapsedMs / 1000);
    const durationMs = Math.round(elapsedMs * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs };
    logAnswer(child, line, { failure: c.get('failure'), abandoned: c.req.raw.signal.aborted });
    c.set('requestLogged', true);
  };
}

/** The client's address from the socket, or from X-Forwarded-For's last hop when we sit behind a proxy. */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip = '';
    if (trustProxy) {
      const forwarded = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((part) => part.trim());
      ip = forwarded?.at(-1) ?? '';
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? '';
      } catch {
        ip = '';
      }
    }
    c.set('clientIp', ip || '0.0.0.0');
    await next();
  };
}

/**
 * The scheme and host the client used: the socket's (direct TLS makes the URL https), or the first hop of
 * X-Forwarded-Proto / X-Forwarded-Host behind a trusted proxy (TRUST_PROXY). Without one, any client could
 * send those headers to pass for another origin.
 */
export function requestOrigin(c: Context, trustProxy: boolean): { protocol: string; host: string } {
  const firstHop = (name: string) => (trustProxy ? c.req.header(name)?.split(',')[0]?.trim() : undefined);
  const forwardedProto = firstHop('x-forwarded-proto')?.toLowerCase();
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : new URL(c.req.url).protocol.slice(0, -1);
  const host = firstHop('x-forwarded-host') || c.req.header('host') || new URL(c.req.url).host;
  return { protocol, host: host.toLowerCase() };
}

/**
 * State-changing requests from a browser must come from one of our own origins (`isOwnOrigin`: the
 * configured base URL or a business's own domain, with the site's scheme), never judged by the Host the
 * request names, which its sender chooses. Non-browser clients send neither Origin nor Sec-Fetch-Site.
 */
export function originCheck(isOwnOrigin: IsOwnOrigin): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const foreign =
        origin !== undefined
          ? origin === 'null' || !(await isOwnOrigin(origin))
          : c.req.header('sec-fetch-site') === 'cross-site';
      if (foreign) {
        throw new AppError('forbidden_origin', 403, 'Užklausa atmesta: ji atėjo iš kitos svetainės.');
      }
    }
    await next();
  };
}

/** A year of HSTS, sent only over https: over plain http the header means nothing and misleads. */
export function strictTransportSecurity(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (requestOrigin(c, trustProxy).protocol === 'https') {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

/**
 * API answers are personal or change by the minute (free times): none is stored by a browser or a proxy,
 * unless its handler deliberately marks it `public` (the catalogue search, the same for everyone).
 */
export function apiNoStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!/\bpublic\b/.test(c.res.headers.get('cache-control') ?? '')) c.header('Cache-Control', 'no-store');
  };
}

/**
 * What other sites may embed: the booking widget is the one page they may frame (`frame-ancestors *`, no
 * X-Frame-Options; every other answer keeps refusing frames), and the script that adds it is the one file
 * their pages may load (Cross-Origin-Resource-Policy). Registered outside `secureHeaders()`, so that it
 * sees the headers that middleware wrote.
 */
export function embeddableAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path === EMBED_SCRIPT_PATH) {
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return;
    }
    if (!isWidgetPath(c.req.path)) return;
    c.res.headers.delete('X-Frame-Options');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy) {
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      );
    }
  };
}
