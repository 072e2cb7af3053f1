import { describe, expect, it } from 'vitest';
import { capitalise } from './capitalise.ts';

describe('capitalise', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalise('šeštadienis, gruodžio 24 d.')).toBe('Šeštadienis, gruodžio 24 d.');
    expect(capitalise('ąžuolas')).toBe('Ąžuolas');
  });

  it('leaves an empty text empty', () => {
    expect(capitalise('')).toBe('');
  });
});
