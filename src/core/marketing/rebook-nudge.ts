// When a client who agreed to a salon's offers is reminded to come back (the rebook nudge): some weeks
// after their last visit there ended, when nothing is booked there yet, once per last visit and never
// twice within the same span. Pure rules on instants; the visit clock looks with them and the letter is
// checked against them again when it is about to go (the client may have booked or withdrawn meanwhile).

/** Weeks after the last completed visit ended before the nudge is due. */
export const REBOOK_NUDGE_AFTER_WEEKS = 6;
/** However often a client visits, a salon nudges them at most once in this many weeks. */
export const REBOOK_NUDGE_MIN_GAP_WEEKS = 6;

const WEEK_MS = 7 * 24 * 3_600_000;

/** At `now`, a last visit that ended at or before this instant is old enough for a nudge. */
export function latestVisitEndToNudge(now: Date): Date {
  return new Date(now.getTime() - REBOOK_NUDGE_AFTER_WEEKS * WEEK_MS);
}

/** At `now`, a nudge made after this instant is too recent for another one. */
export function earliestNudgeAllowingAnother(now: Date): Date {
  return new Date(now.getTime() - REBOOK_NUDGE_MIN_GAP_WEEKS * WEEK_MS);
}

export interface RebookNudgeFacts {
  /** The client agrees, right now, to this salon's offers and rebook nudges. */
  consentActive: boolean;
  /** The client's last completed visit at the salon, if any. */
  lastVisit: { id: string; endsAt: Date } | null;
  /** A pending or confirmed visit at the salon that has not started yet. */
  hasUpcomingVisit: boolean;
  /** The salon's latest nudge to this client: which last visit it followed and when it was made. */
  lastNudge: { visitId: string; createdAt: Date } | null;
}

/** Whether the salon should nudge the client to book again now. */
export function rebookNudgeDue(facts: RebookNudgeFacts, now: Date): boolean {
  const { consentActive, lastVisit, hasUpcomingVisit, lastNudge } = facts;
  if (!consentActive || !lastVisit || hasUpcomingVisit) return false;
  if (lastVisit.endsAt.getTime() > latestVisitEndToNudge(now).getTime()) return false;
  if (!lastNudge) return true;
  return (
    lastNudge.visitId !== lastVisit.id &&
    lastNudge.createdAt.getTime() <= earliestNudgeAllowingAnother(now).getTime()
  );
}
