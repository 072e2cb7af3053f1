/**
 * Lithuanian plural forms: 1 vizitas, 2 vizitai, 10 vizitų.
 *
 * `Intl.PluralRules('lt')` has four categories:
 * - `one`:   n % 10 = 1 and n % 100 ∉ 11..19 → 1, 21, 101 vizitas
 * - `few`:   n % 10 = 2..9 and n % 100 ∉ 11..19 → 2, 9, 22 vizitai
 * - `other`: n % 10 = 0 or n % 100 ∈ 11..19 → 0, 10, 11, 19, 20 vizitų (the genitive plural, our `many` form)
 * - `many`:  numbers with a fraction (1,5) → Lithuanian uses the genitive singular ("1,5 vizito"):
 *            the optional `fraction` form; without it, the `many` form.
 */

export type LithuanianPluralForms = {
  /** 1, 21, 101: "vizitas" */
  one: string;
  /** 2–9, 22–29: "vizitai" */
  few: string;
  /** 0, 10–20, 30: "vizitų" */
  many: string;
  /** 1,5: "vizito" (optional; defaults to `many`) */
  fraction?: string;
};

const rules = new Intl.PluralRules('lt');
const numberFormat = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 2 });

export function pluralLt(n: number, forms: LithuanianPluralForms): string {
  switch (rules.select(n)) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'many':
      return forms.fraction ?? forms.many;
    default:
      return forms.many;
  }
}

/**
 * `1 vizitas`, `2 vizitai`, `10 vizitų`, `1 250 vizitų`. The number is written the Lithuanian way
 * (no-break space as thousands separator, decimal comma, at most two decimals) and joined to the
 * noun with a no-break space, so the pair never wraps apart.
 */
export function formatCount(n: number, forms: LithuanianPluralForms): string {
  const digits = numberFormat.format(n).replace(/[\s\u202F]/g, '\u00A0');
  return `${digits}\u00A0${pluralLt(n, forms)}`;
}
