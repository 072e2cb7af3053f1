import { describe, expect, it } from 'vitest';
import {
  earliestNudgeAllowingAnother,
  latestVisitEndToNudge,
  rebookNudgeDue,
  type RebookNudgeFacts,
} from './rebook-nudge.ts';

const NOW = new Date('2027-03-15T10:00:00Z');
const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const due: RebookNudgeFacts = {
  consentActive: true,
  lastVisit: { id: 'visit-2', endsAt: daysAgo(42) },
  hasUpcomingVisit: false,
  lastNudge: null,
};

describe('rebookNudgeDue', () => {
  it('is due six weeks after the last visit ended, not a minute before', () => {
    expect(rebookNudgeDue(due, NOW)).toBe(true);
    expect(rebookNudgeDue({ ...due, lastVisit: { id: 'visit-2', endsAt: daysAgo(41) } }, NOW)).toBe(false);
    const aMinuteShort = new Date(daysAgo(42).getTime() + 60_000);
    expect(rebookNudgeDue({ ...due, lastVisit: { id: 'visit-2', endsAt: aMinuteShort } }, NOW)).toBe(false);
  });

  it('needs the consent, a visit, and nothing booked ahead', () => {
    expect(rebookNudgeDue({ ...due, consentActive: false }, NOW)).toBe(false);
    expect(rebookNudgeDue({ ...due, lastVisit: null }, NOW)).toBe(false);
    expect(rebookNudgeDue({ ...due, hasUpcomingVisit: true }, NOW)).toBe(false);
  });

  it('nudges once per last visit', () => {
    const afterThisVisit = { visitId: 'visit-2', createdAt: daysAgo(100) };
    expect(rebookNudgeDue({ ...due, lastNudge: afterThisVisit }, NOW)).toBe(false);
  });

  it('after a newer visit, nudges again only when the previous nudge is six weeks old', () => {
    expect(rebookNudgeDue({ ...due, lastNudge: { visitId: 'visit-1', createdAt: daysAgo(42) } }, NOW)).toBe(
      true,
    );
    expect(rebookNudgeDue({ ...due, lastNudge: { visitId: 'visit-1', createdAt: daysAgo(41) } }, NOW)).toBe(
      false,
    );
  });

  it('names the cut-off instants the visit clock looks with', () => {
    expect(latestVisitEndToNudge(NOW)).toEqual(daysAgo(42));
    expect(earliestNudgeAllowingAnother(NOW)).toEqual(daysAgo(42));
  });
});
