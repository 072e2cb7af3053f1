// Diacritics- and case-insensitive matching without the `unaccent` extension: the database folds a column
// with lower() + translate(), the query text is folded here the same way, and the two meet in LIKE.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Upper and lower case both: lower() leaves non-ASCII letters alone under the C locale (PGlite's default).
const ACCENTED =
  'ĄČĘĖĮŠŲŪŽąčęėįšųūžÀÁÂÄÃÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÖÕØŌÙÚÛÜŪÝŸÑÇĆŁŃŚŹŻĢĶĻŅàáâäãåāèéêëēìíîïīòóôöõøōùúûüūýÿñçćłńśźżģķļņ';

/** Lowercase ASCII-ish text: "Grožio studija SAULĖ" -> "grozio studija saule". */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .toLowerCase();
}

const FOLD_FROM = [...ACCENTED].join('');
const FOLD_TO = [...ACCENTED].map((ch) => foldSearchText(ch)).join('');
// translate() maps character by character: both lists must be equally long.
if ([...FOLD_TO].length !== [...FOLD_FROM].length) throw new Error('Search folding table is out of step');

/** The database twin of foldSearchText for one column. */
export function foldedColumn(column: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;
}

/** At most a few words, folded; empty when there is nothing to search for. */
export function searchTokens(q: string | undefined, maxTokens = 5): string[] {
  if (!q) return [];
  return foldSearchText(q)
    .split(/[\s,.;:!?"'„“()]+/u)
    .filter((token) => token.length > 0)
    .slice(0, maxTokens);
}

/** `%token%` with LIKE's own wildcards escaped (backslash is LIKE's default escape character). */
export function containsPattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
