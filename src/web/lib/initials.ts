/** The letter of a logo without a picture: a name's first letter, upper-case; `?` for a blank name. */
export function firstLetterOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('lt') || '?';
}

/**
 * The letters of an avatar without a photo: the first letters of a name's first and last words
 * (`RP` for "Rūta Petrauskienė", `ŠŽ` for "Šarūnas Antanas Žukas"), `?` for a blank name.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toLocaleUpperCase('lt') ?? '');
  if (letters.length === 0) return '?';
  return letters.length === 1 ? (letters[0] ?? '?') : `${letters[0]}${letters.at(-1)}`;
}
