import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { checkAddress, controlCharacterPath, decodedPathSegments } from './request-input.ts';

const refusalOf = (url: string): AppError | null => {
  try {
    checkAddress(new URL(url, 'http://localhost'));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

describe('controlCharacterPath', () => {
  it('finds a control character in any string of a JSON value, and names where', () => {
    expect(controlCharacterPath({ business: '\u0000' })).toBe('business');
    expect(controlCharacterPath({ a: { b: ['ok', 'x\u0007y'] } })).toBe('a.b.1');
    expect(controlCharacterPath('\u007f')).toBe('_');
    expect(controlCharacterPath({ ['na\u0000me']: 'x' })).toBe('_');
  });

  it('lets multi-line text, other scripts and non-strings through', () => {
    expect(controlCharacterPath({ note: 'Eilutė\nkita\r\n\ttęsinys', n: 5, b: true, x: null })).toBeNull();
    expect(controlCharacterPath(['ąčęėįšųūž', '😀', '\u0080\u00a0'])).toBeNull();
  });

  it('walks a value nested deeper than the call stack would allow', () => {
    let deep: unknown = '\u0001';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(controlCharacterPath(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('checkAddress', () => {
  it('passes ordinary addresses, Lithuanian letters included', () => {
    expect(refusalOf('/apie/saule')).toBeNull();
    expect(refusalOf('/grozio-specialistai/kirpejai/vilnius?q=%C5%A1ukuosena&puslapis=2')).toBeNull();
    expect(refusalOf('/api/public/business/search?q=a+b%20c')).toBeNull();
  });

  it.each([
    ['/api/public/business/abc%00def', undefined],
    ['/apie/%00', undefined],
    ['/apie/%7F', undefined],
    ['/apie/a%0Ab', undefined],
    ['/api/admin/appointments?q=%00', 'q'],
    ['/api/admin/appointments?q=a%09b', 'q'],
    ['/api/admin/appointments?%01=x', undefined],
  ])('refuses %s with a 400 in Lithuanian', (url, field) => {
    const refusal = refusalOf(url);
    expect(refusal?.status).toBe(400);
    expect(refusal?.message).toMatch(/neleistinų valdymo simbolių/);
    expect(refusal?.fields).toEqual(
      field ? { [field]: expect.stringMatching(/valdymo simbolių/) } : undefined,
    );
  });

  it('refuses a malformed percent escape', () => {
    expect(refusalOf('/apie/%E0%A4%A')?.message).toMatch(/^Adresas sugadintas/);
    expect(decodedPathSegments('/apie/%E0%A4%A')).toBeNull();
    expect(decodedPathSegments('/a%2Fb/%C4%85')).toEqual(['', 'a/b', 'ą']);
  });
});
