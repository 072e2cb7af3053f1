/**
 * Where to go after signing in (`?grizti=`): only a path on this site. Anything that a browser could read as
 * another origin (`//evil.lt`, `/\evil.lt`, `https://…`, `javascript:…`, control characters) falls back, so a
 * crafted sign-in link cannot send people elsewhere (open redirect).
 */
const DEFAULT_RETURN_PATH = '/paskyra';

/** Pages that make no sense to return to after signing in. */
const AUTH_PAGES = ['/prisijungti', '/registracija', '/pamirsau-slaptazodi', '/naujas-slaptazodis'];

export function safeReturnPath(raw: string | null | undefined, fallback = DEFAULT_RETURN_PATH): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (value === '' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (tabs, line breaks) are dropped by URL parsers and can turn a path into a host.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://grozio-laikas.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://grozio-laikas.invalid') return fallback;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/prisijungti?grizti=…` for a page that needs a signed-in person. */
export function signInPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe === DEFAULT_RETURN_PATH ? '/prisijungti' : `/prisijungti?grizti=${encodeURIComponent(safe)}`;
}

/** Keeps `?grizti=` when moving between the sign-in, sign-up and password pages. */
export function withReturnPath(path: string, returnTo: string): string {
  return returnTo === DEFAULT_RETURN_PATH ? path : `${path}?grizti=${encodeURIComponent(returnTo)}`;
}
