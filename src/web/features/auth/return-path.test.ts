import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath, withReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/naujas-vizitas/saule?paslauga=1', '/naujas-vizitas/saule?paslauga=1'],
    ['/paskyra/saugumas', '/paskyra/saugumas'],
    ['/apie/saule#atsiliepimai', '/apie/saule#atsiliepimai'],
    ['  /paskyra  ', '/paskyra'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'paskyra',
    '/\t/evil.example',
    '/prisijungti',
    '/prisijungti/patvirtinimas',
    '/registracija?x=1',
  ])('falls back for %s', (raw) => {
    expect(safeReturnPath(raw as string | null | undefined)).toBe('/paskyra');
  });

  it('lets the caller choose the fallback', () => {
    expect(safeReturnPath('//x', '/')).toBe('/');
  });
});

describe('sign-in links', () => {
  it('carries the return path only when it is not the default', () => {
    expect(signInPath('/paskyra')).toBe('/prisijungti');
    expect(signInPath('/paskyra/saugumas')).toBe('/prisijungti?grizti=%2Fpaskyra%2Fsaugumas');
    expect(signInPath('https://evil.example')).toBe('/prisijungti');
    expect(withReturnPath('/registracija', '/naujas-vizitas/saule')).toBe(
      '/registracija?grizti=%2Fnaujas-vizitas%2Fsaule',
    );
    expect(withReturnPath('/registracija', '/paskyra')).toBe('/registracija');
  });
});
