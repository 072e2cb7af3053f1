/**
 * A length of time the way salons write it: `45 min.`, `1 val.`, `1 val. 30 min.`.
 *
 * - `plain` (admin pages): ordinary spaces.
 * - `inText` (public pages): number and unit joined by a no-break space, so a line never ends between them.
 *
 * One abbreviation everywhere (`min.`), so a service reads the same in the booking flow and on its page.
 */
export type DurationStyle = 'plain' | 'inText';

export function formatDuration(minutes: number, style: DurationStyle = 'plain'): string {
  const space = style === 'plain' ? ' ' : '\u00A0';
  const min = 'min.';
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}${space}${min}`;
  if (rest === 0) return `${hours}${space}val.`;
  return `${hours}${space}val. ${rest}${space}${min}`;
}
