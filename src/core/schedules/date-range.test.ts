import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  RANGE_IN_PAST_MESSAGE,
  RANGE_ORDER_MESSAGE,
  RANGE_TOO_LONG_MESSAGE,
  dateRangeIssues,
  rangeLengthDays,
  rangesOverlap,
} from './date-range.ts';

describe('date ranges', () => {
  it('count both ends', () => {
    expect(rangeLengthDays('2026-12-24', '2026-12-24')).toBe(1);
    expect(rangeLengthDays('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('accept one day and up to 366 days', () => {
    expect(dateRangeIssues({ from: '2026-12-24', to: '2026-12-24' })).toEqual({});
    expect(dateRangeIssues({ from: '2027-01-01', to: '2028-01-01' })).toEqual({});
    expect(dateRangeIssues({ from: '2027-01-01', to: '2028-01-02' })).toEqual({ to: RANGE_TOO_LONG_MESSAGE });
  });

  it('refuse bad dates, reversed ranges and ranges that are over', () => {
    expect(dateRangeIssues({ from: '2026-02-30', to: '2026-13-01' })).toEqual({
      from: DATE_FORMAT_MESSAGE,
      to: DATE_FORMAT_MESSAGE,
    });
    expect(dateRangeIssues({ from: '24.12.2026', to: '2026-12-24' })).toEqual({ from: DATE_FORMAT_MESSAGE });
    expect(dateRangeIssues({ from: '2026-12-24', to: '2026-12-23' })).toEqual({ to: RANGE_ORDER_MESSAGE });
    expect(dateRangeIssues({ from: '2026-11-01', to: '2026-11-20' }, { today: '2026-11-22' })).toEqual({
      to: RANGE_IN_PAST_MESSAGE,
    });
    expect(dateRangeIssues({ from: '2026-11-01', to: '2026-11-22' }, { today: '2026-11-22' })).toEqual({});
  });

  it('overlap when they share a day', () => {
    expect(
      rangesOverlap({ from: '2026-12-01', to: '2026-12-10' }, { from: '2026-12-10', to: '2026-12-12' }),
    ).toBe(true);
    expect(
      rangesOverlap({ from: '2026-12-01', to: '2026-12-09' }, { from: '2026-12-10', to: '2026-12-12' }),
    ).toBe(false);
  });
});
