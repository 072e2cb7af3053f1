import { describe, expect, it } from 'vitest';
import { autoDeclineMoment, latestEndToComplete, latestStartToDecline } from './visit-life.ts';

const startsAt = new Date('2026-12-15T07:00:00Z');

describe('the visit life rules', () => {
  it('declines an unconfirmed visit from an hour before its start', () => {
    expect(autoDeclineMoment(startsAt)).toEqual(new Date('2026-12-15T06:00:00Z'));
    // At 06:00 the visit starting at 07:00 is due; at 05:59:59 it is not yet.
    expect(latestStartToDecline(new Date('2026-12-15T06:00:00Z'))).toEqual(startsAt);
    expect(latestStartToDecline(new Date('2026-12-15T05:59:59Z')).getTime()).toBeLessThan(startsAt.getTime());
  });

  it('completes a visit a day after it ended (the day to mark a no-show)', () => {
    expect(latestEndToComplete(new Date('2026-12-16T08:00:00Z'))).toEqual(new Date('2026-12-15T08:00:00Z'));
  });
});
