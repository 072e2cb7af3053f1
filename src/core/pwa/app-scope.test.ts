import { describe, expect, it } from 'vitest';
import { appScopePath, isOwnDomainHost, linkInsideScope } from './app-scope.ts';

describe('appScopePath', () => {
  it('is /{slug}/ on the marketplace and / on the business own domain', () => {
    expect(appScopePath({ slug: 'saule', domain: null }, 'groziolaikas.lt')).toBe('/saule/');
    expect(appScopePath({ slug: 'saule', domain: 'saule.lt' }, 'groziolaikas.lt')).toBe('/saule/');
    expect(appScopePath({ slug: 'saule', domain: 'saule.lt' }, 'saule.lt')).toBe('/');
    expect(appScopePath({ slug: 'saule', domain: 'saule.lt' }, 'WWW.Saule.lt:8443')).toBe('/');
    expect(appScopePath({ slug: 'saule', domain: 'www.saule.lt' }, 'saule.lt')).toBe('/');
  });

  it('never takes another domain ending alike for the own one', () => {
    expect(isOwnDomainHost('saule.lt', 'nesaule.lt')).toBe(false);
    expect(isOwnDomainHost('saule.lt', 'saule.lt.example.com')).toBe(false);
    expect(isOwnDomainHost('', 'saule.lt')).toBe(false);
    expect(isOwnDomainHost(undefined, 'saule.lt')).toBe(false);
  });
});

describe('linkInsideScope', () => {
  const scope = 'https://groziolaikas.lt/saule/';

  it('resolves a link inside the scope', () => {
    expect(linkInsideScope('/saule/mano-vizitai?id=1', scope)).toBe(
      'https://groziolaikas.lt/saule/mano-vizitai?id=1',
    );
    expect(linkInsideScope('mano-vizitai', scope)).toBe('https://groziolaikas.lt/saule/mano-vizitai');
  });

  it('sends a link outside the scope, to another site or unreadable to the app start', () => {
    expect(linkInsideScope('/kita/mano-vizitai', scope)).toBe(scope);
    expect(linkInsideScope('/saule', scope)).toBe(scope);
    expect(linkInsideScope('https://evil.example/saule/', scope)).toBe(scope);
    expect(linkInsideScope('//evil.example/saule/', scope)).toBe(scope);
    expect(linkInsideScope('javascript:alert(1)', scope)).toBe(scope);
    expect(linkInsideScope('http://[bad', scope)).toBe(scope);
  });

  it('on an own domain the whole site is the app', () => {
    expect(linkInsideScope('/mano-vizitai', 'https://saule.lt/')).toBe('https://saule.lt/mano-vizitai');
  });
});
