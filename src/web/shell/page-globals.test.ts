import { describe, expect, it } from 'vitest';
import { pageGlobalsScript, publicBusiness, scriptSafeJson, urlParamsOf } from './page-globals.tsx';

const business = {
  id: 'b1',
  slug: 'saule',
  name: 'Saulė </script>',
  logo: null,
  domain: null,
  onboarded: true,
};

describe('page globals', () => {
  it('escapes what could end the script', () => {
    expect(scriptSafeJson('</script><!--')).toBe('"\\u003c/script\\u003e\\u003c!--"');
    expect(scriptSafeJson('a\u2028b')).toBe('"a\\u2028b"');
  });

  it('keeps only the public business fields', () => {
    const leaky = { ...business, ownerEmail: 'x@y.lt' } as typeof business;
    expect(Object.keys(publicBusiness(leaky) ?? {})).toEqual([
      'id',
      'slug',
      'name',
      'logo',
      'domain',
      'onboarded',
    ]);
  });

  it('sets the globals when the script runs', () => {
    const win: Record<string, unknown> = { location: { search: '?pranesimai&a=1' } };
    const script = pageGlobalsScript({
      business,
      user: { id: 'u1', name: 'Ona' },
      successMessages: ['Gerai'],
      errorMessages: [],
    });
    new Function('window', script)(win);
    expect(win.business).toEqual(business);
    expect(win.user).toEqual({ id: 'u1', name: 'Ona' });
    expect(win.successMessages).toEqual(['Gerai']);
    expect(win.errorMessages).toEqual([]);
    expect(win.urlParams).toEqual({ pranesimai: '', a: '1' });
  });

  it('leaves business and user out for an anonymous website page', () => {
    const win: Record<string, unknown> = { location: { search: '' }, business: {}, user: {} };
    new Function(
      'window',
      pageGlobalsScript({ business: null, user: null, successMessages: [], errorMessages: [] }),
    )(win);
    expect('business' in win).toBe(false);
    expect('user' in win).toBe(false);
    expect(urlParamsOf('?x=1&x=2')).toEqual({ x: '2' });
  });
});
