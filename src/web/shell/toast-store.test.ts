import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_VISIBLE_TOASTS,
  clearToasts,
  dismissToast,
  getToasts,
  subscribeToasts,
  toast,
  toastShown,
} from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows a toast for its computed duration from when it is on screen, and removes it afterwards', () => {
    const id = toast('success', 'vienas du trys');
    expect(getToasts()).toMatchObject([{ type: 'success', message: 'vienas du trys', durationMs: 5000 }]);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
    toastShown(id);
    toastShown(id);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('adds 8000 ms for a link or button and counts the link words', () => {
    expect(toast('danger', 'vienas', { hasLinkOrButton: true })).toBeTruthy();
    toast('danger', 'Įvyko klaida!', { link: { href: '/susisiekti', label: 'susisiekite su mumis' } });
    expect(getToasts().map((t) => t.durationMs)).toEqual([12_333, 13_667]);
  });

  it('takes an explicit duration and replaces a toast with the same id', () => {
    toastShown(toast('danger', 'offline', { id: 'connection', durationMs: 3_600_000 }));
    vi.advanceTimersByTime(10_000);
    toastShown(toast('success', 'online', { id: 'connection' }));
    expect(getToasts()).toMatchObject([{ id: 'connection', message: 'online', durationMs: 4333 }]);
    vi.advanceTimersByTime(4332);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('notifies subscribers and can be dismissed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast('success', 'a');
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast('success', 'b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps at most a few toasts on screen, dropping the oldest', () => {
    for (let i = 0; i < MAX_VISIBLE_TOASTS + 2; i++) toast('success', `m${i}`);
    expect(getToasts().map((t) => t.message)).toEqual(['m2', 'm3', 'm4', 'm5']);
  });
});
