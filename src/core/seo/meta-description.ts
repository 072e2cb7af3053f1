/**
 * A meta description search engines show whole: at most `max` characters, cut at a word boundary (never in
 * the middle of a word) and closed with an ellipsis when anything was cut. Runs of white space become one.
 */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max); // the ellipsis takes the place of the space before the cut word
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:–—-]+$/u, '')}…`;
}
