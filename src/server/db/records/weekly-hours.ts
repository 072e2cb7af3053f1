import type { WallIntervalJson, WeeklyHoursJson } from '../schema.ts';

export type IsoWeekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

const WEEKDAYS: readonly IsoWeekday[] = ['1', '2', '3', '4', '5', '6', '7'];

/**
 * Compact weekly hours: `{ '1-5': '09:00-13:00 14:00-18:00', '6': '09:00-15:00' }`. Day keys are ISO
 * weekdays or ranges; intervals are separated by spaces. Written this way so schedules stay readable.
 */
export function weeklyHours(spec: Record<string, string>): WeeklyHoursJson {
  const result: WeeklyHoursJson = {};
  for (const [days, text] of Object.entries(spec)) {
    const [fromText = '', toText = fromText] = days.split('-');
    const from = Number(fromText);
    const to = Number(toText);
    if (!(from >= 1 && to <= 7 && from <= to)) throw new Error(`Bad weekday key: ${days}`);
    const intervals: WallIntervalJson[] = text
      .trim()
      .split(/\s+/)
      .map((part) => {
        const [start, end] = part.split('-');
        if (!start || !end || !/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(end) || start >= end) {
          throw new Error(`Bad interval: ${part}`);
        }
        return { start, end };
      });
    for (let day = from; day <= to; day++) {
      const key = WEEKDAYS[day - 1];
      if (key) result[key] = intervals.map((interval) => ({ ...interval }));
    }
  }
  return result;
}
