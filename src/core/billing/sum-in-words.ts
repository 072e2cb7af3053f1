/**
 * An amount of euro cents in Lithuanian words, as an invoice writes it under "Suma žodžiais":
 * `12050` → `vienas šimtas dvidešimt eurų 50 ct`. The euros are words, the cents two digits. The
 * hundreds are counted out ("vienas šimtas", "du šimtai"), as accountants write it so nothing can be
 * added in front. A negative amount (a credit note) starts with "minus".
 */
import { pluralLt } from '../format/plural.ts';

const UNITS = ['', 'vienas', 'du', 'trys', 'keturi', 'penki', 'šeši', 'septyni', 'aštuoni', 'devyni'];
const TEENS = [
  'dešimt',
  'vienuolika',
  'dvylika',
  'trylika',
  'keturiolika',
  'penkiolika',
  'šešiolika',
  'septyniolika',
  'aštuoniolika',
  'devyniolika',
];
const TENS = [
  '',
  '',
  'dvidešimt',
  'trisdešimt',
  'keturiasdešimt',
  'penkiasdešimt',
  'šešiasdešimt',
  'septyniasdešimt',
  'aštuoniasdešimt',
  'devyniasdešimt',
];

const SCALES = [
  { value: 1_000_000_000, forms: { one: 'milijardas', few: 'milijardai', many: 'milijardų' } },
  { value: 1_000_000, forms: { one: 'milijonas', few: 'milijonai', many: 'milijonų' } },
  { value: 1_000, forms: { one: 'tūkstantis', few: 'tūkstančiai', many: 'tūkstančių' } },
] as const;

/** 1–999 in words. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.trunc(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(UNITS[hundreds]!, hundreds === 1 ? 'šimtas' : 'šimtai');
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    if (rest >= 20) words.push(TENS[Math.trunc(rest / 10)]!);
    if (rest % 10 > 0) words.push(UNITS[rest % 10]!);
  }
  return words;
}

/** A whole number ≥ 0 in Lithuanian words (masculine, nominative): `121` → `vienas šimtas dvidešimt vienas`. */
export function numberInWordsLt(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`Only whole numbers ≥ 0 are written in words, got ${String(n)}`);
  }
  if (n === 0) return 'nulis';
  const words: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.trunc(rest / scale.value);
    if (count > 0) words.push(...numberInWordsLt(count).split(' '), pluralLt(count, scale.forms));
    rest %= scale.value;
  }
  if (rest > 0) words.push(...belowThousand(rest));
  return words.join(' ');
}

/** `12050` → `vienas šimtas dvidešimt eurų 50 ct`; `-2900` → `minus dvidešimt devyni eurai 00 ct`. */
export function sumInWordsLt(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money is counted in whole cents, got ${String(cents)}`);
  }
  const abs = Math.abs(cents);
  const euros = Math.trunc(abs / 100);
  const euroWord = pluralLt(euros, { one: 'euras', few: 'eurai', many: 'eurų' });
  const words = `${numberInWordsLt(euros)} ${euroWord} ${String(abs % 100).padStart(2, '0')} ct`;
  return cents < 0 ? `minus ${words}` : words;
}
