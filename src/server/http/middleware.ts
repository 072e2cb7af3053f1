import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Request id, a child logger, and one log line per request. An incoming X-Request-Id is kept only from a
 * trusted proxy (TRUST_PROXY): any other client could otherwise plant ids that muddle the logs.
 */
export function requestLogging(logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, durationMs };
    if (status >= 500) child.error(line, 'request failed');
    else child.info(line, 'request');
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
 * State-changing requests from a browser must come from our own origin (the host they were sent to, which
 * may be a business's own domain). Non-browser clients send neither Origin nor Sec-Fetch-Site. The host the
 * browser used is X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY); without one any client could
 * send that header to make a foreign origin look like ours.
 */
export function originCheck(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const forwardedHost = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
      const host = forwardedHost || c.req.header('host');
      if (origin && origin !== 'null') {
        let originHost: string | null;
        try {
          originHost = new URL(origin).host;
        } catch {
          originHost = null;
        }
        if (!originHost || originHost !== host) {
          throw new AppError('forbidden_origin', 403, 'Užklausa atmesta: ji atėjo iš kitos svetainės.');
        }
      } else if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') {
        throw new AppError('forbidden_origin', 403, 'Užklausa atmesta: ji atėjo iš kitos svetainės.');
      }
    }
    await next();
  };
}
