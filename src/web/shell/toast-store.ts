/**
 * Toasts of type success or danger, shown longer the more words they hold (`toastDurationMs`), as a
 * module-level store, so any browser code can call `toast(...)` without a React context; `<Toaster/>`
 * renders the store.
 */
import { toastDurationMs, type ToastKind } from '../../core/ui/toast-timing.ts';

export type ToastType = ToastKind;

export interface ToastLink {
  href: string;
  label: string;
}

/** A button after the message (e.g. "Atnaujinti" when a new version of the app is ready). */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  /** The message holds a link or button: +8000 ms, time to reach it. Implied by `link` and `action`. */
  hasLinkOrButton?: boolean;
  /** A link shown after the message (e.g. "susisiekite su mumis"). */
  link?: ToastLink;
  action?: ToastAction;
  /** Overrides the formula (the offline toast lasts an hour). */
  durationMs?: number;
  /** A toast with the same id replaces the earlier one (and restarts its timer). */
  id?: string;
}

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  link: ToastLink | null;
  action?: ToastAction;
  durationMs: number;
}

/** Older toasts give way when more than this many are on screen. */
export const MAX_VISIBLE_TOASTS = 4;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Shows a toast; returns its id. Duration: 4000 ms + 8000 ms with a link or button + 1000/3 ms per word. */
export function toast(type: ToastType, message: string, options: ToastOptions = {}): string {
  const link = options.link ?? null;
  const action = options.action;
  const hasLinkOrButton = Boolean(options.hasLinkOrButton) || link !== null || action !== undefined;
  const text = [message, link?.label, action?.label].filter(Boolean).join(' ');
  const durationMs = options.durationMs ?? toastDurationMs(text, { hasLinkOrButton });
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  clearTimer(id);
  const item: ToastItem = { id, type, message, link, ...(action ? { action } : {}), durationMs };
  const others = toasts.filter((existing) => existing.id !== id);
  const dropped = others.slice(0, Math.max(0, others.length - (MAX_VISIBLE_TOASTS - 1)));
  for (const old of dropped) clearTimer(old.id);
  toasts = [...others.slice(dropped.length), item];
  emit();
  return id;
}

/**
 * Starts a toast's countdown once it is on screen (the toaster calls it after drawing the toast), so a
 * busy page that paints it late still shows it for its whole duration; a replaced toast starts anew.
 */
export function toastShown(id: string): void {
  const item = toasts.find((existing) => existing.id === id);
  if (!item || timers.has(id)) return;
  timers.set(
    id,
    setTimeout(() => dismissToast(id), item.durationMs),
  );
}

export function dismissToast(id: string): void {
  clearTimer(id);
  if (!toasts.some((item) => item.id === id)) return;
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function clearToasts(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  toasts = [];
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const NO_TOASTS: readonly ToastItem[] = [];
/** What the server renders: never a toast. */
export function getServerToasts(): readonly ToastItem[] {
  return NO_TOASTS;
}
