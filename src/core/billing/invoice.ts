/**
 * The platform's invoices for the monthly fee: which month an issue date bills, the lines of the fee, the
 * VAT in them, and how numbers follow each other in a series. Pure: the caller gives the date, the fee and
 * whether the platform charges VAT.
 *
 * The fee is a price with VAT included (monthly-fee.ts), so the VAT is taken out of each line, never added
 * on top: what the business pays is the fee the billing page shows. A platform that is not a VAT payer
 * issues a plain "Sąskaita faktūra" for the same amount without VAT.
 */
import { calendarDate, calendarDateParts, daysInMonth } from '../time/calendar-date.ts';
import type { MonthlyFee } from './monthly-fee.ts';

export type InvoiceKind = 'invoice' | 'credit_note';

/** One line as it is billed: a service, a quantity and the price of one, VAT included. */
export interface FeeItem {
  description: string;
  quantity: number;
  unitGrossCents: number;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The price of one without VAT (rounded to the cent). */
  unitNetCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  /** Null when VAT is not charged (the seller is not a VAT payer). */
  vatRatePercent: number | null;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** The month an invoice issued on `issuedOn` bills: the whole calendar month before it. */
export function billedMonth(issuedOn: string): { periodFrom: string; periodTo: string } {
  const parts = calendarDateParts(issuedOn);
  if (!parts) throw new RangeError(`Not a date: ${issuedOn}`);
  const year = parts.month === 1 ? parts.year - 1 : parts.year;
  const month = parts.month === 1 ? 12 : parts.month - 1;
  return {
    periodFrom: calendarDate(year, month, 1),
    periodTo: calendarDate(year, month, daysInMonth(year, month)),
  };
}

/** The lines of a monthly fee: the plan, and the active specialists when there are any. */
export function feeItems(fee: Pick<MonthlyFee, 'plan' | 'activeSpecialists'>): FeeItem[] {
  const items: FeeItem[] = [
    {
      description: `Platformos mėnesio mokestis, planas „${fee.plan.name}“`,
      quantity: 1,
      unitGrossCents: fee.plan.baseFeeCents,
    },
  ];
  if (fee.activeSpecialists > 0) {
    items.push({
      description: `Aktyvus specialistas, planas „${fee.plan.name}“`,
      quantity: fee.activeSpecialists,
      unitGrossCents: fee.plan.perSpecialistCents,
    });
  }
  return items;
}

/** The net part of a price with VAT included, to the cent (half a cent rounds up). */
export function netOfGross(grossCents: number, vatRatePercent: number): number {
  return Math.round((grossCents * 100) / (100 + vatRatePercent));
}

/**
 * The lines and totals. Each line's VAT is its price with VAT less the net part of it, so the lines add up
 * to exactly the fee, and the totals are the sums of the lines.
 */
export function invoiceTotals(items: readonly FeeItem[], vatRatePercent: number | null): InvoiceTotals {
  if (vatRatePercent !== null && !(vatRatePercent >= 0 && vatRatePercent < 100)) {
    throw new RangeError(`A VAT rate is a percentage from 0 to 100, got ${String(vatRatePercent)}`);
  }
  const lines = items.map((item): InvoiceLine => {
    if (!Number.isSafeInteger(item.quantity) || !Number.isSafeInteger(item.unitGrossCents)) {
      throw new RangeError('Quantities and prices are whole numbers (cents).');
    }
    const grossCents = item.quantity * item.unitGrossCents;
    const netCents = vatRatePercent === null ? grossCents : netOfGross(grossCents, vatRatePercent);
    return {
      description: item.description,
      quantity: item.quantity,
      unitNetCents:
        vatRatePercent === null ? item.unitGrossCents : netOfGross(item.unitGrossCents, vatRatePercent),
      netCents,
      vatCents: grossCents - netCents,
      grossCents,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    vatRatePercent,
    netCents: sum((line) => line.netCents),
    vatCents: sum((line) => line.vatCents),
    totalCents: sum((line) => line.grossCents),
  };
}

/** A credit note's lines: the original's, with the quantities (and so every amount) negative. */
export function creditNoteTotals(original: InvoiceTotals): InvoiceTotals {
  const lines = original.lines.map((line) => ({
    ...line,
    quantity: -line.quantity,
    netCents: -line.netCents,
    vatCents: -line.vatCents,
    grossCents: -line.grossCents,
  }));
  return {
    lines,
    vatRatePercent: original.vatRatePercent,
    netCents: -original.netCents,
    vatCents: -original.vatCents,
    totalCents: -original.totalCents,
  };
}

/**
 * The number after `last` in a series (1 for the first). Numbers are taken from the series' counter in the
 * transaction that writes the invoice, so a rolled-back issue gives its number back: no gaps.
 */
export function nextInvoiceNumber(last: number | null | undefined): number {
  if (last === null || last === undefined) return 1;
  if (!Number.isSafeInteger(last) || last < 0) throw new RangeError(`Not an invoice number: ${String(last)}`);
  return last + 1;
}

/** Whether a series' numbers run 1, 2, 3 … with none missing and none twice (in any order). */
export function isGaplessSeries(numbers: readonly number[]): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.every((number, index) => number === index + 1);
}

/** A series is Latin capitals and digits, 1–10 characters (it is part of the file name too). */
export const INVOICE_SERIES_PATTERN = /^[A-Z0-9]{1,10}$/;

/** The number as printed: six digits, zeros in front. */
export function formatInvoiceNumber(number: number): string {
  return String(number).padStart(6, '0');
}

/** The heading's second line: `Serija GL Nr. 000012`. */
export function invoiceSeriesLine(series: string, number: number): string {
  return `Serija ${series} Nr. ${formatInvoiceNumber(number)}`;
}

/** The document's title by its kind and whether VAT is charged. */
export function invoiceTitle(kind: InvoiceKind, vatCharged: boolean): string {
  if (kind === 'credit_note')
    return vatCharged ? 'Kreditinė PVM sąskaita faktūra' : 'Kreditinė sąskaita faktūra';
  return vatCharged ? 'PVM sąskaita faktūra' : 'Sąskaita faktūra';
}

/** The file name of the PDF: `saskaita-GL-000012.pdf`. */
export function invoiceFileName(series: string, number: number): string {
  return `saskaita-${series}-${formatInvoiceNumber(number)}.pdf`;
}
