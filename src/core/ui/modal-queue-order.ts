/**
 * Modal queue order and the modal/dialog constants.
 */

export const MODAL_PRIORITY = [
  'unsupported_browser',
  'phone_number_request',
  'cookie_consent',
  'notifications',
  'webpush',
  'pwa',
  'premium_modal',
] as const;

export type KnownModalId = (typeof MODAL_PRIORITY)[number];

/** The queue starts this long after page load (unless a skip flag is set). */
export const MODAL_QUEUE_DELAY_MS = 1000;

/** Our own notices that wait until every other dialog has had its turn (the new-terms notice). */
export const MODALS_QUEUED_LAST = ['terms_update'] as const;

const priorityOf = new Map<string, number>(MODAL_PRIORITY.map((id, index) => [id, index]));
const queuedLast = new Set<string>(MODALS_QUEUED_LAST);

/**
 * Known modal ids in `MODAL_PRIORITY` order, then any other ids in the order they were queued, then those
 * of `MODALS_QUEUED_LAST`. Duplicates are removed (first occurrence wins). Returns a new array; the input is
 * not changed.
 */
export function sortModalQueue(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  const known = unique
    .filter((id) => priorityOf.has(id))
    .sort((a, b) => (priorityOf.get(a) ?? 0) - (priorityOf.get(b) ?? 0));
  const others = unique.filter((id) => !priorityOf.has(id) && !queuedLast.has(id));
  const last = unique.filter((id) => queuedLast.has(id));
  return [...known, ...others, ...last];
}

export type GenericModalOptions = {
  minWidth: number;
  /** Fraction of the window height. */
  maxHeightRatio: number;
  /** Fraction of the window width. */
  maxWidthRatio: number;
  height: 'auto' | number;
  modal: boolean;
  resizable: boolean;
  /** Fade in and fade out. */
  fadeMs: number;
  closeOnEscape: boolean;
  closeOnOutsideClick: boolean;
  /** Resizes with the window. */
  fluid: boolean;
};

/** Generic modal defaults. */
export const GENERIC_MODAL_DEFAULTS = Object.freeze({
  minWidth: 400,
  maxHeightRatio: 0.9,
  maxWidthRatio: 0.9,
  height: 'auto',
  modal: true,
  resizable: false,
  fadeMs: 500,
  closeOnEscape: true,
  closeOnOutsideClick: true,
  fluid: true,
} as const satisfies GenericModalOptions);

/** Cookie consent default expiry: one year (365 days) in ms. */
export const COOKIE_CONSENT_MAX_AGE_MS = 31_536_000_000;

export const BOTTOM_BAR_ITEM_HEIGHT_PX = 50;

/** Height of an open bottom-bar list: 50 px per item plus 1. */
export function bottomBarListHeight(itemCount: number): number {
  if (!Number.isInteger(itemCount) || itemCount < 0) {
    throw new RangeError(`Item count must be a whole number >= 0, got ${String(itemCount)}`);
  }
  return itemCount * BOTTOM_BAR_ITEM_HEIGHT_PX + 1;
}

/** Resend-verification link stays disabled this long after the last send. */
export const RESEND_VERIFICATION_COOLDOWN_MS = 60_000;

export const NOTIFICATIONS_DIALOG = Object.freeze({ width: 700, heightPercent: 70 } as const);

/** Slide/fade animation of the web-push prompt and the PWA dialog. */
export const PROMPT_ANIMATION_MS = 250;
