import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BILLING_PLANS,
  activeSpecialistsLabel,
  billingPlan,
  mayChangePlan,
  monthlyFee,
} from './monthly-fee.ts';

const NBSP = '\u00A0';

describe('monthlyFee', () => {
  it('bills the standard plan: 19,00 € plus 10,00 € per active specialist', () => {
    const fee = monthlyFee({ planCode: 'standard', activeSpecialists: 1 });
    expect(fee.amountCents).toBe(2900);
    expect(fee.formatted).toBe(`29,00${NBSP}€`);
    expect(fee.plan).toEqual(BILLING_PLANS.standard);
    expect(fee.activeSpecialists).toBe(1);
    expect(fee.breakdown).toEqual([
      { label: 'Planas „Standartinis“', amountCents: 1900, formatted: `19,00${NBSP}€` },
      { label: `1 aktyvus specialistas × 10,00${NBSP}€`, amountCents: 1000, formatted: `10,00${NBSP}€` },
    ]);
  });

  it.each([
    ['standard', 0, 1900],
    ['standard', 3, 4900],
    ['standard', 12, 13900],
    ['premium', 1, 4700],
    ['premium', 3, 6300],
  ])('%s with %d specialists → %d cents', (planCode, activeSpecialists, cents) => {
    expect(monthlyFee({ planCode, activeSpecialists }).amountCents).toBe(cents);
  });

  it('bills an unknown or missing plan as standard', () => {
    expect(monthlyFee({ planCode: 'nera-tokio', activeSpecialists: 2 }).amountCents).toBe(3900);
    expect(monthlyFee({ planCode: null, activeSpecialists: 2 }).plan.code).toBe('standard');
    expect(billingPlan('__proto__').code).toBe('standard');
  });

  it('refuses a negative or fractional number of specialists', () => {
    expect(() => monthlyFee({ planCode: 'standard', activeSpecialists: -1 })).toThrow(RangeError);
    expect(() => monthlyFee({ planCode: 'standard', activeSpecialists: 1.5 })).toThrow(RangeError);
  });

  it('is always the sum of its breakdown and grows with every specialist', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'premium', 'x'),
        fc.integer({ min: 0, max: 500 }),
        (planCode, n) => {
          const fee = monthlyFee({ planCode, activeSpecialists: n });
          expect(fee.amountCents).toBe(fee.breakdown.reduce((sum, l) => sum + l.amountCents, 0));
          expect(monthlyFee({ planCode, activeSpecialists: n + 1 }).amountCents).toBeGreaterThan(
            fee.amountCents,
          );
        },
      ),
    );
  });
});

describe('activeSpecialistsLabel', () => {
  it.each([
    [0, '0 aktyvių specialistų'],
    [1, '1 aktyvus specialistas'],
    [2, '2 aktyvūs specialistai'],
    [10, '10 aktyvių specialistų'],
    [21, '21 aktyvus specialistas'],
  ])('%d → %s', (n, text) => {
    expect(activeSpecialistsLabel(n)).toBe(text);
  });
});

describe('mayChangePlan', () => {
  it('lets the owner and the operator switch the plan, nobody else', () => {
    expect(mayChangePlan('owner')).toBe(true);
    expect(mayChangePlan('operator')).toBe(true);
    expect(mayChangePlan('admin')).toBe(false);
    expect(mayChangePlan('specialist')).toBe(false);
    expect(mayChangePlan(null)).toBe(false);
  });
});
