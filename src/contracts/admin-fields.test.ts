import { describe, expect, it } from 'vitest';
import { serviceFields } from './admin-team.ts';

describe('whole-number form fields', () => {
  it('words a value that is no number apart from one out of range', () => {
    const price = serviceFields.priceCents;
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('Kainą įveskite skaičiumi, pvz., 25,00.');
    expect(price.safeParse('-5').error?.issues[0]?.message).toBe('Kaina turi būti nuo 0,00 iki 10 000,00 €.');
    expect(price.safeParse('2500').data).toBe(2500);
  });
});
