import { describe, expect, it } from 'vitest';
import {
  dayCount,
  errorsUnder,
  formatDateRange,
  formatDay,
  mayChange,
  newEntryPageData,
  normaliseTime,
  readIntervals,
  readWeeklyDays,
} from './schedule-form-data.ts';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('schedule form data', () => {
  it('reads interval rows in row order, dropping empty rows', () => {
    const data = form([
      ['intervals.2.start', '14:00'],
      ['intervals.2.end', '18:00'],
      ['intervals.0.start', '09:00'],
      ['intervals.0.end', '12:00'],
      ['intervals.1.start', ''],
      ['intervals.1.end', ''],
      ['other.0.start', '10:00'],
    ]);
    expect(readIntervals(data, 'intervals')).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
  });

  it('keeps half-filled rows so the API can name the missing time', () => {
    expect(readIntervals(form([['intervals.0.start', '09:00']]), 'intervals')).toEqual([
      { start: '09:00', end: '' },
    ]);
  });

  it('reads a week and writes a midnight end as 24:00', () => {
    const data = form([
      ['days.1.0.start', '09:00'],
      ['days.1.0.end', '18:00'],
      ['days.6.0.start', '20:00'],
      ['days.6.0.end', '00:00'],
      ['days.7.0.start', ''],
      ['days.7.0.end', ''],
    ]);
    expect(readWeeklyDays(data)).toEqual({
      '1': [{ start: '09:00', end: '18:00' }],
      '6': [{ start: '20:00', end: '24:00' }],
    });
  });

  it('normalises times with seconds', () => {
    expect(normaliseTime('09:15:00', 'start')).toBe('09:15');
    expect(normaliseTime('00:00', 'start')).toBe('00:00');
    expect(normaliseTime('00:00', 'end')).toBe('24:00');
  });

  it('formats ranges and counts their days', () => {
    expect(formatDateRange('2026-12-24', '2026-12-24')).toBe('ketvirtadienis, gruodžio 24 d.');
    expect(formatDateRange('2026-12-24', '2026-12-26')).toBe(
      'ketvirtadienis, gruodžio 24 d. – šeštadienis, gruodžio 26 d.',
    );
    expect(dayCount('2026-12-24', '2026-12-26')).toBe(3);
    expect(formatDay('2027-01-01', '2026-12-14')).toBe('penktadienis, 2027 m. sausio 1 d.');
    expect(formatDay('2026-12-24', '2026-12-14')).toBe('ketvirtadienis, gruodžio 24 d.');
    expect(formatDateRange('2026-12-28', '2027-01-02', '2026-12-14')).toBe(
      'pirmadienis, gruodžio 28 d. – šeštadienis, 2027 m. sausio 2 d.',
    );
    expect(dayCount('2027-03-27', '2027-03-29')).toBe(3);
  });

  it('collects errors under a prefix', () => {
    expect(
      errorsUnder(
        { 'days.1.0.end': 'a', 'days.1': 'b', 'days.10.0.end': 'c', 'days.2.0.end': 'd' },
        'days.1',
      ),
    ).toEqual(['a', 'b']);
  });
});

describe('who may change a holiday or override', () => {
  const specialist = { role: 'specialist' as const, ownSpecialistId: 's1', managesBusiness: false };
  it('a manager any, a specialist only their own', () => {
    expect(mayChange({ ...specialist, role: 'admin', managesBusiness: true }, null)).toBe(true);
    expect(mayChange(specialist, 's1')).toBe(true);
    expect(mayChange(specialist, 's2')).toBe(false);
    expect(mayChange(specialist, null)).toBe(false);
  });
});

describe('a new holiday or override page', () => {
  const list = {
    business: { slug: 'salonas' },
    viewer: { role: 'owner' as const, ownSpecialistId: null, managesBusiness: true },
    today: '2026-03-10',
    specialists: [{ id: 's1', name: 'Ona', title: '', active: true }],
  };
  it('takes who and from when from the address when they are valid', () => {
    const page = newEntryPageData(list, new Request('http://x/a?specialistas=s1&data=2026-04-01'), '');
    expect(page.defaults).toEqual({ specialistId: 's1', from: '2026-04-01' });
  });
  it('ignores an unknown specialist and a malformed day', () => {
    const page = newEntryPageData(list, new Request('http://x/a?specialistas=s9&data=1.4'), list.today);
    expect(page.defaults).toEqual({ specialistId: '', from: '2026-03-10' });
  });
});
