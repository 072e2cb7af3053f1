/**
 * The viewport class: `desktop`, `tablet` or `mobile` (breakpoints per front-end variant, from
 * `src/core/ui/viewport.ts`) as a class on <body>, and a `viewportchange` CustomEvent on window whenever it
 * changes (detail: `{ viewport, previous, variant }`).
 */
import { viewportClass, type FrontEndVariant, type ViewportClass } from '../../core/ui/viewport.ts';

export const VIEWPORT_CHANGE_EVENT = 'viewportchange';
const VIEWPORT_CLASSES: readonly ViewportClass[] = ['desktop', 'tablet', 'mobile'];

export type ViewportChangeDetail = {
  viewport: ViewportClass;
  previous: ViewportClass | null;
  variant: FrontEndVariant;
};

/** The part of `window` the watcher uses (a fake one in unit tests). */
export interface ViewportWindow {
  innerWidth: number;
  document: { body: { classList: Pick<DOMTokenList, 'add' | 'remove' | 'contains'> } };
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  dispatchEvent(event: Event): boolean;
}

/** The class currently on <body>, if any. */
function currentViewportClass(win: Pick<ViewportWindow, 'document'>): ViewportClass | null {
  return VIEWPORT_CLASSES.find((name) => win.document.body.classList.contains(name)) ?? null;
}

/**
 * Sets the class for the current width and keeps it up to date on resize. The first call on a page only sets
 * the class; every later change (resize, or another variant after a client-side navigation) is broadcast.
 * Returns a function that stops watching.
 */
export function watchViewport(variant: FrontEndVariant, win: ViewportWindow = window): () => void {
  const update = () => {
    const previous = currentViewportClass(win);
    const viewport = viewportClass(win.innerWidth, variant);
    if (previous === viewport) return;
    for (const name of VIEWPORT_CLASSES) if (name !== viewport) win.document.body.classList.remove(name);
    win.document.body.classList.add(viewport);
    if (previous !== null) {
      win.dispatchEvent(
        new CustomEvent<ViewportChangeDetail>(VIEWPORT_CHANGE_EVENT, {
          detail: { viewport, previous, variant },
        }),
      );
    }
  };
  update();
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}
