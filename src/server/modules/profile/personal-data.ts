// A person's own data: the export of everything held about them, deleting their account, and a business
// erasing a client card on request. Businesses keep their visit records (bookkeeping, the calendar's
// history); what goes is the person in them: name, phone, e-mail, notes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  PERSONAL_DATA_TEXTS,
  PROFILE_TEXTS,
  type DeleteAccountInput,
  type PersonalDataExport,
} from '../../../contracts/profile.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Auth } from '../../auth/auth.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import {
  account,
  appointment,
  business,
  clientCard,
  membership,
  notification,
  pushSubscription,
  review,
  service,
  session,
  specialist,
  user as userTable,
} from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { accountDeletedEmail } from '../../mail/auth-emails.ts';
import { notificationPreferences } from '../notifications/notification-preferences.ts';
import { emailJob, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';
import { succeeded } from '../../../contracts/shared-schemas.ts';

export async function exportPersonalData(db: DbOrTx, userId: string, now: Date): Promise<PersonalDataExport> {
  const [person] = await db.select().from(userTable).where(eq(userTable.id, userId));
  if (!person) throw new AppError('unauthorized', 401, PROFILE_TEXTS.unauthorized);
  const visits = await db
    .select({ appointment, business: business.name, service: service.name, specialist: specialist.name })
    .from(appointment)
    .innerJoin(business, eq(business.id, appointment.businessId))
    .innerJoin(service, eq(service.id, appointment.serviceId))
    .innerJoin(specialist, eq(specialist.id, appointment.specialistId))
    .where(eq(appointment.clientUserId, userId))
    .orderBy(asc(appointment.startsAt));
  const cards = await db
    .select({
      business: business.name,
      name: clientCard.name,
      phone: clientCard.phone,
      email: clientCard.email,
      // The salon's notes about the person (allergies among them) are theirs to read too.
      notes: clientCard.notes,
    })
    .from(clientCard)
    .innerJoin(business, eq(business.id, clientCard.businessId))
    .where(eq(clientCard.userId, userId));
  const reviews = await db
    .select({ review, business: business.name })
    .from(review)
    .innerJoin(business, eq(business.id, review.businessId))
    .where(eq(review.userId, userId))
    .orderBy(asc(review.createdAt));
  const notes = await db
    .select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(asc(notification.createdAt));
  const subscriptions = await db
    .select({ endpoint: pushSubscription.endpoint, createdAt: pushSubscription.createdAt })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId));
  const sessions = await db
    .select({ createdAt: session.createdAt, userAgent: session.userAgent, ipAddress: session.ipAddress })
    .from(session)
    .where(eq(session.userId, userId));
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: person.id,
      name: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      phoneNumber: person.phoneNumber,
      twoFactorEnabled: Boolean(person.twoFactorEnabled),
      createdAt: person.createdAt.toISOString(),
      termsVersion: person.termsVersion,
      termsAcceptedAt: person.termsAcceptedAt?.toISOString() ?? null,
    },
    appointments: visits.map((row) => ({
      id: row.appointment.id,
      business: row.business,
      service: row.service,
      specialist: row.specialist,
      start: row.appointment.startsAt.toISOString(),
      end: row.appointment.endsAt.toISOString(),
      status: row.appointment.status,
      note: row.appointment.clientNote,
      priceCents: row.appointment.priceCents,
      createdAt: row.appointment.createdAt.toISOString(),
    })),
    clientCards: cards,
    reviews: reviews.map((row) => ({
      id: row.review.id,
      business: row.business,
      appointmentId: row.review.appointmentId,
      rating: row.review.rating,
      comment: row.review.comment,
      createdAt: row.review.createdAt.toISOString(),
    })),
    notifications: notes.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      href: row.href,
      read: row.readAt !== null,
      dismissed: row.dismissedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    pushSubscriptions: subscriptions.map((row) => ({
      endpoint: row.endpoint,
      createdAt: row.createdAt.toISOString(),
    })),
    notificationPreferences: (await notificationPreferences(db, userId)).map(({ kind, email, push }) => ({
      kind,
      email,
      push,
    })),
    sessions: sessions.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
    })),
  };
}

/** Removes the person from client cards (and the notes of their visits); the visits themselves stay. */
async function eraseCards(tx: Transaction, cardIds: string[], now: Date): Promise<void> {
  if (cardIds.length === 0) return;
  await tx
    .update(clientCard)
    .set({
      name: PERSONAL_DATA_TEXTS.erasedName,
      phone: null,
      email: null,
      notes: '',
      userId: null,
      erasedAt: now,
    })
    .where(inArray(clientCard.id, cardIds));
  await tx.update(appointment).set({ clientNote: '' }).where(inArray(appointment.clientCardId, cardIds));
}

/** The auth cookies (prefix `gl`, plain and `__Secure-`), expired: the session is gone with the account. */
export const EXPIRED_SESSION_COOKIES = ['session_token', 'session_data'].flatMap((name) => [
  `gl.${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  `__Secure-gl.${name}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
]);

export interface DeleteAccountDependencies {
  db: Database;
  auth: Auth;
  jobs: JobQueue<SideEffectJob>;
  brandName: string;
  /** The site's public origin (the letter's footer links). */
  baseUrl: string;
  now: () => Date;
}

const fieldRefusal = (
  code: 'invalid_password' | 'invalid_code' | 'password_required',
  message: string,
  field: string,
) => new AppError(code, 422, message, { [field]: message });

/**
 * Deletes the signed-in person's account after checking the password (and the authenticator code when
 * two-factor is on). In one transaction: their client cards lose the personal data, their reviews the
 * name, the account row goes (sessions, notifications, subscriptions and settings with it), and the
 * confirmation e-mail is queued. The sole owner of a business is refused: the business needs an owner.
 */
export async function deleteAccount(
  deps: DeleteAccountDependencies,
  { person, input, headers }: { person: SessionUser; input: DeleteAccountInput; headers: Headers },
): Promise<{ success: true; message: string }> {
  if (input.password === '')
    throw fieldRefusal('password_required', PROFILE_TEXTS.passwordRequired, 'password');
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')));
  const passwordOk =
    credential?.password != null &&
    (await verifyPassword({ hash: credential.password, password: input.password }));
  if (!passwordOk) throw fieldRefusal('invalid_password', PROFILE_TEXTS.wrongPassword, 'password');

  if (person.twoFactorEnabled) {
    if (!input.code || !/^\d{6}$/.test(input.code)) {
      throw fieldRefusal('invalid_code', PROFILE_TEXTS.codeFormat, 'code');
    }
    try {
      await deps.auth.api.verifyTOTP({ body: { code: input.code }, headers });
    } catch {
      throw fieldRefusal('invalid_code', PROFILE_TEXTS.wrongCode, 'code');
    }
  }

  await deps.db.transaction(async (tx) => {
    const owned = await tx
      .select({ businessId: membership.businessId })
      .from(membership)
      .where(and(eq(membership.userId, person.id), eq(membership.role, 'owner')));
    for (const { businessId } of owned) {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(membership)
        .where(and(eq(membership.businessId, businessId), eq(membership.role, 'owner')));
      if (Number(others?.count ?? 0) <= 1)
        throw new AppError('sole_owner', 409, PERSONAL_DATA_TEXTS.soleOwner);
    }
    const cards = await tx
      .select({ id: clientCard.id })
      .from(clientCard)
      .where(eq(clientCard.userId, person.id));
    await eraseCards(
      tx,
      cards.map((card) => card.id),
      deps.now(),
    );
    await tx
      .update(review)
      .set({ authorName: PERSONAL_DATA_TEXTS.formerClientName, userId: null })
      .where(eq(review.userId, person.id));
    await tx.update(appointment).set({ clientNote: '' }).where(eq(appointment.clientUserId, person.id));
    await tx.delete(userTable).where(eq(userTable.id, person.id));
    await deps.jobs.enqueue(tx, [
      emailJob(
        'account-deleted',
        accountDeletedEmail({
          brandName: deps.brandName,
          siteUrl: deps.baseUrl,
          to: person.email,
          name: person.name,
        }),
      ),
    ]);
  });
  return { success: true, message: PERSONAL_DATA_TEXTS.accountDeleted };
}

/**
 * A business erases one of its client cards on the client's request: the card keeps its place in the
 * visit history under "Ištrintas klientas" without name, contacts or notes. The caller has checked that
 * the card's business is one the user manages; a card of another business is not found.
 */
export async function eraseClientCard(
  db: Database,
  { businessId, cardId, now }: { businessId: string; cardId: string; now: Date },
): Promise<{ success: true; message: string }> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: clientCard.id, erasedAt: clientCard.erasedAt })
      .from(clientCard)
      .where(and(eq(clientCard.id, cardId), eq(clientCard.businessId, businessId)))
      .for('update');
    if (!card) throw new AppError('client_not_found', 404, 'Klientas nerastas.');
    if (card.erasedAt) throw new AppError('client_erased', 409, PERSONAL_DATA_TEXTS.alreadyErased);
    await eraseCards(tx, [card.id], now);
    return succeeded(PERSONAL_DATA_TEXTS.clientErased);
  });
}
