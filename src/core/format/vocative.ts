// Greeting people by first name in the vocative ("Sveiki, Pauliau!"), from the regular endings of
// Lithuanian first names. A name the rules do not cover (a foreign name, initials, digits) gets the
// neutral greeting rather than a wrong form.
import { capitalise } from './capitalise.ts';

/** Ending of the nominative -> ending of the vocative, the longest ending first. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['ius', 'iau'], // Paulius -> Pauliau
  ['jas', 'jau'], // Tobijas -> Tobijau
  ['as', 'ai'], // Vytautas -> Vytautai
  ['ys', 'y'], // Kazys -> Kazy
  ['is', 'i'], // Kęstutis -> Kęstuti
  ['us', 'au'], // Pranciškus -> Pranciškau
  ['ė', 'e'], // Eglė -> Egle
  ['a', 'a'], // Rasa -> Rasa
];

const LITHUANIAN_WORD = /^[a-ząčęėįšųūž]{2,}$/;

/** The vocative of a Lithuanian first name ("Vytautas" -> "Vytautai"), or null when unsure. */
export function lithuanianVocative(firstName: string): string | null {
  const lower = firstName.trim().toLocaleLowerCase('lt');
  if (!LITHUANIAN_WORD.test(lower)) return null;
  for (const [nominative, vocative] of ENDINGS) {
    if (lower.endsWith(nominative) && lower.length > nominative.length) {
      const form = lower.slice(0, lower.length - nominative.length) + vocative;
      return capitalise(form);
    }
  }
  return null;
}

/** "Sveiki, Ieva!" from "Ieva Petraitė"; "Sveiki!" when the first name does not fit the rules. */
export function greeting(fullName: string | null | undefined): string {
  const firstName = (fullName ?? '').trim().split(/\s+/)[0] ?? '';
  const vocative = lithuanianVocative(firstName);
  return vocative ? `Sveiki, ${vocative}!` : 'Sveiki!';
}
