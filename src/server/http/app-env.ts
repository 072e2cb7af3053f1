import type { Logger } from 'pino';
import type { SessionUser } from '../../contracts/session-user.ts';

/** What every request carries through the Hono app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    /** A kept page's inline scripts, allowed by hash instead of the nonce (see page-cache.ts). */
    inlineScriptSources?: string[];
    clientIp: string;
    user: SessionUser | null;
    /** The signed-in session's id (null when anonymous): limits that are per session key on it. */
    sessionId: string | null;
    /** What failed on our side while answering (logged with the request's line, stack included). */
    failure?: unknown;
    /** The request's line has been logged: a failure found later (in a streamed page) gets a line of its own. */
    requestLogged?: boolean;
    /** What the metrics call the route that answered where its pattern says nothing (`*`): pages. */
    metricsRoute?: string;
  };
}
