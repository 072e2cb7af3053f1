// The 6-digit code that confirms an e-mail address (sent with the verification link in one letter).

export const EMAIL_CODE_LENGTH = 6;
/** Shorter than the link's 24 hours: a code is guessable, a link is not. */
export const EMAIL_CODE_VALID_MINUTES = 30;
/** Wrong codes one letter's code survives; then a new one must be sent. */
export const EMAIL_CODE_ATTEMPTS = 5;
/** Code attempts per address and hour, over every code sent to it. */
export const EMAIL_CODE_ATTEMPTS_PER_HOUR = 15;

/** What the code step sends (digits only; spaces a person typed are dropped). */
export function normalizedEmailCode(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  return new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/** `/el-pasto-patvirtinimas?token=…&grizti=…`: the letter's link; the page checks the token itself. */
export function emailVerificationLink(
  baseUrl: string,
  pagePath: string,
  token: string,
  returnTo: string | null,
): string {
  const url = new URL(pagePath, baseUrl);
  url.searchParams.set('token', token);
  // The page checks the path again (safeReturnPath); a path on this site only, never the page itself.
  const onSite = returnTo?.startsWith('/') && !returnTo.startsWith('//');
  if (returnTo && onSite && !returnTo.startsWith(pagePath)) url.searchParams.set('grizti', returnTo);
  return url.toString();
}
