import type { DateOverride } from '../../../contracts/schedule.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { capitalise } from '../../../core/format/capitalise.ts';

/**
 * Why a date in the bookable range cannot be booked, in one sentence for people:
 * "Ketvirtadienis, gruodžio 24 d.: Kūčios (valstybinė šventė) – salonas nedirba."
 * `override` is the API's answer for the date (null while it loads); `publicHoliday` what the law says,
 * used until the answer arrives.
 */
export function closedDateReason(
  date: string,
  override: DateOverride | null,
  publicHoliday: string | null,
  forSpecialist: boolean,
): string {
  const day = capitalise(formatLongDate(date));
  const holiday = override ? override.holiday : publicHoliday ? { name: publicHoliday, public: true } : null;
  if (holiday) {
    return `${day}: ${holiday.name}${holiday.public ? ' (valstybinė šventė)' : ''} – salonas nedirba.`;
  }
  if (override?.overrides.some((rule) => rule.closed && rule.specialistId === null)) {
    return `${day}: salonas nedirba.`;
  }
  if (forSpecialist && override?.overrides.some((rule) => rule.closed)) {
    return `${day}: specialistas nedirba.`;
  }
  return `${day}: laisvų laikų nėra.`;
}
