import { describe, expect, it } from 'vitest';
import { emailVerificationLink, normalizedEmailCode } from './email-code.ts';

describe('normalizedEmailCode', () => {
  it('takes six digits, spaces dropped', () => {
    expect(normalizedEmailCode('042917')).toBe('042917');
    expect(normalizedEmailCode(' 042 917 ')).toBe('042917');
  });

  it('refuses anything else', () => {
    for (const raw of ['', '12345', '1234567', '12a456', '１２３４５６'])
      expect(normalizedEmailCode(raw)).toBeNull();
  });
});

describe('emailVerificationLink', () => {
  const page = '/el-pasto-patvirtinimas';

  it('carries the token and the way back', () => {
    const link = new URL(
      emailVerificationLink(
        'https://grozio.example',
        page,
        'abc.def',
        '/naujas-vizitas/saule?data=2026-12-21&laikas=09:00',
      ),
    );
    expect(link.pathname).toBe(page);
    expect(link.searchParams.get('token')).toBe('abc.def');
    expect(link.searchParams.get('grizti')).toBe('/naujas-vizitas/saule?data=2026-12-21&laikas=09:00');
  });

  it('leaves out a way back that is the page itself or not a path on the site', () => {
    for (const back of [null, page, 'https://evil.example/', '//evil.example/']) {
      const link = new URL(emailVerificationLink('https://grozio.example', page, 't', back));
      expect(link.searchParams.has('grizti')).toBe(false);
    }
  });
});
