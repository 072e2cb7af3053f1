import { describe, expect, it } from 'vitest';
import { givenFields } from './given-fields.ts';

describe('givenFields', () => {
  it('copies the listed fields that were given, null included, in the listed order', () => {
    const patch = { name: 'Rūta', phone: null, email: undefined, notes: 'x' };
    const given = givenFields(patch, ['phone', 'name', 'email']);
    expect(given).toEqual({ phone: null, name: 'Rūta' });
    expect(Object.keys(given)).toEqual(['phone', 'name']);
  });
});
