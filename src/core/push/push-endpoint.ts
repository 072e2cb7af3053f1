/**
 * Which addresses the server may send push messages to. A subscription's endpoint is chosen by the browser,
 * but it reaches the server as user input: without this rule anyone signed in could make the server post
 * to any address (server-side request forgery). Only the push services of the browsers that offer web push
 * pass, plus the exact origins an operator lists (a local push service in tests).
 */

/** Hosts of the push services, as a browser's subscription names them. */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  // Chrome, Samsung Internet and other Chromium browsers (Firebase Cloud Messaging).
  /^fcm\.googleapis\.com$/,
  // Firefox (Mozilla autopush).
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  // Safari on macOS and iOS.
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  // Edge on Windows (Windows Push Notification Services).
  /^([a-z0-9-]+\.)+notify\.windows\.com$/,
];

/** Subscriptions one person may keep (browsers and devices); the oldest makes room for a new one. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export type PushEndpointProblem = 'not_a_url' | 'not_https' | 'unknown_push_service';

/**
 * Normalises the setting's comma-separated origins (`http://127.0.0.1:8090, https://push.example`); an
 * entry that is not an http(s) URL is returned in `invalid`.
 */
export function parsePushOrigins(list: string | undefined): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const raw of (list ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const url = safeUrl(entry);
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.push(url.origin);
    else invalid.push(entry);
  }
  return { origins, invalid };
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Null when the server may send to `endpoint`, else why not. `extraOrigins` are exact origins (scheme,
 * host and port, as `parsePushOrigins` gives them) that pass whatever their scheme.
 */
export function pushEndpointProblem(
  endpoint: string,
  extraOrigins: readonly string[] = [],
): PushEndpointProblem | null {
  const url = safeUrl(endpoint);
  if (!url || url.username !== '' || url.password !== '') return 'not_a_url';
  if (extraOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'not_https';
  // A known service on another port is not that service.
  if (url.port !== '') return 'unknown_push_service';
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(host)) ? null : 'unknown_push_service';
}
