import type { SessionUser } from './session-user.ts';
import type { WebServices } from './web-services.ts';

/**
 * What the server hands every React Router loader and action (React Router's load context). The web app
 * reaches the server only through this and the HTTP API, never by importing server modules.
 */
export interface WebLoadContext {
  requestId: string;
  cspNonce: string;
  brandName: string;
  /** The site's public origin (BASE_URL), for absolute links: canonical addresses, Open Graph images. */
  siteUrl: string;
  user: SessionUser | null;
  /** The client's network address (as the API's rate limits see it). */
  clientIp: string;
  services: WebServices;
  /** The current instant: the server's clock (a test server may run one of its own), never the wall's. */
  now: () => Date;
  /** The VAPID public key browsers subscribe to push messages with (never the private one). */
  webPushPublicKey: string;
  /** The host the request arrived on (a business's own domain serves its app at `/`). */
  requestHost: string;
  /** Hands what failed on our side to the request's log (its line, or a line of its own once that is out). */
  reportError: (error: unknown) => void;
}
