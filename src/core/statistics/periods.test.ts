import { describe, expect, it } from 'vitest';
import {
  bucketKey,
  choosePeriod,
  occupancyPercent,
  periodBuckets,
  periodPresets,
  periodProblem,
  workingMinutesByBucket,
} from './periods.ts';

describe('bucketKey', () => {
  it('is the Monday of the week or the first of the month', () => {
    expect(bucketKey('2026-11-24', 'week')).toBe('2026-11-23');
    expect(bucketKey('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketKey('2026-11-30', 'week')).toBe('2026-11-30');
    expect(bucketKey('2026-11-24', 'month')).toBe('2026-11-01');
  });
});

describe('periodBuckets', () => {
  it('lists the weeks a period touches, each cut to the period, with Lithuanian labels', () => {
    expect(periodBuckets('2026-11-25', '2026-12-08', 'week')).toEqual([
      {
        key: '2026-11-23',
        from: '2026-11-25',
        to: '2026-11-29',
        shortLabel: 'lapkr. 23',
        label: 'lapkričio 23–29 d.',
      },
      {
        key: '2026-11-30',
        from: '2026-11-30',
        to: '2026-12-06',
        shortLabel: 'lapkr. 30',
        label: 'lapkričio 30 d. – gruodžio 6 d.',
      },
      {
        key: '2026-12-07',
        from: '2026-12-07',
        to: '2026-12-08',
        shortLabel: 'gruod. 7',
        label: 'gruodžio 7–13 d.',
      },
    ]);
  });

  it('lists months with the year first, as Lithuanian writes it', () => {
    const months = periodBuckets('2025-12-15', '2026-02-10', 'month');
    expect(months.map((m) => [m.key, m.from, m.to, m.label, m.shortLabel])).toEqual([
      ['2025-12-01', '2025-12-15', '2025-12-31', '2025 m. gruodis', 'gruod.'],
      ['2026-01-01', '2026-01-01', '2026-01-31', '2026 m. sausis', '2026 saus.'],
      ['2026-02-01', '2026-02-01', '2026-02-10', '2026 m. vasaris', 'vas.'],
    ]);
  });
});

describe('periodPresets and choosePeriod', () => {
  const today = '2026-11-24'; // a Tuesday

  it('offers the last 12 weeks, this and last month, the last 12 months and this year', () => {
    expect(periodPresets(today).map((p) => [p.key, p.from, p.to, p.group])).toEqual([
      ['12-savaiciu', '2026-09-07', '2026-11-29', 'week'],
      ['menuo', '2026-11-01', '2026-11-30', 'week'],
      ['praejes-menuo', '2026-10-01', '2026-10-31', 'week'],
      ['12-menesiu', '2025-12-01', '2026-11-30', 'month'],
      ['metai', '2026-01-01', '2026-12-31', 'month'],
    ]);
  });

  it('takes a ready-made period, dates of one’s own, or falls back to the last 12 weeks', () => {
    expect(choosePeriod({ laikotarpis: 'metai' }, today)).toMatchObject({
      preset: 'metai',
      from: '2026-01-01',
      problem: null,
    });
    expect(choosePeriod({}, today)).toMatchObject({ preset: '12-savaiciu', problem: null });
    expect(choosePeriod({ nuo: '2026-01-05', iki: '2026-02-01' }, today)).toEqual({
      preset: null,
      from: '2026-01-05',
      to: '2026-02-01',
      group: 'week',
      problem: null,
    });
    expect(choosePeriod({ nuo: '2026-01-05', iki: '2026-10-01' }, today).group).toBe('month');
    expect(choosePeriod({ nuo: '2026-01-05', iki: '2026-02-01', grupuoti: 'menuo' }, today).group).toBe(
      'month',
    );
  });

  it('says why dates cannot be used and shows the default period', () => {
    expect(choosePeriod({ nuo: '2026-02-30', iki: '2026-03-01' }, today)).toMatchObject({
      preset: '12-savaiciu',
      problem: 'Nurodykite laikotarpio pradžios ir pabaigos datas.',
    });
    expect(choosePeriod({ nuo: '2026-03-01', iki: '2026-02-01' }, today).problem).toBe(
      'Pabaigos data negali būti ankstesnė nei pradžios data.',
    );
    expect(choosePeriod({ nuo: '2020-01-01', iki: '2026-02-01' }, today).problem).toBe(
      'Pasirinkite ne ilgesnį nei dvejų metų laikotarpį.',
    );
  });

  it('allows up to two years', () => {
    expect(periodProblem('2025-01-01', '2026-12-31')).toBeNull();
    expect(periodProblem('2024-01-01', '2026-01-02')).not.toBeNull();
  });
});

/** The same hours Monday to Friday. */
function weekdays(text: string) {
  const intervals = text.split(' ').map((part) => {
    const [start = '', end = ''] = part.split('-');
    return { start, end };
  });
  return { 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals };
}

describe('workingMinutesByBucket', () => {
  it('counts the weekly hours after holidays, overrides and public holidays, per week', () => {
    const input = {
      timeZone: 'Europe/Vilnius',
      schedules: [
        // Monday to Friday 09:00–17:00 with a lunch break: 7.5 h a day.
        { specialistId: 'a', validFrom: '2020-01-01', days: weekdays('09:00-12:30 13:00-17:00') },
        { specialistId: 'b', validFrom: '2026-12-09', days: weekdays('10:00-14:00') },
      ],
      overrides: [
        // A short Thursday for everyone.
        {
          specialistId: null,
          from: '2026-12-03',
          to: '2026-12-03',
          closed: false,
          intervals: [{ start: '10:00', end: '12:00' }],
        },
      ],
      holidays: [{ specialistId: 'a', from: '2026-12-11', to: '2026-12-11', name: 'Atostogos' }],
      excludedPublicHolidays: [],
    };
    const minutes = workingMinutesByBucket(input, ['a', 'b'], '2026-11-30', '2026-12-27', 'week');
    // Week 1: 4 × 450 + 120 (the override) = 1920; b has no schedule yet, but the override applies to all.
    expect(minutes.get('2026-11-30')).toEqual(
      new Map([
        ['a', 1920],
        ['b', 120],
      ]),
    );
    // Week 2: a takes Friday off; b starts on Wednesday (3 days × 240).
    expect(minutes.get('2026-12-07')).toEqual(
      new Map([
        ['a', 1800],
        ['b', 720],
      ]),
    );
    // Week 4: Christmas Eve, Christmas and Boxing Day (Thu, Fri, Sat) are public holidays.
    expect(minutes.get('2026-12-21')).toEqual(
      new Map([
        ['a', 1350],
        ['b', 720],
      ]),
    );
  });
});

describe('occupancyPercent', () => {
  it('is booked ÷ working in whole percent, and nothing without working time', () => {
    expect(occupancyPercent(450, 900)).toBe(50);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(10, 0)).toBeNull();
  });
});
