import { describe, expect, it } from 'vitest';
import {
  VIEWPORT_CHANGE_EVENT,
  watchViewport,
  type ViewportChangeDetail,
  type ViewportWindow,
} from './viewport-watcher.ts';

function fakeWindow(width: number) {
  const classes = new Set<string>();
  const resizeListeners = new Set<() => void>();
  const events: ViewportChangeDetail[] = [];
  const win: ViewportWindow & { resizeTo(width: number): void } = {
    innerWidth: width,
    document: {
      body: {
        classList: {
          add: (...tokens: string[]) => tokens.forEach((t) => classes.add(t)),
          remove: (...tokens: string[]) => tokens.forEach((t) => classes.delete(t)),
          contains: (token: string) => classes.has(token),
        },
      },
    },
    addEventListener: (_type, listener) => void resizeListeners.add(listener),
    removeEventListener: (_type, listener) => void resizeListeners.delete(listener),
    dispatchEvent: (event: Event) => {
      if (event.type === VIEWPORT_CHANGE_EVENT)
        events.push((event as CustomEvent<ViewportChangeDetail>).detail);
      return true;
    },
    resizeTo(next: number) {
      this.innerWidth = next;
      for (const listener of resizeListeners) listener();
    },
  };
  return { win, classes, events, resizeListeners };
}

describe('watchViewport', () => {
  it('sets the class without an event first, then broadcasts each change', () => {
    const { win, classes, events } = fakeWindow(1280);
    watchViewport('website', win);
    expect([...classes]).toEqual(['desktop']);
    expect(events).toEqual([]);
    win.resizeTo(1200);
    expect([...classes]).toEqual(['tablet']);
    win.resizeTo(1000);
    win.resizeTo(767);
    expect([...classes]).toEqual(['mobile']);
    expect(events).toEqual([
      { viewport: 'tablet', previous: 'desktop', variant: 'website' },
      { viewport: 'mobile', previous: 'tablet', variant: 'website' },
    ]);
  });

  it('uses the app breakpoints in the app variant and broadcasts a variant switch', () => {
    const { win, classes, events } = fakeWindow(700);
    const stop = watchViewport('website', win);
    expect([...classes]).toEqual(['mobile']);
    stop();
    watchViewport('app', win);
    expect([...classes]).toEqual(['tablet']);
    win.resizeTo(600);
    expect(events.map((e) => `${e.previous}->${e.viewport}`)).toEqual(['mobile->tablet', 'tablet->mobile']);
  });

  it('stops listening', () => {
    const { win, resizeListeners } = fakeWindow(500);
    const stop = watchViewport('admin', win);
    expect(resizeListeners.size).toBe(1);
    stop();
    expect(resizeListeners.size).toBe(0);
  });
});
