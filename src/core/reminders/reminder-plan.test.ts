import { describe, expect, it } from 'vitest';
import { normalizeReminderOffsets, planReminders, reminderStillUseful } from './reminder-plan.ts';

const START = new Date('2026-12-21T07:00:00Z');

describe('planReminders', () => {
  it('plans one reminder per offset at start minus the offset, the earliest first', () => {
    expect(planReminders(START, [120, 1440], new Date('2026-12-14T08:00:00Z'))).toEqual([
      { offsetMinutes: 1440, dueAt: new Date('2026-12-20T07:00:00Z'), status: 'scheduled' },
      { offsetMinutes: 120, dueAt: new Date('2026-12-21T05:00:00Z'), status: 'scheduled' },
    ]);
  });

  it('skips a moment that has already passed (or is now), never sending it late', () => {
    const plan = planReminders(START, [1440, 120], new Date('2026-12-20T07:00:00Z'));
    expect(plan.map((r) => r.status)).toEqual(['skipped', 'scheduled']);
    expect(planReminders(START, [1440, 120], START).map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });

  it('ignores repeated offsets; none means no reminders', () => {
    expect(normalizeReminderOffsets([120, 120, 30])).toEqual([120, 30]);
    expect(planReminders(START, [], new Date(0))).toEqual([]);
  });
});

describe('reminderStillUseful', () => {
  it('only before the visit starts', () => {
    expect(reminderStillUseful(START, new Date(START.getTime() - 1))).toBe(true);
    expect(reminderStillUseful(START, START)).toBe(false);
  });
});
