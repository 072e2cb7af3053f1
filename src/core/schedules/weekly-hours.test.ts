import { describe, expect, it } from 'vitest';
import {
  END_NOT_AFTER_START_MESSAGE,
  START_AT_MIDNIGHT_MESSAGE,
  TOO_MANY_INTERVALS_MESSAGE,
  WALL_TIME_MESSAGE,
  copyMondayToWeekdays,
  formatIntervals,
  intervalIssues,
  isWallTime,
  normaliseWeeklyDays,
  weeklyHoursIssues,
  weeklyMinutes,
} from './weekly-hours.ts';

describe('wall times', () => {
  it('accept HH:MM from 00:00 to 24:00 only', () => {
    for (const good of ['00:00', '09:15', '23:59', '24:00']) expect(isWallTime(good), good).toBe(true);
    for (const bad of ['9:00', '24:01', '25:00', '12:60', '', '09:00:00', 'nine'])
      expect(isWallTime(bad), bad).toBe(false);
  });
});

describe('intervalIssues', () => {
  it('accepts several intervals with breaks between them, in any order, and touching ends', () => {
    expect(
      intervalIssues(
        [
          { start: '14:00', end: '18:00' },
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '13:00' },
          { start: '20:00', end: '24:00' },
        ],
        'days.1',
      ),
    ).toEqual({});
  });

  it('refuses an end before or at the start', () => {
    expect(intervalIssues([{ start: '18:00', end: '09:00' }], 'days.1')).toEqual({
      'days.1.0.end': END_NOT_AFTER_START_MESSAGE,
    });
    expect(intervalIssues([{ start: '09:00', end: '09:00' }], 'intervals')).toEqual({
      'intervals.0.end': END_NOT_AFTER_START_MESSAGE,
    });
  });

  it('refuses bad times and a start at 24:00', () => {
    expect(intervalIssues([{ start: '9:00', end: '25:00' }], 'days.2')).toEqual({
      'days.2.0.start': WALL_TIME_MESSAGE,
      'days.2.0.end': WALL_TIME_MESSAGE,
    });
    expect(intervalIssues([{ start: '24:00', end: '24:00' }], 'days.2')).toEqual({
      'days.2.0.start': START_AT_MIDNIGHT_MESSAGE,
    });
  });

  it('names overlapping intervals on the later one', () => {
    const issues = intervalIssues(
      [
        { start: '09:00', end: '13:00' },
        { start: '12:00', end: '18:00' },
      ],
      'days.3',
    );
    expect(issues).toEqual({ 'days.3.1.start': 'Intervalai 09:00–13:00 ir 12:00–18:00 persidengia.' });
    // One interval inside another overlaps too.
    expect(
      Object.keys(
        intervalIssues(
          [
            { start: '10:00', end: '11:00' },
            { start: '09:00', end: '18:00' },
          ],
          'x',
        ),
      ),
    ).toEqual(['x.1.start']);
    const nested = intervalIssues(
      [
        { start: '09:00', end: '18:00' },
        { start: '10:00', end: '11:00' },
        { start: '12:00', end: '13:00' },
      ],
      'y',
    );
    expect(Object.keys(nested)).toEqual(['y.1.start', 'y.2.start']);
  });

  it('caps the intervals of a day', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      start: `${String(i).padStart(2, '0')}:00`,
      end: `${String(i).padStart(2, '0')}:30`,
    }));
    expect(intervalIssues(many, 'days.1')).toEqual({ 'days.1': TOO_MANY_INTERVALS_MESSAGE });
  });
});

describe('weekly hours', () => {
  it('collects issues of every day and refuses unknown weekdays', () => {
    expect(
      weeklyHoursIssues({
        '1': [{ start: '09:00', end: '18:00' }],
        '5': [{ start: '18:00', end: '10:00' }],
        '8': [{ start: '09:00', end: '10:00' }],
      }),
    ).toEqual({
      'days.5.0.end': END_NOT_AFTER_START_MESSAGE,
      'days.8': 'Savaitės diena turi būti nuo 1 (pirmadienis) iki 7 (sekmadienis).',
    });
  });

  it('normalise: sorted intervals, days off left out', () => {
    expect(
      normaliseWeeklyDays({
        '1': [
          { start: '14:00', end: '18:00' },
          { start: '09:00', end: '13:00' },
        ],
        '2': [],
      }),
    ).toEqual({
      '1': [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
  });

  it('copies Monday to Tuesday…Friday and leaves the weekend', () => {
    const week = copyMondayToWeekdays({
      '1': [{ start: '09:00', end: '17:00' }],
      '3': [{ start: '10:00', end: '11:00' }],
      '6': [{ start: '10:00', end: '14:00' }],
    });
    for (const day of ['1', '2', '3', '4', '5'] as const)
      expect(week[day]).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(week['6']).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(week['7']).toBeUndefined();
    expect(copyMondayToWeekdays({ '2': [{ start: '09:00', end: '10:00' }] })['2']).toBeUndefined();
  });

  it('sums and formats', () => {
    const week = {
      '1': [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
      '7': [{ start: '10:00', end: '16:00' }],
    };
    expect(weeklyMinutes(week)).toBe(14 * 60);
    expect(formatIntervals(week['1'])).toBe('09:00–13:00, 14:00–18:00');
    expect(formatIntervals([])).toBe('Nedirba');
  });
});
