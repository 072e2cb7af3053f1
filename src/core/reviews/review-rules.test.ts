import { describe, expect, it } from 'vitest';
import {
  distributionPercent,
  ratingSummary,
  reviewEditable,
  reviewEditableUntil,
  reviewRefusal,
} from './review-rules.ts';

describe('reviewRefusal', () => {
  it('allows a completed visit that has no review yet', () => {
    expect(reviewRefusal({ status: 'completed', reviewed: false })).toBeNull();
  });
  it.each(['pending', 'confirmed', 'declined', 'cancelled', 'no_show'] as const)(
    'refuses a %s visit',
    (status) => {
      expect(reviewRefusal({ status, reviewed: false })).toBe('not_completed');
    },
  );
  it('refuses a second review first of all', () => {
    expect(reviewRefusal({ status: 'completed', reviewed: true })).toBe('already_reviewed');
  });
});

describe('the edit window', () => {
  const written = new Date('2026-11-01T10:00:00Z');
  it('lasts 14 days to the millisecond', () => {
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(reviewEditable({ createdAt: written, hidden: false }, new Date('2026-11-15T10:00:00Z'))).toBe(
      true,
    );
    expect(reviewEditable({ createdAt: written, hidden: false }, new Date('2026-11-15T10:00:00.001Z'))).toBe(
      false,
    );
  });
  it('is closed for a hidden review', () => {
    expect(reviewEditable({ createdAt: written, hidden: true }, written)).toBe(false);
  });
});

describe('ratingSummary', () => {
  it('has every star, the total and the average to one decimal', () => {
    expect(
      ratingSummary([
        { rating: 5, count: 3 },
        { rating: 4, count: 1 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({ distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 3 }, total: 5, average: 4 });
  });
  it('gives no average without reviews and ignores impossible ratings', () => {
    expect(ratingSummary([{ rating: 7, count: 2 }])).toEqual({
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      total: 0,
      average: null,
    });
  });
  it('turns counts into bar widths', () => {
    const { distribution } = ratingSummary([
      { rating: 5, count: 3 },
      { rating: 2, count: 1 },
    ]);
    expect(distributionPercent(distribution, 5)).toBe(75);
    expect(distributionPercent(distribution, 3)).toBe(0);
  });
});
