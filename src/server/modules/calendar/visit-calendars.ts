// Calendar files of visits, all from the same event builder as the e-mails (one UID per visit, the
// stored SEQUENCE): one visit's file for the client's "add to calendar", and secret-token subscription
// feeds (a business, a specialist, a client) that calendar apps poll.
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { localDateOf } from '../../../core/format/lithuanian-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointment, business, calendarFeed, specialist } from '../../db/schema.ts';
import { specialistNotFound, unauthorized, visitNotFound } from '../../http/app-error.ts';
import { buildIcsCalendar } from '../../mail/ics.ts';
import {
  salonVisitIcsEvent,
  visitIcs,
  visitIcsEvent,
  visitIcsProductId,
  visitMailDetails,
  type VisitIcsStatus,
} from '../../mail/booking-emails.ts';
import { requireBusinessAccess, MANAGERS } from '../access/business-access.ts';
import {
  appointmentRowById,
  selectAppointmentRows,
  visitFactsOf,
  type AppointmentRow,
} from '../appointments/appointment-rows.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';

export interface CalendarDependencies {
  db: DbOrTx;
  brandName: string;
  baseUrl: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** Feeds show visits from this long ago (a subscription also keeps the recent past). */
const FEED_PAST_DAYS = 30;
/** The longest booking horizon a business may set: feeds reach this far ahead. */
const FEED_FUTURE_DAYS = 365;
/** Visits that happen or happened; cancelled and declined ones leave the feed (and the calendar). */
const FEED_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const;

function icsStatus(row: AppointmentRow): VisitIcsStatus {
  if (row.status === 'pending') return 'TENTATIVE';
  return holdsTime(row.status) || row.status === 'completed' || row.status === 'no_show'
    ? 'CONFIRMED'
    : 'CANCELLED';
}

/** The client's own visit as a file (the browser's "add to calendar" downloads this). */
export async function clientVisitCalendar(
  deps: CalendarDependencies,
  user: SessionUser | null,
  id: string,
): Promise<{ file: string; filename: string }> {
  if (!user) throw unauthorized();
  const row = await appointmentRowById(deps.db, id, eq(appointment.clientUserId, user.id));
  if (!row) throw visitNotFound();
  return {
    file: visitIcs(visitMailDetails(deps, visitFactsOf(row)), deps.now(), icsStatus(row)),
    // `vizitas-2026-12-21.ics`: the visit's day, so several downloads stay apart.
    filename: `vizitas-${localDateOf(row.startsAt.toISOString(), row.business.timeZone)}.ics`,
  };
}

const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** A feed's calendar, or null for an unknown token. */
export async function feedCalendar(deps: CalendarDependencies, token: string): Promise<string | null> {
  let where: SQL | undefined;
  let name: string;
  // A business's or a specialist's feed is the salon's own calendar; a client's feed is the client's.
  let forSalon = true;
  const [owner] = await deps.db
    .select({ id: business.id, name: business.name })
    .from(business)
    .where(eq(business.calendarFeedToken, token));
  if (owner) {
    where = eq(appointment.businessId, owner.id);
    name = owner.name;
  } else {
    const [feed] = await deps.db
      .select({ specialistId: calendarFeed.specialistId, userId: calendarFeed.userId, name: specialist.name })
      .from(calendarFeed)
      .leftJoin(specialist, eq(specialist.id, calendarFeed.specialistId))
      .where(eq(calendarFeed.token, token));
    if (!feed) return null;
    if (feed.specialistId) {
      where = eq(appointment.specialistId, feed.specialistId);
      name = feed.name ?? 'Vizitai';
    } else if (feed.userId) {
      where = eq(appointment.clientUserId, feed.userId);
      name = `Mano vizitai – ${deps.brandName}`;
      forSalon = false;
    } else return null;
  }
  const now = deps.now();
  const rows = await selectAppointmentRows(deps.db)
    .where(
      and(
        where,
        inArray(appointment.status, [...FEED_STATUSES]),
        gte(appointment.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
        lte(appointment.startsAt, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(appointment.startsAt))
    .limit(5000);
  return buildIcsCalendar(
    rows.map((row) => {
      const details = visitMailDetails(deps, visitFactsOf(row));
      return forSalon
        ? salonVisitIcsEvent(details, now, icsStatus(row))
        : visitIcsEvent(details, now, icsStatus(row));
    }),
    { productId: visitIcsProductId(deps.brandName), name },
  );
}

/** Who asks for a feed link, and whether for a new one. */
export interface FeedLinkRequest {
  user: SessionUser | null;
  regenerate: boolean;
}

/** A business's feed link (made on first use); `regenerate` replaces it, so the old link stops working. */
export async function businessFeed(
  deps: CalendarDependencies,
  { user, businessRef, regenerate }: FeedLinkRequest & { businessRef: string },
): Promise<{ url: string }> {
  const access = await requireBusinessAccess(deps.db, { user, businessRef, allowed: MANAGERS });
  let token = access.business.calendarFeedToken;
  if (!token || regenerate) {
    token = newToken();
    await deps.db
      .update(business)
      .set({ calendarFeedToken: token })
      .where(eq(business.id, access.business.id));
  }
  return { url: new URL(feedPath(token), deps.baseUrl).toString() };
}

/** A specialist's feed link; managers of the business may see and regenerate it. */
export async function specialistFeed(
  deps: CalendarDependencies,
  { user, specialistId, regenerate }: FeedLinkRequest & { specialistId: string },
): Promise<{ url: string }> {
  const [person] = await deps.db
    .select({ businessId: specialist.businessId })
    .from(specialist)
    .where(eq(specialist.id, specialistId));
  if (!person) throw specialistNotFound();
  const access = await requireBusinessAccess(deps.db, { user, businessRef: person.businessId });
  // A specialist may hold the link to their own calendar only.
  if (access.role === 'specialist' && access.ownSpecialistId !== specialistId) {
    throw specialistNotFound();
  }
  return { url: await feedUrl(deps, { specialistId }, regenerate) };
}

/** The signed-in client's own feed link. */
export async function clientFeed(
  deps: CalendarDependencies,
  { user, regenerate }: FeedLinkRequest,
): Promise<{ url: string }> {
  if (!user) throw unauthorized();
  return { url: await feedUrl(deps, { userId: user.id }, regenerate) };
}

async function feedUrl(
  deps: CalendarDependencies,
  owner: { specialistId: string } | { userId: string },
  regenerate: boolean,
): Promise<string> {
  const condition =
    'specialistId' in owner
      ? eq(calendarFeed.specialistId, owner.specialistId)
      : eq(calendarFeed.userId, owner.userId);
  const [existing] = await deps.db.select({ token: calendarFeed.token }).from(calendarFeed).where(condition);
  let token = existing?.token;
  if (!token || regenerate) {
    if (token) await deps.db.delete(calendarFeed).where(condition);
    token = newToken();
    await deps.db.insert(calendarFeed).values({ token, ...owner });
  }
  return new URL(feedPath(token), deps.baseUrl).toString();
}
