import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  LITHUANIAN_MONTHS_GENITIVE,
  LITHUANIAN_MONTHS_NOMINATIVE,
  LITHUANIAN_MONTHS_SHORT,
  LITHUANIAN_WEEKDAYS,
  LITHUANIAN_WEEKDAYS_SHORT,
  formatDateTimeRange,
  formatDeadline,
  formatTimeRange,
  formatLongDate,
  formatLongDateGenitive,
  formatDateWithYear,
  formatMonthHeader,
  formatShortDate,
  formatTime,
  localDateOf,
  dateFields,
} from './lithuanian-dates.ts';

const VILNIUS = 'Europe/Vilnius';
/** A table as its words read, space-separated. */
const words = (text: string) => text.split(' ');

describe('tables', () => {
  it('has seven Monday-first weekdays and twelve months in each form', () => {
    expect(LITHUANIAN_WEEKDAYS).toEqual(
      words('pirmadienis antradienis trečiadienis ketvirtadienis penktadienis šeštadienis sekmadienis'),
    );
    expect(LITHUANIAN_WEEKDAYS_SHORT).toEqual(words('pr an tr kt pn š sk'));
    expect(LITHUANIAN_MONTHS_NOMINATIVE).toEqual(
      words(
        'sausis vasaris kovas balandis gegužė birželis liepa rugpjūtis rugsėjis spalis lapkritis gruodis',
      ),
    );
    expect(LITHUANIAN_MONTHS_GENITIVE).toEqual(
      words(
        'sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio',
      ),
    );
    expect(LITHUANIAN_MONTHS_SHORT).toEqual(
      words('saus. vas. kov. bal. geg. birž. liep. rugp. rugs. spal. lapkr. gruod.'),
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(LITHUANIAN_WEEKDAYS)).toBe(true);
    expect(Object.isFrozen(LITHUANIAN_MONTHS_SHORT)).toBe(true);
  });

  it('agrees with ICU on nominative weekdays and genitive months', () => {
    // ICU writes "lapkričio 23 d., pirmadienis"; we only borrow it as an oracle for the names.
    for (let day = 0; day < 7; day++) {
      const date = new Date(Date.UTC(2026, 10, 23 + day, 12));
      const weekday = new Intl.DateTimeFormat('lt', { weekday: 'long', timeZone: 'UTC' }).format(date);
      expect(LITHUANIAN_WEEKDAYS[day]).toBe(weekday);
    }
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      const text = new Intl.DateTimeFormat('lt', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        date,
      );
      expect(text).toBe(`${LITHUANIAN_MONTHS_GENITIVE[month]} 15 d.`);
    }
  });
});

describe('formatShortDate', () => {
  it('writes weekday, short month and day', () => {
    expect(formatShortDate('2026-11-23')).toBe('pr, lapkr. 23');
    expect(formatShortDate('2026-11-28')).toBe('š, lapkr. 28');
    expect(formatShortDate('2026-11-29')).toBe('sk, lapkr. 29');
    expect(formatShortDate('2027-01-01')).toBe('pn, saus. 1');
    expect(formatShortDate('2026-06-04')).toBe('kt, birž. 4');
  });

  it('accepts a Temporal.PlainDate', () => {
    expect(formatShortDate(Temporal.PlainDate.from('2026-03-29'))).toBe('sk, kov. 29');
  });
});

describe('formatLongDate', () => {
  it('writes nominative weekday, genitive month, day and d.', () => {
    expect(formatLongDate('2026-11-23')).toBe('pirmadienis, lapkričio 23 d.');
    expect(formatLongDate('2026-02-16')).toBe('pirmadienis, vasario 16 d.');
    expect(formatLongDate('2028-02-29')).toBe('antradienis, vasario 29 d.');
    expect(formatLongDate('2026-12-24')).toBe('ketvirtadienis, gruodžio 24 d.');
  });

  it('names every weekday of a week correctly', () => {
    const start = Temporal.PlainDate.from('2026-11-23');
    const got = Array.from({ length: 7 }, (_, i) => formatLongDate(start.add({ days: i })).split(',')[0]);
    expect(got).toEqual([...LITHUANIAN_WEEKDAYS]);
  });
});

describe('dateFields', () => {
  it.each(['2026-11-23T10:00', '2026-1-5', '23.11.2026', '', '2026-02-30', '2026-13-01'])(
    'refuses %j',
    (text) => {
      expect(() => dateFields(text)).toThrow(RangeError);
    },
  );

  it('reads a real date, the leap day included', () => {
    expect(dateFields('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(() => dateFields('2027-02-29')).toThrow(RangeError);
  });
});

describe('formatMonthHeader', () => {
  it('uses the nominative month', () => {
    expect(formatMonthHeader(Temporal.PlainYearMonth.from('2026-11'))).toBe('2026 m. lapkritis');
    expect(formatMonthHeader(Temporal.PlainDate.from('2027-05-09'))).toBe('2027 m. gegužė');
  });
});

describe('formatTime and localDateOf', () => {
  it('shows wall-clock time in the given zone', () => {
    expect(formatTime('2026-11-23T09:00:00+02:00', VILNIUS)).toBe('09:00');
    expect(formatTime('2026-11-23T07:05:00Z', VILNIUS)).toBe('09:05');
    expect(formatTime('2026-07-01T06:30:00Z', VILNIUS)).toBe('09:30');
    expect(formatTime('2026-07-01T06:30:59.999Z', VILNIUS)).toBe('09:30');
    expect(formatTime(Temporal.Instant.from('2026-11-23T22:00:00Z'), VILNIUS)).toBe('00:00');
  });

  it('handles DST transitions in Vilnius', () => {
    // 2026-03-29: 03:00 jumps to 04:00; 2026-10-25: 04:00 falls back to 03:00.
    expect(formatTime('2026-03-29T00:59:00Z', VILNIUS)).toBe('02:59');
    expect(formatTime('2026-03-29T01:00:00Z', VILNIUS)).toBe('04:00');
    expect(formatTime('2026-10-25T00:30:00Z', VILNIUS)).toBe('03:30');
    expect(formatTime('2026-10-25T01:30:00Z', VILNIUS)).toBe('03:30');
  });

  it('agrees with Intl at any instant in zones with odd offsets and half-hour changes', () => {
    const intl = (ms: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(ms);
      const field = (type: string) => parts.find((part) => part.type === type)!.value;
      return `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}`;
    };
    const zones = [VILNIUS, 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const instant = new Date(ms).toISOString();
          expect(`${localDateOf(instant, zone)} ${formatTime(instant, zone)}`).toBe(intl(ms, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("follows a change of offset that falls inside a quarter hour (St John's, 00:01 local)", () => {
    // 1995-10-29 00:01 NDT became 1995-10-28 23:01 NST: the clock went back an hour at 02:31 UTC.
    expect(
      `${localDateOf('1995-10-29T02:30:00Z', 'America/St_Johns')} ${formatTime('1995-10-29T02:30:00Z', 'America/St_Johns')}`,
    ).toBe('1995-10-29 00:00');
    expect(
      `${localDateOf('1995-10-29T02:31:00Z', 'America/St_Johns')} ${formatTime('1995-10-29T02:31:00Z', 'America/St_Johns')}`,
    ).toBe('1995-10-28 23:01');
    expect(formatTime('1995-10-29T02:44:59Z', 'America/St_Johns')).toBe('23:14');
  });

  it('gives the local calendar date', () => {
    expect(localDateOf('2026-11-23T21:59:59Z', VILNIUS)).toBe('2026-11-23');
    expect(localDateOf('2026-11-23T22:00:00Z', VILNIUS)).toBe('2026-11-24');
    expect(localDateOf('2026-11-23T22:00:00Z', 'UTC')).toBe('2026-11-23');
  });

  it('refuses a time without an offset', () => {
    expect(() => formatTime('2026-11-23T09:00:00', VILNIUS)).toThrow(RangeError);
  });
});

describe('formatDateTimeRange', () => {
  it('writes the seed example', () => {
    expect(formatDateTimeRange('2026-11-23T09:00:00+02:00', '2026-11-23T10:00:00+02:00', VILNIUS)).toBe(
      'pirmadienis, lapkričio 23 d., 09:00–10:00',
    );
  });

  it('uses the zone, not the offset written in the input', () => {
    expect(formatDateTimeRange('2026-11-23T07:00:00Z', '2026-11-23T08:30:00Z', VILNIUS)).toBe(
      'pirmadienis, lapkričio 23 d., 09:00–10:30',
    );
  });

  it('writes an end at midnight as 24:00', () => {
    expect(formatDateTimeRange('2026-11-23T23:00:00+02:00', '2026-11-24T00:00:00+02:00', VILNIUS)).toBe(
      'pirmadienis, lapkričio 23 d., 23:00–24:00',
    );
  });

  it('repeats the date when a range crosses midnight', () => {
    expect(formatDateTimeRange('2026-11-23T23:00:00+02:00', '2026-11-24T01:00:00+02:00', VILNIUS)).toBe(
      'pirmadienis, lapkričio 23 d., 23:00 – antradienis, lapkričio 24 d., 01:00',
    );
  });

  it('allows an empty range and refuses a reversed one', () => {
    expect(formatDateTimeRange('2026-11-23T09:00:00+02:00', '2026-11-23T09:00:00+02:00', VILNIUS)).toBe(
      'pirmadienis, lapkričio 23 d., 09:00–09:00',
    );
    expect(() =>
      formatDateTimeRange('2026-11-23T10:00:00+02:00', '2026-11-23T09:00:00+02:00', VILNIUS),
    ).toThrow(RangeError);
  });

  it('starts with the long date of the start for any same-day range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 0, max: 22 * 60 }),
        fc.integer({ min: 0, max: 60 }),
        (dayOffset, startMinute, length) => {
          const date = Temporal.PlainDate.from('2025-01-01').add({ days: dayOffset });
          const start = date.toZonedDateTime({ timeZone: VILNIUS }).add({ minutes: startMinute });
          const end = start.add({ minutes: length });
          fc.pre(end.toPlainDate().equals(start.toPlainDate()));
          const text = formatDateTimeRange(start.toInstant(), end.toInstant(), VILNIUS);
          expect(text).toBe(
            `${formatLongDate(start.toPlainDate())}, ${formatTime(start.toInstant(), VILNIUS)}–${formatTime(end.toInstant(), VILNIUS)}`,
          );
          expect(localDateOf(start.toInstant(), VILNIUS)).toBe(date.toString());
        },
      ),
    );
  });
});

describe('formatLongDateGenitive', () => {
  it('puts the weekday in the genitive, as after "iki"', () => {
    expect(formatLongDateGenitive('2026-12-09')).toBe('trečiadienio, gruodžio 9 d.');
    expect(formatLongDateGenitive('2026-11-23')).toBe('pirmadienio, lapkričio 23 d.');
    expect(formatLongDateGenitive('2026-11-29')).toBe('sekmadienio, lapkričio 29 d.');
  });
});

describe('formatDateWithYear', () => {
  it('writes the year before the month in the genitive, as Intl does for lt-LT', () => {
    expect(formatDateWithYear('2026-11-23')).toBe('2026 m. lapkričio 23 d.');
    expect(formatDateWithYear('2027-01-01')).toBe('2027 m. sausio 1 d.');
    expect(formatDateWithYear('2026-11-23')).toBe(
      new Intl.DateTimeFormat('lt-LT', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date('2026-11-23T12:00:00Z')),
    );
  });
});

describe('formatTimeRange and formatDeadline', () => {
  it('formats a deadline and a time range in the business time zone', () => {
    expect(formatDeadline('2026-11-22T07:00:00Z', VILNIUS)).toBe('lapkričio 22 d. 09:00');
    expect(formatTimeRange('2026-11-23T07:00:00Z', '2026-11-23T07:45:00Z', VILNIUS)).toBe('09:00–09:45');
  });

  it('writes the deadline on the date it falls on in the zone, not in UTC', () => {
    expect(formatDeadline('2026-12-31T22:30:00Z', VILNIUS)).toBe('sausio 1 d. 00:30');
  });
});
