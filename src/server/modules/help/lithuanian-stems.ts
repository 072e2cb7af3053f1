// Lithuanian word forms for the help search: "perkelti" finds "perkelsite", "Velykos" finds "Velykų",
// "kirpimas" finds "kirpimo". Words are reduced to their stems by Snowball's Lithuanian stemmer (from
// @orama/stemmers), then folded like the rest of the search (case and diacritics ignored).
import { stemmer } from '@orama/stemmers/lithuanian';
import { foldSearchText } from '../catalog/search-text.ts';

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded stem of one word. */
export function stemOf(word: string): string {
  return foldSearchText(stemmer(word.toLocaleLowerCase('lt')));
}

/** The folded stems of every word of a text. */
export function stemsOf(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).map(stemOf));
}

/** The query's words (at most `max`), each as its folded form and its stem. */
export function queryWords(q: string, max: number): { folded: string; stem: string }[] {
  return (q.match(WORD) ?? [])
    .slice(0, max)
    .map((word) => ({ folded: foldSearchText(word), stem: stemOf(word) }));
}
