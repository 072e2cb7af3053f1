import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalQueue, isModalQueueSkipped } from './modal-queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const opened: string[] = [];
  const opener =
    (id: string, result: boolean | void = undefined) =>
    () => {
      opened.push(id);
      return result;
    };
  return { opened, opener };
}

describe('modal queue', () => {
  it('opens nothing over a dialog opened outside it, and goes on once that one closes', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.hold('notifications');
    queue.register('appointment_review', opener('appointment_review'));
    queue.start();
    vi.advanceTimersByTime(1000);
    expect(opened).toEqual([]);
    queue.closed('notifications');
    expect(opened).toEqual(['appointment_review']);
  });

  it('waits 1 s after start, then opens the highest-priority dialog only', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.register('pwa', opener('pwa'));
    queue.register('cookie_consent', opener('cookie_consent'));
    queue.register('custom', opener('custom'));
    queue.register('unsupported_browser', opener('unsupported_browser'));
    queue.start();
    vi.advanceTimersByTime(999);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual(['unsupported_browser']);
    expect(queue.state()).toMatchObject({
      running: true,
      current: 'unsupported_browser',
      waiting: ['cookie_consent', 'pwa', 'custom'],
    });
  });

  it('tells onRun when it begins to run, before its first dialog opens; never when skipped', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    const events: string[] = [];
    queue.register('cookie_consent', () => {
      events.push(`opened ${opened.length}`);
      return opener('cookie_consent')();
    });
    queue.start({ onRun: () => events.push('run') });
    vi.advanceTimersByTime(999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['run', 'opened 0']);

    const skippedQueue = createModalQueue();
    const onRun = vi.fn();
    skippedQueue.start({ skip: true, onRun });
    vi.advanceTimersByTime(5000);
    expect(onRun).not.toHaveBeenCalled();
  });

  it('opens the next dialog when the current one closes', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.register('custom', opener('custom'));
    queue.register('cookie_consent', opener('cookie_consent'));
    queue.start();
    vi.advanceTimersByTime(1000);
    queue.closed('something_else');
    expect(opened).toEqual(['cookie_consent']);
    queue.closed('cookie_consent');
    expect(opened).toEqual(['cookie_consent', 'custom']);
    queue.closed('custom');
    expect(queue.state()).toMatchObject({ current: null, waiting: [] });
  });

  it('skips a dialog that no longer wants to open', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.register('cookie_consent', opener('cookie_consent', false));
    queue.register('pwa', opener('pwa'));
    queue.start();
    vi.advanceTimersByTime(1000);
    expect(opened).toEqual(['cookie_consent', 'pwa']);
    expect(queue.state().current).toBe('pwa');
  });

  it('opens a dialog registered after the start as soon as nothing else is open', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.start();
    vi.advanceTimersByTime(1000);
    queue.register('webpush', opener('webpush'));
    expect(opened).toEqual(['webpush']);
    queue.register('unsupported_browser', opener('unsupported_browser'));
    expect(opened).toEqual(['webpush']);
    queue.closed('webpush');
    expect(opened).toEqual(['webpush', 'unsupported_browser']);
  });

  it('never runs when skipped', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.register('cookie_consent', opener('cookie_consent'));
    queue.start({ skip: true });
    queue.start();
    vi.advanceTimersByTime(10_000);
    expect(opened).toEqual([]);
    expect(queue.state()).toMatchObject({ running: false, skipped: true, waiting: ['cookie_consent'] });
  });

  it('forgets an unregistered dialog and starts only once', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    const unregister = queue.register('pwa', opener('pwa'));
    queue.register('notifications', opener('notifications'));
    unregister();
    queue.start();
    queue.start();
    vi.advanceTimersByTime(1000);
    expect(opened).toEqual(['notifications']);
    queue.closed('notifications');
    expect(opened).toEqual(['notifications']);
  });

  it('moves on when the open dialog goes away without closing', () => {
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    const unregister = queue.register('cookie_consent', opener('cookie_consent'));
    queue.register('pwa', opener('pwa'));
    queue.start();
    vi.advanceTimersByTime(1000);
    unregister();
    unregister();
    expect(opened).toEqual(['cookie_consent', 'pwa']);
  });

  it('moves on when an opener throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queue = createModalQueue();
    const { opened, opener } = recorder();
    queue.register('unsupported_browser', () => {
      throw new Error('boom');
    });
    queue.register('pwa', opener('pwa'));
    queue.start();
    vi.advanceTimersByTime(1000);
    expect(opened).toEqual(['pwa']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('isModalQueueSkipped', () => {
  it.each<[string, string | null, boolean]>([
    ['', null, false],
    ['?a=1', null, false],
    ['?skipModalQueue', null, true],
    ['?x=1&skipModalQueue=1', null, true],
    ['', '1', true],
    ['', 'true', true],
    ['', 'false', false],
    ['', '', false],
  ])('%j with session flag %j → %s', (search, flag, skipped) => {
    expect(isModalQueueSkipped(search, flag)).toBe(skipped);
  });
});
