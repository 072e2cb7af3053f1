/**
 * Small helpers for the business set-up forms: reading posted fields and the euro amounts people type.
 */

/** The posted text fields (files and repeated keys aside) as a plain object, trimmed of the `intent` key. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The shared form-field reader under the name the operator page imports. */

/** Every value of a repeated field (checkbox group). */
export function listValue(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** A checkbox: present (any value but "false") means on. */
export function checkboxValue(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value !== null && value !== 'false';
}

/**
 * Euros as typed ("25", "25,5", "25.50", "1 250,00 €") → whole cents; NaN when it is not an amount with at
 * most two decimals, so the server's range message is shown.
 */
export function eurosToCents(text: string): number {
  const cleaned = text.replace(/[\s\u00A0\u202F€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → the amount as typed back into the form: 2550 → "25,50". */
export function centsToEuroInput(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}
