import { describe, expect, it } from 'vitest';
import { appPath, appSlugOfPath, ownDomainAppPath } from './app-paths.ts';

/** Website pages with a twin inside the app, and the twin: both appPath and ownDomainAppPath lead there. */
const TWINS = [
  ['/mano-vizitai', '/saule/mano-vizitai'],
  ['/mano-vizitai?rodinys=praeje', '/saule/mano-vizitai?rodinys=praeje'],
  ['/paskyra/saugumas', '/saule/paskyra/saugumas'],
  ['/paskyra#el-pastas', '/saule/paskyra#el-pastas'],
  ['/prisijungti?grizti=%2Fsaule%2Fpaskyra', '/saule/prisijungti?grizti=%2Fsaule%2Fpaskyra'],
  ['/registracija', '/saule/registracija'],
  ['/naujas-vizitas/saule?paslauga=1', '/saule/naujas-vizitas?paslauga=1'],
  ['/naujas-vizitas', '/saule/naujas-vizitas'],
] as const;

describe('appPath', () => {
  it.each(TWINS)("maps the website's client page %j to its twin %j inside the app", (page, twin) => {
    expect(appPath(page, 'saule')).toBe(twin);
  });

  it('leaves other pages, other businesses and the website alone', () => {
    expect(appPath('/apie/saule', 'saule')).toBe('/apie/saule');
    expect(appPath('/naujas-vizitas/kita', 'saule')).toBe('/naujas-vizitas/kita');
    expect(appPath('/paskyros', 'saule')).toBe('/paskyros');
    expect(appPath('/mano-vizitai', null)).toBe('/mano-vizitai');
  });
});

describe('appSlugOfPath', () => {
  it('tells an app page from a website page with the same slug parameter', () => {
    expect(appSlugOfPath('/saule/mano-vizitai', 'saule')).toBe('saule');
    expect(appSlugOfPath('/saule', 'saule')).toBe('saule');
    expect(appSlugOfPath('/naujas-vizitas/saule', 'saule')).toBeNull();
    expect(appSlugOfPath('/mano-vizitai', undefined)).toBeNull();
  });
});

describe('ownDomainAppPath', () => {
  it.each(TWINS)('leads the page %j with a twin into the app, to %j', (page, twin) => {
    expect(ownDomainAppPath(page, 'saule')).toBe(twin);
  });

  it('leads the root, a page with a trailing slash and the own booking page into the app', () => {
    expect(ownDomainAppPath('/', 'saule')).toBe('/saule/');
    expect(ownDomainAppPath('/?utm_source=qr', 'saule')).toBe('/saule/?utm_source=qr');
    expect(ownDomainAppPath('/paskyra/', 'saule')).toBe('/saule/paskyra');
    expect(ownDomainAppPath('/prisijungti?grizti=%2Fsaule%2F', 'saule')).toBe(
      '/saule/prisijungti?grizti=%2Fsaule%2F',
    );
    expect(ownDomainAppPath('/naujas-vizitas/saule', 'saule')).toBe('/saule/naujas-vizitas');
  });

  it('leaves the app itself, pages without a twin and other businesses alone', () => {
    expect(ownDomainAppPath('/saule/', 'saule')).toBeNull();
    expect(ownDomainAppPath('/saule/mano-vizitai', 'saule')).toBeNull();
    expect(ownDomainAppPath('/prisijungti/patvirtinimas', 'saule')).toBeNull();
    expect(ownDomainAppPath('/pamirsau-slaptazodi', 'saule')).toBeNull();
    expect(ownDomainAppPath('/naujas-vizitas/kita', 'saule')).toBeNull();
    expect(ownDomainAppPath('/apie/saule', 'saule')).toBeNull();
    expect(ownDomainAppPath('/paskyros', 'saule')).toBeNull();
  });
});
