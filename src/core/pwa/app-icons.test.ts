import { describe, expect, it } from 'vitest';
import { appIconPath, appIconVersion, appShortName, isAppIconFile } from './app-icons.ts';

describe('app icons', () => {
  it('version follows the logo address and is stable', () => {
    const a = appIconVersion('/uploads/logos/a/1-w512.webp');
    expect(a).toBe(appIconVersion('/uploads/logos/a/1-w512.webp'));
    expect(a).not.toBe(appIconVersion('/uploads/logos/a/2-w512.webp'));
    expect(a).toMatch(/^[0-9a-z]+$/);
    expect(appIconVersion(null)).toBe('p');
  });

  it('paths live under the business slug', () => {
    expect(appIconPath('saule', 'icon-192.png', null)).toBe('/saule/icons/icon-192.png?v=p');
  });

  it('knows only its own files', () => {
    expect(isAppIconFile('icon-maskable-512.png')).toBe(true);
    expect(isAppIconFile('toString')).toBe(false);
    expect(isAppIconFile('../secret.png')).toBe(false);
  });
});

describe('appShortName', () => {
  it.each([
    ['Saulė', 'Saulė'],
    ['Grožio studija Saulė', 'Saulė'],
    ['  Kirpykla   Pas Rūtą ', 'Pas Rūtą'],
    ['  Kirpykla   Rūta ', 'Kirpykla Rūta'],
    ['Nagų studija Vilniaus Perlas', 'Vilniaus Perlas'],
    ['Grožio salonas ir kirpykla', 'Grožio salonas'],
    ['Superkalifragilistiškas', 'Superkalifragil'],
  ])('%s → %s', (name, short) => {
    expect(appShortName(name)).toBe(short);
  });

  it('never exceeds 15 characters', () => {
    for (const name of ['A'.repeat(40), 'Labai ilgas pavadinimas be pabaigos', 'Grožio Grožio Grožio'])
      expect(appShortName(name).length).toBeLessThanOrEqual(15);
  });
});
