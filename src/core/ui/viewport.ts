/**
 * Viewport class per front-end variant:
 * - app variant: desktop above 992 px, mobile up to and including 600 px, tablet between (601–992);
 * - website and admin: desktop above 1200 px, mobile up to and including 767 px, tablet between (768–1200).
 */

export type FrontEndVariant = 'website' | 'app' | 'admin';
export type ViewportClass = 'desktop' | 'tablet' | 'mobile';

export const VIEWPORT_BREAKPOINTS = Object.freeze({
  app: Object.freeze({ desktopAbovePx: 992, mobileUpToPx: 600 }),
  website: Object.freeze({ desktopAbovePx: 1200, mobileUpToPx: 767 }),
  admin: Object.freeze({ desktopAbovePx: 1200, mobileUpToPx: 767 }),
});

export function viewportClass(widthPx: number, variant: FrontEndVariant): ViewportClass {
  const { desktopAbovePx, mobileUpToPx } = VIEWPORT_BREAKPOINTS[variant];
  if (widthPx > desktopAbovePx) return 'desktop';
  if (widthPx <= mobileUpToPx) return 'mobile';
  return 'tablet';
}

/** CSS media queries matching `viewportClass` exactly (for `matchMedia`/Tailwind config). */
export function viewportMediaQuery(viewport: ViewportClass, variant: FrontEndVariant): string {
  const { desktopAbovePx, mobileUpToPx } = VIEWPORT_BREAKPOINTS[variant];
  switch (viewport) {
    case 'desktop':
      return `(min-width: ${desktopAbovePx + 1}px)`;
    case 'mobile':
      return `(max-width: ${mobileUpToPx}px)`;
    case 'tablet':
      return `(min-width: ${mobileUpToPx + 1}px) and (max-width: ${desktopAbovePx}px)`;
  }
}
