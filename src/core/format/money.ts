/**
 * Euro amounts as Lithuanians write them: `25,00 €`, `1 250,00 €`, `−5,00 €`.
 *
 * Every space in the output (thousands separator and the one before `€`) is a no-break space
 * U+00A0, whatever the ICU build emits (some use U+202F or U+0020), so an amount never wraps.
 * Negative amounts keep Intl's minus sign U+2212.
 */

const euro = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR' });

export const NO_BREAK_SPACE = '\u00A0';

/** Formats a whole number of euro cents. Non-integers and non-finite numbers throw a RangeError. */
export function formatEuro(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money is counted in whole cents, got ${String(cents)}`);
  }
  // Build the exact decimal string instead of dividing by 100, so no binary rounding is involved.
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return euro.format(decimal as `${number}`).replace(/[\s\u202F]/g, NO_BREAK_SPACE);
}
