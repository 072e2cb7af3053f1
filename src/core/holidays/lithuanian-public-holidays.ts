import type { LocalDate } from '../availability/types.ts';
import { addDays, calendarDate, isoWeekday } from '../time/calendar-date.ts';

export interface PublicHoliday {
  date: string; // 'YYYY-MM-DD'
  name: string; // Lithuanian
}

/**
 * Easter Sunday in the Gregorian calendar (anonymous Gregorian computus, Meeus/Jones/Butcher).
 * Lithuania's public Easter follows the Western (Catholic) date.
 */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

function firstSundayOf(year: number, month: number): LocalDate {
  const first = calendarDate(year, month, 1);
  return addDays(first, (7 - isoWeekday(first)) % 7);
}

function fixed(year: number, month: number, day: number, name: string): PublicHoliday {
  return { date: calendarDate(year, month, day), name };
}

const holidaysByYear = new Map<number, readonly PublicHoliday[]>();

/**
 * Lithuania's public holidays (Darbo kodeksas, 123 str.) as the law reads today; earlier amendments
 * (e.g. Vėlinės added in 2020) are not replayed for past years, since bookings only concern the future.
 */
export function lithuanianPublicHolidays(year: number): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Unsupported year: ${year}`);
  }
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = [
      fixed(year, 1, 1, 'Naujieji metai'),
      fixed(year, 2, 16, 'Lietuvos valstybės atkūrimo diena'),
      fixed(year, 3, 11, 'Lietuvos nepriklausomybės atkūrimo diena'),
      { date: easter, name: 'Velykos' },
      { date: addDays(easter, 1), name: 'Antroji Velykų diena' },
      fixed(year, 5, 1, 'Tarptautinė darbo diena'),
      { date: firstSundayOf(year, 5), name: 'Motinos diena' },
      { date: firstSundayOf(year, 6), name: 'Tėvo diena' },
      fixed(year, 6, 24, 'Rasos ir Joninių diena'),
      fixed(year, 7, 6, 'Valstybės (Lietuvos karaliaus Mindaugo karūnavimo) diena'),
      fixed(year, 8, 15, 'Žolinė'),
      fixed(year, 11, 1, 'Visų šventųjų diena'),
      fixed(year, 11, 2, 'Mirusiųjų atminimo (Vėlinių) diena'),
      fixed(year, 12, 24, 'Kūčios'),
      fixed(year, 12, 25, 'Kalėdos (pirmoji diena)'),
      fixed(year, 12, 26, 'Kalėdos (antroji diena)'),
    ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    holidaysByYear.set(year, holidays);
  }
  // Copies, so a caller mutating the result cannot corrupt the memo.
  return holidays.map((holiday) => ({ ...holiday }));
}

const LOCAL_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** The public holiday on a 'YYYY-MM-DD' date, or null. */
export function publicHolidayOn(date: string): PublicHoliday | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const year = Number(match[1]);
  if (year < 1583) return null;
  const holiday = lithuanianPublicHolidays(year).find((candidate) => candidate.date === date);
  return holiday ?? null;
}
