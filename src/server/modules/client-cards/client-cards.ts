import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { HELD_STATUSES } from '../../../core/appointments/status-machine.ts';
import {
  CLIENT_CARD_TEXTS,
  CLIENT_LIST_PAGE_SIZE,
  type ClientCard,
  type ClientCardFields,
  type ClientList,
  type ClientListQuery,
  type ClientStats,
  type ClientVisit,
  type CreateClientCardInput,
} from '../../../contracts/client-cards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { givenFields } from '../../db/records/given-fields.ts';
import { appointment, clientCard, marketingConsent, service, specialist, user } from '../../db/schema.ts';
import { consentInForce } from '../marketing/consent-in-force.ts';
import { consentHistoryOf } from '../marketing/marketing-consent.ts';
import { isUuid } from '../../db/records/uuid.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { cardOfUser, findOrCreateClientCard, type ClientCardRow } from './find-or-create-client-card.ts';

const HISTORY_LIMIT = 100;

/** Appointments that belong to a card: linked to it, or booked by its user in the same business. */
function visitsOf(card: Pick<ClientCardRow, 'id' | 'businessId' | 'userId'>): SQL {
  const byCard = eq(appointment.clientCardId, card.id);
  return and(
    eq(appointment.businessId, card.businessId),
    card.userId ? or(byCard, eq(appointment.clientUserId, card.userId)) : byCard,
  )!;
}

/** Who a card is about, as both the list and the card show it. */
function cardFields(card: ClientCardRow, marketingConsentSince: Date | null) {
  return {
    id: card.id,
    businessId: card.businessId,
    userId: card.userId,
    name: card.name,
    phone: card.phone,
    email: card.email,
    hasAccount: card.userId !== null,
    marketingConsentSince: marketingConsentSince?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}

export async function findClientCard(db: DbOrTx, cardId: string): Promise<ClientCardRow | null> {
  if (!isUuid(cardId)) return null;
  const [row] = await db.select().from(clientCard).where(eq(clientCard.id, cardId)).limit(1);
  return row ?? null;
}

/** The card's counts: completed visits, no-shows, cancelled, upcoming, spent, the last visit. */
async function cardStats(
  db: DbOrTx,
  card: Pick<ClientCardRow, 'id' | 'businessId' | 'userId'>,
  now: Date,
): Promise<ClientStats> {
  const [totals] = await db
    .select({
      visits: sql<number>`count(*) filter (where ${appointment.status} = 'completed')::int`,
      noShows: sql<number>`count(*) filter (where ${appointment.status} = 'no_show')::int`,
      cancelled: sql<number>`count(*) filter (where ${appointment.status} in ('cancelled', 'declined'))::int`,
      upcoming: sql<number>`count(*) filter (where ${inArray(appointment.status, HELD_STATUSES)} and ${appointment.startsAt} > ${now.toISOString()})::int`,
      totalSpentCents: sql<number>`coalesce(sum(${appointment.priceCents}) filter (where ${appointment.status} = 'completed'), 0)::int`,
      lastVisitAt: sql<
        string | null
      >`max(${appointment.startsAt}) filter (where ${appointment.status} = 'completed')`,
    })
    .from(appointment)
    .where(visitsOf(card));
  return {
    visits: totals?.visits ?? 0,
    noShows: totals?.noShows ?? 0,
    cancelled: totals?.cancelled ?? 0,
    upcoming: totals?.upcoming ?? 0,
    totalSpentCents: totals?.totalSpentCents ?? 0,
    lastVisitAt: totals?.lastVisitAt ? new Date(totals.lastVisitAt).toISOString() : null,
  };
}

/** What staff need at the chair: the card's notes and how often the client came or did not. */
export async function clientCardGlance(
  db: DbOrTx,
  cardId: string,
  now: Date,
): Promise<{ notes: string; visits: number; noShows: number } | null> {
  const card = await findClientCard(db, cardId);
  if (!card) return null;
  const stats = await cardStats(db, card, now);
  return { notes: card.notes, visits: stats.visits, noShows: stats.noShows };
}

export async function clientCardDetail(db: DbOrTx, card: ClientCardRow, now: Date): Promise<ClientCard> {
  const where = visitsOf(card);
  const stats = await cardStats(db, card, now);
  const rows = await db
    .select({
      id: appointment.id,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      status: appointment.status,
      service: service.name,
      specialist: specialist.name,
      priceCents: appointment.priceCents,
      clientNote: appointment.clientNote,
      businessNote: appointment.businessNote,
    })
    .from(appointment)
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .where(where)
    .orderBy(desc(appointment.startsAt))
    .limit(HISTORY_LIMIT);

  const history: ClientVisit[] = rows.map((r) => ({
    id: r.id,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    status: r.status,
    service: r.service,
    specialist: r.specialist,
    priceCents: r.priceCents,
    clientNote: r.clientNote,
    businessNote: r.businessNote,
  }));
  const consents = card.userId ? await consentHistoryOf(db, card.businessId, card.userId) : [];
  const inForce = consents.find((consent) => consent.withdrawnAt === null);
  return {
    ...cardFields(card, inForce ? new Date(inForce.grantedAt) : null),
    notes: card.notes,
    updatedAt: card.updatedAt.toISOString(),
    erased: card.erasedAt !== null,
    stats,
    history,
    marketingConsentHistory: consents,
  };
}

/** Refuses a second card with the same phone or e-mail in one business (409, the field named). */
async function assertNoDuplicate(
  db: DbOrTx,
  businessId: string,
  fields: { phone?: string | null; email?: string | null },
  exceptId?: string,
) {
  const others = exceptId ? ne(clientCard.id, exceptId) : undefined;
  if (fields.phone) {
    const [same] = await db
      .select({ id: clientCard.id })
      .from(clientCard)
      .where(and(eq(clientCard.businessId, businessId), eq(clientCard.phone, fields.phone), others))
      .limit(1);
    if (same)
      throw new AppError('duplicate_client', 409, CLIENT_CARD_TEXTS.duplicatePhone, {
        phone: CLIENT_CARD_TEXTS.duplicatePhone,
      });
  }
  if (fields.email) {
    const [same] = await db
      .select({ id: clientCard.id })
      .from(clientCard)
      .where(
        and(
          eq(clientCard.businessId, businessId),
          sql`lower(${clientCard.email}) = ${fields.email.toLowerCase()}`,
          others,
        ),
      )
      .limit(1);
    if (same)
      throw new AppError('duplicate_client', 409, CLIENT_CARD_TEXTS.duplicateEmail, {
        email: CLIENT_CARD_TEXTS.duplicateEmail,
      });
  }
}

export async function createWalkInCard(
  db: DbOrTx,
  businessId: string,
  input: CreateClientCardInput,
): Promise<ClientCardRow> {
  await assertNoDuplicate(db, businessId, input);
  const [row] = await db
    .insert(clientCard)
    .values({
      businessId,
      name: input.name,
      phone: input.phone ?? null,
      email: input.email ?? null,
      notes: input.notes ?? '',
    })
    .returning();
  if (!row) throw new Error('createWalkInCard: no row');
  return row;
}

export async function updateClientCard(
  db: DbOrTx,
  card: ClientCardRow,
  fields: ClientCardFields,
): Promise<ClientCardRow> {
  const changes: Partial<typeof clientCard.$inferInsert> = givenFields(fields, [
    'name',
    'phone',
    'email',
    'notes',
  ]);
  await assertNoDuplicate(
    db,
    card.businessId,
    {
      phone: changes.phone !== card.phone ? changes.phone : undefined,
      email: changes.email !== card.email ? changes.email : undefined,
    },
    card.id,
  );
  if (Object.keys(changes).length === 0) return card;
  const [row] = await db.update(clientCard).set(changes).where(eq(clientCard.id, card.id)).returning();
  return row ?? card;
}

/** The card of a user in a business; null when they have none there. */
export async function cardForUser(
  db: DbOrTx,
  businessId: string,
  userId: string,
): Promise<ClientCardRow | null> {
  return cardOfUser(db, businessId, userId);
}

/**
 * `POST /api/admin/user/{id}/client-card`: updates the user's card, or makes it from their account when
 * they have visited the business (an appointment there) but have no card yet. A business cannot create
 * cards for arbitrary accounts: that would reveal strangers' names and e-mails.
 */
export async function upsertCardForUser(
  db: DbOrTx,
  { businessId, userId, fields }: { businessId: string; userId: string; fields: ClientCardFields },
): Promise<{ card: ClientCardRow; created: boolean }> {
  const existing = await cardOfUser(db, businessId, userId);
  if (existing) return { card: await updateClientCard(db, existing, fields), created: false };

  const [visited] = await db
    .select({ id: appointment.id })
    .from(appointment)
    .where(and(eq(appointment.businessId, businessId), eq(appointment.clientUserId, userId)))
    .limit(1);
  const [person] = visited
    ? await db
        .select({ id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1)
    : [];
  if (!person) throw notFound(CLIENT_CARD_TEXTS.userNotClient);
  const card = await findOrCreateClientCard(db, { businessId, user: person });
  return { card: await updateClientCard(db, card, fields), created: true };
}

export async function listClients(
  db: DbOrTx,
  businessId: string,
  query: ClientListQuery,
): Promise<ClientList> {
  const page = query.page ?? 1;
  const q = query.q?.trim() ?? '';
  const conditions: SQL[] = [eq(clientCard.businessId, businessId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = q.replace(/\D/g, '');
    const matches = [ilike(clientCard.name, pattern), ilike(clientCard.email, pattern)];
    // Phone numbers are stored in E.164: "8 612 34567" should still find "+37061234567".
    if (digits.length >= 3)
      matches.push(
        sql`regexp_replace(coalesce(${clientCard.phone}, ''), '\\D', '', 'g') like ${`%${digits.replace(/^(8|0)(?=\d{5})/, '')}%`}`,
      );
    conditions.push(or(...matches)!);
  }
  const consentOfCard = consentInForce(clientCard.userId, clientCard.businessId);
  if (query.marketingConsent) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(marketingConsent)
          .where(consentOfCard),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(clientCard).where(where);

  const visitStats = db
    .select({
      cardId: clientCard.id,
      visits: sql<number>`count(${appointment.id}) filter (where ${appointment.status} = 'completed')`.as(
        'visits',
      ),
      noShows: sql<number>`count(${appointment.id}) filter (where ${appointment.status} = 'no_show')`.as(
        'no_shows',
      ),
      lastVisitAt:
        sql<Date | null>`max(${appointment.startsAt}) filter (where ${appointment.status} = 'completed')`.as(
          'last_visit_at',
        ),
    })
    .from(clientCard)
    .leftJoin(
      appointment,
      and(
        eq(appointment.businessId, clientCard.businessId),
        or(
          eq(appointment.clientCardId, clientCard.id),
          and(sql`${clientCard.userId} is not null`, eq(appointment.clientUserId, clientCard.userId)),
        ),
      ),
    )
    .where(where)
    .groupBy(clientCard.id)
    .as('visit_stats');

  const rows = await db
    .select({
      card: clientCard,
      visits: visitStats.visits,
      noShows: visitStats.noShows,
      lastVisitAt: visitStats.lastVisitAt,
      consentSince: marketingConsent.grantedAt,
    })
    .from(clientCard)
    .innerJoin(visitStats, eq(visitStats.cardId, clientCard.id))
    .leftJoin(marketingConsent, consentOfCard)
    .orderBy(asc(sql`lower(${clientCard.name})`), asc(clientCard.createdAt))
    .limit(CLIENT_LIST_PAGE_SIZE)
    .offset((page - 1) * CLIENT_LIST_PAGE_SIZE);

  return {
    items: rows.map(({ card, visits, noShows, lastVisitAt, consentSince }) => ({
      ...cardFields(card, consentSince),
      visits: Number(visits ?? 0),
      noShows: Number(noShows ?? 0),
      lastVisitAt: lastVisitAt ? new Date(lastVisitAt).toISOString() : null,
    })),
    total: Number(totalRow?.total ?? 0),
    page,
    pageSize: CLIENT_LIST_PAGE_SIZE,
  };
}
