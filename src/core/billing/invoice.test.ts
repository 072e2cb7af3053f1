import { describe, expect, it } from 'vitest';
import {
  billedMonth,
  creditNoteTotals,
  feeItems,
  invoiceSeriesLine,
  invoiceTitle,
  invoiceTotals,
  isGaplessSeries,
  netOfGross,
  nextInvoiceNumber,
} from './invoice.ts';
import { monthlyFee } from './monthly-fee.ts';

describe('billedMonth', () => {
  it('is the whole month before the issue date', () => {
    expect(billedMonth('2026-12-01')).toEqual({ periodFrom: '2026-11-01', periodTo: '2026-11-30' });
    expect(billedMonth('2026-03-01')).toEqual({ periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    expect(billedMonth('2028-03-15')).toEqual({ periodFrom: '2028-02-01', periodTo: '2028-02-29' });
  });

  it('goes back over the new year', () => {
    expect(billedMonth('2027-01-01')).toEqual({ periodFrom: '2026-12-01', periodTo: '2026-12-31' });
  });
});

describe('VAT taken out of the fee', () => {
  it('splits a price with 21 % VAT into net and VAT that add up to it', () => {
    expect(netOfGross(1900, 21)).toBe(1570);
    const totals = invoiceTotals(feeItems(monthlyFee({ planCode: 'standard', activeSpecialists: 3 })), 21);
    expect(totals.lines).toEqual([
      {
        description: 'Platformos mėnesio mokestis, planas „Standartinis“',
        quantity: 1,
        unitNetCents: 1570,
        netCents: 1570,
        vatCents: 330,
        grossCents: 1900,
      },
      {
        description: 'Aktyvus specialistas, planas „Standartinis“',
        quantity: 3,
        unitNetCents: 826,
        netCents: 2479,
        vatCents: 521,
        grossCents: 3000,
      },
    ]);
    expect(totals).toMatchObject({ netCents: 4049, vatCents: 851, totalCents: 4900, vatRatePercent: 21 });
  });

  it('always totals exactly the monthly fee, whatever the rate', () => {
    for (const rate of [0, 5, 9, 21, 25]) {
      for (let specialists = 0; specialists <= 12; specialists++) {
        const fee = monthlyFee({ planCode: 'premium', activeSpecialists: specialists });
        const totals = invoiceTotals(feeItems(fee), rate);
        expect(totals.totalCents).toBe(fee.amountCents);
        expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
      }
    }
  });

  it('charges no VAT when the seller is not a VAT payer', () => {
    const totals = invoiceTotals(feeItems(monthlyFee({ planCode: 'premium', activeSpecialists: 1 })), null);
    expect(totals).toMatchObject({ vatRatePercent: null, vatCents: 0, netCents: 4700, totalCents: 4700 });
  });

  it('leaves out the specialists line when there are none', () => {
    expect(feeItems(monthlyFee({ planCode: 'standard', activeSpecialists: 0 }))).toHaveLength(1);
  });

  it('refuses a rate that is not a percentage', () => {
    expect(() => invoiceTotals([], 100)).toThrow(RangeError);
    expect(() => invoiceTotals([], -1)).toThrow(RangeError);
  });

  it('turns every amount negative on a credit note', () => {
    const original = invoiceTotals(feeItems(monthlyFee({ planCode: 'standard', activeSpecialists: 1 })), 21);
    const credit = creditNoteTotals(original);
    expect(credit).toMatchObject({
      totalCents: -2900,
      vatCents: -original.vatCents,
      netCents: -original.netCents,
    });
    expect(credit.lines.map((line) => line.quantity)).toEqual([-1, -1]);
  });
});

describe('numbering', () => {
  it('starts at 1 and adds one', () => {
    expect(nextInvoiceNumber(null)).toBe(1);
    expect(nextInvoiceNumber(41)).toBe(42);
    expect(() => nextInvoiceNumber(-3)).toThrow(RangeError);
  });

  it('knows a series with a gap or a repeat', () => {
    expect(isGaplessSeries([3, 1, 2])).toBe(true);
    expect(isGaplessSeries([])).toBe(true);
    expect(isGaplessSeries([1, 3])).toBe(false);
    expect(isGaplessSeries([1, 2, 2])).toBe(false);
  });

  it('prints the series line and the title', () => {
    expect(invoiceSeriesLine('GL', 12)).toBe('Serija GL Nr. 000012');
    expect(invoiceTitle('invoice', true)).toBe('PVM sąskaita faktūra');
    expect(invoiceTitle('invoice', false)).toBe('Sąskaita faktūra');
    expect(invoiceTitle('credit_note', false)).toBe('Kreditinė sąskaita faktūra');
  });
});
