import { describe, expect, it } from 'vitest';
import { viewportClass, viewportMediaQuery } from './viewport.ts';
import type { FrontEndVariant, ViewportClass } from './viewport.ts';

describe('viewportClass', () => {
  it.each<[number, ViewportClass]>([
    [320, 'mobile'],
    [600, 'mobile'],
    [600.5, 'tablet'],
    [601, 'tablet'],
    [992, 'tablet'],
    [993, 'desktop'],
    [1920, 'desktop'],
  ])('app variant: %d px is %s', (width, expected) => {
    expect(viewportClass(width, 'app')).toBe(expected);
  });

  it.each<[number, ViewportClass]>([
    [0, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [993, 'tablet'],
    [1200, 'tablet'],
    [1201, 'desktop'],
  ])('website and admin: %d px is %s', (width, expected) => {
    expect(viewportClass(width, 'website')).toBe(expected);
    expect(viewportClass(width, 'admin')).toBe(expected);
  });
});

describe('viewportMediaQuery', () => {
  it.each<[ViewportClass, FrontEndVariant, string]>([
    ['mobile', 'app', '(max-width: 600px)'],
    ['tablet', 'app', '(min-width: 601px) and (max-width: 992px)'],
    ['desktop', 'app', '(min-width: 993px)'],
    ['mobile', 'website', '(max-width: 767px)'],
    ['tablet', 'admin', '(min-width: 768px) and (max-width: 1200px)'],
    ['desktop', 'website', '(min-width: 1201px)'],
  ])('%s in %s is %s', (viewport, variant, query) => {
    expect(viewportMediaQuery(viewport, variant)).toBe(query);
  });
});
