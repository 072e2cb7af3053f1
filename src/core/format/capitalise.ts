/** The text with its first letter upper-case, by Lithuanian rules: a weekday or month starting a heading. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('lt') + text.slice(1);
}
