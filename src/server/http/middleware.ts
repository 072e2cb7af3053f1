import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Request id (taken from a trusted proxy or made here), a child logger, and one log line per request. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
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
 * may be a business's own domain). Non-browser clients send neither Origin nor Sec-Fetch-Site.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
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
