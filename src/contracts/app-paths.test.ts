import { describe, expect, it } from 'vitest';
import { appPath, appSlugOfPath, ownDomainAppPath } from './app-paths.ts';

describe('appPath', () => {
  it("maps the website's client pages to their twins inside the app", () => {
    expect(appPath('/mano-vizitai', 'saule')).toBe('/saule/mano-vizitai');
    expect(appPath('/mano-vizitai?rodinys=praeje', 'saule')).toBe('/saule/mano-vizitai?rodinys=praeje');
    expect(appPath('/paskyra/saugumas', 'saule')).toBe('/saule/paskyra/saugumas');
    expect(appPath('/paskyra#el-pastas', 'saule')).toBe('/saule/paskyra#el-pastas');
    expect(appPath('/prisijungti?grizti=%2Fsaule%2Fpaskyra', 'saule')).toBe(
      '/saule/prisijungti?grizti=%2Fsaule%2Fpaskyra',
    );
    expect(appPath('/registracija', 'saule')).toBe('/saule/registracija');
    expect(appPath('/naujas-vizitas/saule?paslauga=1', 'saule')).toBe('/saule/naujas-vizitas?paslauga=1');
    expect(appPath('/naujas-vizitas', 'saule')).toBe('/saule/naujas-vizitas');
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
  it('leads the root and the pages with a twin into the app', () => {
    expect(ownDomainAppPath('/', 'saule')).toBe('/saule/');
    expect(ownDomainAppPath('/?utm_source=qr', 'saule')).toBe('/saule/?utm_source=qr');
    expect(ownDomainAppPath('/mano-vizitai?rodinys=praeje', 'saule')).toBe(
      '/saule/mano-vizitai?rodinys=praeje',
    );
    expect(ownDomainAppPath('/paskyra/', 'saule')).toBe('/saule/paskyra');
    expect(ownDomainAppPath('/paskyra/saugumas', 'saule')).toBe('/saule/paskyra/saugumas');
    expect(ownDomainAppPath('/prisijungti?grizti=%2Fsaule%2F', 'saule')).toBe(
      '/saule/prisijungti?grizti=%2Fsaule%2F',
    );
    expect(ownDomainAppPath('/registracija', 'saule')).toBe('/saule/registracija');
    expect(ownDomainAppPath('/naujas-vizitas', 'saule')).toBe('/saule/naujas-vizitas');
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
