// The controlled clock of the second e2e server (playwright.config.ts): specs whose expectations depend on the
// day and hour (free times "today") run there, at a known instant, whatever the real time of the run.

/**
 * Where the clock starts: a Tuesday afternoon in Vilnius, not a public holiday, when every demo salon is open
 * and most of the day's times are still ahead.
 */
export const E2E_CLOCK_START = '2026-12-08T14:00:00+02:00';

/** A clock that reads `start` at the real instant `anchor` (ms since the epoch) and runs on from there. */
export interface E2eClock {
  start: string;
  anchor: number;
}

/** The instant the clock reads now. */
export function clockNow({ start, anchor }: E2eClock): Date {
  return new Date(Date.parse(start) + (Date.now() - anchor));
}
