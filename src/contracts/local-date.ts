import { z } from './zod.ts';
import { DATE_FORMAT_MESSAGE, isLocalDate } from '../core/schedules/date-range.ts';

/** Years a calendar date can be about; anything else is a typo (and outside what the engine takes). */
export const CALENDAR_YEARS = { min: 2000, max: 2999 } as const;
export const NO_SUCH_DATE_MESSAGE = 'Tokios datos kalendoriuje nėra.';

/** Whether a text starting with a four-digit year names a year the calendar knows. */
export function isCalendarYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

/** An instant with an offset (or Z) in a calendar year the calendar knows: a visit's or a block's time. */
export const calendarInstant = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(isCalendarYear, error);

/**
 * Every `YYYY-MM-DD` date the API and the pages take (query, path or body): the format, then a day that
 * exists (no 2026-02-30, no month 13) in a year the calendar knows. Nothing past it throws on a bad date.
 */
export const localDateSchema = z
  .string({ error: DATE_FORMAT_MESSAGE })
  .min(1, 'Pasirinkite datą.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT_MESSAGE)
  .refine((value) => isLocalDate(value) && isCalendarYear(value), NO_SUCH_DATE_MESSAGE);
