import { describe, expect, it } from 'vitest';
import { navSlug, switchedPath } from './business-switcher.tsx';

describe('switching business', () => {
  it('keeps a business-wide page, swapping its slug', () => {
    expect(switchedPath('/administratorius/vizitai/kalendorius/saule', { slug: 'saule' }, 'kita')).toBe(
      '/administratorius/vizitai/kalendorius/kita',
    );
    expect(switchedPath('/administratorius/vizitai/sarasas/_', { slug: '_' }, 'kita')).toBe(
      '/administratorius/vizitai/sarasas/kita',
    );
  });

  it("opens the new business's calendar from a page about one record, or without a business", () => {
    expect(
      switchedPath('/administratorius/vizitai/saule/redaguoti/1', { slug: 'saule', id: '1' }, 'kita'),
    ).toBe('/administratorius/vizitai/kalendorius/kita');
    expect(switchedPath('/administratorius', {}, 'kita')).toBe('/administratorius/vizitai/kalendorius/kita');
  });

  it('keeps the placeholder in nav links', () => {
    expect(navSlug({ slug: '_' })).toBe('_');
    expect(navSlug({})).toBe('_');
    expect(navSlug({ slug: 'saule' })).toBe('saule');
  });
});
