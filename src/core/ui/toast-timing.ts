/**
 * Toast timing and the online/offline texts.
 *
 * Duration = 4000 ms + 8000 ms if the toast holds a link or button + 1000/3 ms per word.
 *
 * Word counting: the text is split on runs of whitespace (any Unicode whitespace, incl. no-break
 * spaces) and empty pieces are ignored, so "  a   b " is two words. Markup tags (`<a href="…">`)
 * are not words: they are removed (replaced by a space) before counting, so only the visible words
 * count. Punctuation attached to a word is part of it; a lone "–" counts as a word. The result is
 * rounded to the nearest whole millisecond.
 */

export const TOAST_BASE_MS = 4000;
export const TOAST_LINK_OR_BUTTON_EXTRA_MS = 8000;
export const TOAST_MS_PER_WORD = 1000 / 3;

/** The offline toast stays for an hour (until the connection comes back and replaces it). */
export const OFFLINE_TOAST_DURATION_MS = 3_600_000;
export const OFFLINE_MESSAGE = 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.';
export const ONLINE_MESSAGE = 'Prisijungėte prie interneto sėkmingai!';

export type ToastKind = 'success' | 'danger';

/** Words as the duration rule counts them (see the module comment). */
export function countToastWords(text: string): number {
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/[\s\u00A0\u202F]+/u)
    .filter((word) => word.length > 0).length;
}

export function toastDurationMs(text: string, options: { hasLinkOrButton: boolean }): number {
  const extra = options.hasLinkOrButton ? TOAST_LINK_OR_BUTTON_EXTRA_MS : 0;
  return Math.round(TOAST_BASE_MS + extra + countToastWords(text) * TOAST_MS_PER_WORD);
}
