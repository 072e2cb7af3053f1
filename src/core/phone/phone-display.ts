// Showing and linking a stored number needs no phone library: pages that only display numbers import this
// module, so the library and its metadata reach the browser only where a number is typed.

export const PHONE_PLACEHOLDER_LT = '+370 XXX XXXXX';

/**
 * A stored number for reading: `+370 655 12345` (mobile), `+370 5 212 3456` (Vilnius), `+370 37 123 456`
 * (other cities), grouped by pattern so a page that only shows numbers does not need the phone library. Other countries' numbers are shown as stored; no number is ''.
 */
export function formatPhone(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/[^\d+]/g, '');
  const mobile = /^\+370(6\d{2})(\d{5})$/.exec(digits);
  if (mobile) return `+370 ${mobile[1]} ${mobile[2]}`;
  const vilnius = /^\+3705(\d{3})(\d{4})$/.exec(digits);
  if (vilnius) return `+370 5 ${vilnius[1]} ${vilnius[2]}`;
  const city = /^\+370(\d{2})(\d{3})(\d{3})$/.exec(digits);
  if (city) return `+370 ${city[1]} ${city[2]} ${city[3]}`;
  return phone;
}

/** The `tel:` link of a number as stored or as shown (`+370 655 12345` → `tel:+37065512345`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
