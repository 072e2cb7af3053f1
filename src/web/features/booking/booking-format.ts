import { calendarDate, daysInMonth } from '../../../core/time/calendar-date.ts';
import type { TimeSlot } from '../../../contracts/schedule.ts';

export type DayPart = 'morning' | 'day' | 'evening';

const DAY_PART_LABELS: Record<DayPart, string> = {
  morning: 'Rytas',
  day: 'Diena',
  evening: 'Vakaras',
};

/** Before 12:00 is morning, 12:00–16:59 the day, from 17:00 the evening (by the slot's wall-clock label). */
export function dayPartOf(label: string): DayPart {
  const hour = Number(label.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 17) return 'day';
  return 'evening';
}

export interface SlotGroup {
  part: DayPart;
  label: string;
  slots: TimeSlot[];
}

/**
 * Slots grouped into Rytas / Diena / Vakaras, empty groups left out. With "any specialist" the API may
 * offer one start time for several specialists: the client picks a time, so each start appears once.
 */
export function groupSlots(slots: readonly TimeSlot[]): SlotGroup[] {
  const seen = new Set<string>();
  const groups = new Map<DayPart, TimeSlot[]>();
  for (const slot of slots) {
    if (seen.has(slot.start)) continue;
    seen.add(slot.start);
    const part = dayPartOf(slot.label);
    const list = groups.get(part) ?? [];
    list.push(slot);
    groups.set(part, list);
  }
  return (['morning', 'day', 'evening'] as const)
    .filter((part) => groups.has(part))
    .map((part) => ({ part, label: DAY_PART_LABELS[part], slots: groups.get(part) ?? [] }));
}

/** The days of one month that lie between `firstDate` and `lastDate`, or null when none do. */
export function monthWindow(
  year: number,
  month: number,
  firstDate: string,
  lastDate: string,
): { from: string; to: string } | null {
  // 'YYYY-MM-DD' texts compare as the dates they name.
  const start = calendarDate(year, month, 1);
  const end = calendarDate(year, month, daysInMonth(year, month));
  const from = start < firstDate ? firstDate : start;
  const to = end > lastDate ? lastDate : end;
  return from <= to ? { from, to } : null;
}
