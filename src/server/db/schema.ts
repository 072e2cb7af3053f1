// The whole domain model. Every tenant table carries business_id and every unique key of a
// tenant table includes it, so the schema can later be distributed by business_id. Value lists the rules
// also know (appointment statuses) come from src/core.
import { relations, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES } from '../../core/appointments/status-machine.ts';
import type { InvoiceLine } from '../../core/billing/invoice.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LITHUANIA_TIME_ZONE } from '../../core/time/lithuania.ts';
import {
  MARKETING_CONSENT_GRANTED_VIA,
  MARKETING_CONSENT_WITHDRAWN_VIA,
} from '../../core/marketing/consent-sources.ts';

// Column builders the tables share, so a key or a time column is spelled one way everywhere.
const timestampTz = () => timestamp({ withTimezone: true });
const createdAt = () => timestampTz().notNull().defaultNow();
const updatedAt = () =>
  timestampTz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
const generatedId = () => uuid().primaryKey().defaultRandom();
const wallDate = () => date({ mode: 'string' }).notNull();
/** The tenant key: the row belongs to a business and goes with it. */
const businessRef = () =>
  uuid()
    .notNull()
    .references(() => business.id, { onDelete: 'cascade' });
/** A row that belongs to a person and goes with their account. */
const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
/** A person the row mentions; it outlives their account. */
const formerUserRef = () => text().references(() => user.id, { onDelete: 'set null' });
const specialistRef = () =>
  uuid()
    .notNull()
    .references(() => specialist.id, { onDelete: 'cascade' });

/** Wall-clock interval in the business's time zone: 'HH:MM'–'HH:MM'. */
export interface WallIntervalJson {
  start: string;
  end: string;
}
/** ISO weekday (1 = Monday) -> working intervals; a missing day is a day off. */
export type WeeklyHoursJson = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', WallIntervalJson[]>>;

// ---------------------------------------------------------------- authentication (better-auth's model)

export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  phoneNumber: text(),
  isOperator: boolean().notNull().default(false),
  twoFactorEnabled: boolean().default(false),
  /** The version of the privacy policy and terms the person accepted, and when (null: none on record). */
  termsVersion: text(),
  termsAcceptedAt: timestampTz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestampTz().notNull(),
    token: text().notNull().unique(),
    ...timestamps(),
    ipAddress: text(),
    userAgent: text(),
    userId: userRef(),
  },
  (t) => [index().on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: userRef(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestampTz(),
    refreshTokenExpiresAt: timestampTz(),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * The links better-auth's joined lookups follow (`advanced.database.joins` in auth.ts): a session with its
 * user in one statement on every signed-in request instead of two, a user with their accounts at sign-in.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestampTz().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: userRef(),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestampTz(),
    /** The TOTP time-step (30 s counter) of the last accepted code: a code is accepted once only. */
    lastTotpStep: bigint({ mode: 'number' }),
  },
  (t) => [index().on(t.secret), index().on(t.userId)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- catalogue: areas and locations

/** A service category ("area" in search URLs), e.g. kirpejai. */
export const area = pgTable('area', {
  id: generatedId(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** Heading form: "Kirpėjai" in "Kirpėjai Vilniuje". */
  specialistsTitle: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

/** A city ("location" in search URLs), with the locative for headings ("Vilniuje"). */
export const location = pgTable('location', {
  id: generatedId(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  nameLocative: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

// ---------------------------------------------------------------- businesses and their people

export const business = pgTable(
  'business',
  {
    id: generatedId(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    domain: text().unique(),
    onboarded: boolean().notNull().default(false),
    contactedAt: timestampTz(),
    description: text().notNull().default(''),
    address: text().notNull().default(''),
    locationId: uuid().references(() => location.id),
    phone: text(),
    email: text(),
    logoSquareUrl: text(),
    logoRoundUrl: text(),
    profileImageUrl: text(),
    timeZone: text().notNull().default(LITHUANIA_TIME_ZONE),
    requiresConfirmation: boolean().notNull().default(false),
    leadTimeMinutes: integer().notNull().default(60),
    bookingHorizonDays: integer().notNull().default(60),
    slotStepMinutes: integer().notNull().default(15),
    cancellationCutoffHours: integer().notNull().default(24),
    /** Online bookings need a client with a phone number on their account. */
    requiresPhoneNumber: boolean().notNull().default(false),
    /** Minutes before a visit at which its client is reminded; at most 3, each 30–10,080. */
    reminderOffsetsMinutes: integer()
      .array()
      .notNull()
      .default(sql`'{1440,120}'::integer[]`),
    /** How long a time freed for the waitlist is held for the client it is offered to (5–120 minutes). */
    waitlistHoldMinutes: integer().notNull().default(15),
    /** Secret of the business's calendar subscription feed; a new value invalidates the old link. */
    calendarFeedToken: text().unique(),
    /** The data-processing terms the salon accepted when it published itself: version, time and who. */
    dpaVersion: text(),
    dpaAcceptedAt: timestampTz(),
    dpaAcceptedByUserId: formerUserRef(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.locationId),
    check('business_waitlist_hold_minutes', sql`${t.waitlistHoldMinutes} BETWEEN 5 AND 120`),
  ],
);

export const membershipRole = pgEnum('membership_role', ['owner', 'admin', 'specialist']);

export const membership = pgTable(
  'membership',
  {
    id: generatedId(),
    businessId: businessRef(),
    userId: userRef(),
    role: membershipRole().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.businessId, t.userId), index().on(t.userId)],
);

export const specialist = pgTable(
  'specialist',
  {
    id: generatedId(),
    businessId: businessRef(),
    name: text().notNull(),
    title: text().notNull().default(''),
    photoUrl: text(),
    active: boolean().notNull().default(true),
    userId: formerUserRef(),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.businessId), uniqueIndex().on(t.businessId, t.userId)],
);

export const service = pgTable(
  'service',
  {
    id: generatedId(),
    businessId: businessRef(),
    areaId: uuid()
      .notNull()
      .references(() => area.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    durationMinutes: integer().notNull(),
    priceCents: integer().notNull(),
    bufferAfterMinutes: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index().on(t.businessId),
    index().on(t.areaId),
    check('service_duration_positive', sql`${t.durationMinutes} > 0`),
    check('service_price_not_negative', sql`${t.priceCents} >= 0`),
    check('service_buffer_not_negative', sql`${t.bufferAfterMinutes} >= 0`),
  ],
);

export const specialistService = pgTable(
  'specialist_service',
  {
    businessId: businessRef(),
    specialistId: specialistRef(),
    serviceId: uuid()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.specialistId, t.serviceId] }), index().on(t.serviceId)],
);

// ---------------------------------------------------------------- when people can book

export const schedule = pgTable(
  'schedule',
  {
    id: generatedId(),
    businessId: businessRef(),
    specialistId: specialistRef(),
    validFrom: wallDate(),
    weeklyHours: jsonb().$type<WeeklyHoursJson>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.businessId, t.specialistId, t.validFrom)],
);

export const scheduleOverride = pgTable(
  'schedule_override',
  {
    id: generatedId(),
    businessId: businessRef(),
    /** null: the whole business. */
    specialistId: uuid().references(() => specialist.id, { onDelete: 'cascade' }),
    fromDate: wallDate(),
    toDate: wallDate(),
    closed: boolean().notNull(),
    intervals: jsonb().$type<WallIntervalJson[]>().notNull().default([]),
    note: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index().on(t.businessId, t.toDate),
    check('schedule_override_range', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

export const holiday = pgTable(
  'holiday',
  {
    id: generatedId(),
    businessId: businessRef(),
    specialistId: uuid().references(() => specialist.id, { onDelete: 'cascade' }),
    fromDate: wallDate(),
    toDate: wallDate(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.businessId, t.toDate), check('holiday_range', sql`${t.toDate} >= ${t.fromDate}`)],
);

/** A Lithuanian public holiday on which the business works anyway (istraukti). */
export const publicHolidayExclusion = pgTable(
  'public_holiday_exclusion',
  {
    id: generatedId(),
    businessId: businessRef(),
    date: wallDate(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.businessId, t.date)],
);

/** The `availability_version` row of a business's own settings (hours, staff, services, rules). */
export const WHOLE_BUSINESS = '00000000-0000-0000-0000-000000000000';

/**
 * A business's availability versions: one more with every committed change of anything its free times
 * follow from, kept by statement triggers in the changing transaction. Visits and blocked time move the row
 * of their specialist, everything else (hours, changed days, holidays, staff, services, booking rules) the
 * business's own row (`WHOLE_BUSINESS`): a row is locked until its transaction commits, so one row per
 * business would make all of a salon's bookings wait for each other. The business's version is the sum of
 * its rows (each only grows); a search keeps computed free times only while that sum stands.
 */
export const availabilityVersion = pgTable(
  'availability_version',
  {
    businessId: businessRef(),
    specialistId: uuid().notNull().default(WHOLE_BUSINESS),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.specialistId] })],
);

/**
 * The catalogue's version (one row): moved on in every transaction that changes what decides which
 * businesses a search lists, in what order and with what card (businesses, services, reviews, gallery
 * images, areas, cities). It starts from the clock's microseconds when the row is made, so a table emptied
 * and filled again never repeats an earlier version. A search keeps whole answers only while it stands.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: boolean().primaryKey().default(true),
  version: bigint({ mode: 'number' })
    .notNull()
    .default(sql`(extract(epoch from clock_timestamp()) * 1000000)::bigint`),
});

// ---------------------------------------------------------------- clients and visits

export const clientCard = pgTable(
  'client_card',
  {
    id: generatedId(),
    businessId: businessRef(),
    userId: formerUserRef(),
    name: text().notNull(),
    phone: text(),
    email: text(),
    notes: text().notNull().default(''),
    /** Personal data removed on the client's request (the card stays so its visits keep their history). */
    erasedAt: timestampTz(),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.businessId, t.userId), index().on(t.businessId, t.name)],
);

/** A card's contacts before and after an import changed them: what undoing the import puts back. */
export interface ClientImportChangeJson {
  cardId: string;
  before: { phone: string | null; email: string | null; notes: string };
  after: { phone: string | null; email: string | null; notes: string };
}

/** One import of a client list: what it made and changed, so that it can be undone for a while. */
export const clientImport = pgTable(
  'client_import',
  {
    id: generatedId(),
    businessId: businessRef(),
    createdBy: formerUserRef(),
    created: integer().notNull(),
    merged: integer().notNull(),
    skipped: integer().notNull(),
    createdCardIds: jsonb().$type<string[]>().notNull().default([]),
    changedCards: jsonb().$type<ClientImportChangeJson[]>().notNull().default([]),
    undoneAt: timestampTz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.businessId, t.createdAt)],
);

/** An imported visit as it was booked: undoing removes it only while it is still so. */
export interface VisitImportAppointmentJson {
  id: string;
  startsAt: string;
}

/** One import of future visits: the visits and client cards it made, so that it can be undone for a while. */
export const visitImport = pgTable(
  'visit_import',
  {
    id: generatedId(),
    businessId: businessRef(),
    createdBy: formerUserRef(),
    visits: integer().notNull(),
    newClients: integer().notNull(),
    skipped: integer().notNull(),
    appointments: jsonb().$type<VisitImportAppointmentJson[]>().notNull().default([]),
    createdCardIds: jsonb().$type<string[]>().notNull().default([]),
    undoneAt: timestampTz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.businessId, t.createdAt)],
);

/** A client's favourite salons ("Mano salonai"), newest first on their home page and visits page. */
export const favouriteBusiness = pgTable(
  'favourite_business',
  {
    userId: userRef(),
    businessId: businessRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index().on(t.businessId)],
);

/**
 * A client's consent to one salon's marketing (offers, rebook nudges), apart from the messages about their
 * visits. Each agreement is a row that a withdrawal closes and never deletes, so the salon can show when
 * consent was given and withdrawn; at most one row per client and salon is open. Only the client sets it.
 */
export const marketingConsent = pgTable(
  'marketing_consent',
  {
    id: generatedId(),
    userId: userRef(),
    businessId: businessRef(),
    grantedAt: timestampTz().notNull(),
    grantedVia: text({ enum: MARKETING_CONSENT_GRANTED_VIA }).notNull(),
    withdrawnAt: timestampTz(),
    withdrawnVia: text({ enum: MARKETING_CONSENT_WITHDRAWN_VIA }),
  },
  (t) => [
    uniqueIndex()
      .on(t.businessId, t.userId)
      .where(sql`${t.withdrawnAt} IS NULL`),
    index().on(t.userId, t.grantedAt),
    check('marketing_consent_granted_via', sql`${t.grantedVia} IN ('booking', 'account')`),
    check(
      'marketing_consent_withdrawal',
      sql`(${t.withdrawnAt} IS NULL) = (${t.withdrawnVia} IS NULL) AND (${t.withdrawnVia} IS NULL OR ${t.withdrawnVia} IN ('account', 'unsubscribe_link', 'one_click'))`,
    ),
  ],
);

/**
 * A rebook nudge the visit clock made for a client's last visit at a salon (one per visit, by the unique
 * key); `sentAt` is set when the letter went, and stays empty when it was dropped (consent withdrawn or a
 * visit booked before it went).
 */
export const rebookNudge = pgTable(
  'rebook_nudge',
  {
    id: generatedId(),
    userId: userRef(),
    businessId: businessRef(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointment.id, { onDelete: 'cascade' }),
    createdAt: timestampTz().notNull(),
    sentAt: timestampTz(),
  },
  (t) => [
    uniqueIndex().on(t.businessId, t.userId, t.appointmentId),
    index().on(t.businessId, t.userId, t.createdAt),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
/** Who entered a visit: the client online, staff ahead of time, or staff afterwards (recorded, not booked). */
export const appointmentSource = pgEnum('appointment_source', ['online', 'admin', 'after_the_fact']);

// The no-double-booking EXCLUDE constraint over (specialist_id, [starts_at, blocked_until)) for pending and
// confirmed visits lives in a hand-written migration (drizzle/0001_appointment_no_overlap.sql). Held visits
// and time blocks also share one `busy_time` table kept by triggers, whose exclusion constraint stops a
// visit and a block (or two blocks) from overlapping (drizzle/0005_time_blocks_series.sql).
export const appointment = pgTable(
  'appointment',
  {
    id: generatedId(),
    businessId: businessRef(),
    specialistId: uuid()
      .notNull()
      .references(() => specialist.id),
    serviceId: uuid()
      .notNull()
      .references(() => service.id),
    clientUserId: formerUserRef(),
    clientCardId: uuid().references(() => clientCard.id, { onDelete: 'set null' }),
    startsAt: timestampTz().notNull(),
    endsAt: timestampTz().notNull(),
    /** endsAt plus the service's buffer: the time the specialist is held. */
    blockedUntil: timestampTz().notNull(),
    status: appointmentStatus().notNull(),
    source: appointmentSource().notNull(),
    clientNote: text().notNull().default(''),
    businessNote: text().notNull().default(''),
    priceCents: integer().notNull(),
    durationMinutes: integer().notNull(),
    declineReason: text(),
    confirmedAt: timestampTz(),
    cancelledAt: timestampTz(),
    /** Calendar files' SEQUENCE: 0 when booked, one more with every change the client is told about. */
    sequence: integer().notNull().default(0),
    /** Shared by the visits of one repeating series booked together; null for a single visit. */
    seriesId: uuid(),
    /** Shared by the services of one visit booked together (back to back, one specialist); else null. */
    groupId: uuid(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.seriesId),
    index().on(t.groupId),
    index().on(t.businessId, t.startsAt),
    index().on(t.status, t.endsAt),
    index().on(t.specialistId, t.startsAt),
    index().on(t.clientUserId, t.startsAt),
    check('appointment_times', sql`${t.endsAt} > ${t.startsAt} AND ${t.blockedUntil} >= ${t.endsAt}`),
  ],
);

/** Time a specialist is not to be booked (lunch, training): never offered, never overlapping a visit. */
export const timeBlock = pgTable(
  'time_block',
  {
    id: generatedId(),
    businessId: businessRef(),
    specialistId: specialistRef(),
    startsAt: timestampTz().notNull(),
    endsAt: timestampTz().notNull(),
    title: text().notNull(),
    /** Shared by the weekly copies created in one request; null for a single block. */
    seriesId: uuid(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.businessId, t.startsAt),
    index().on(t.specialistId, t.startsAt),
    check('time_block_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const waitlistEntryStatus = pgEnum('waitlist_entry_status', ['waiting', 'booked', 'left', 'ended']);
export const waitlistOfferStatus = pgEnum('waitlist_offer_status', [
  'open',
  'accepted',
  'expired',
  'withdrawn',
]);

/** A client waiting for a time on one date, within a wall-clock window, with one specialist or any. */
export const waitlistEntry = pgTable(
  'waitlist_entry',
  {
    id: generatedId(),
    businessId: businessRef(),
    serviceId: uuid()
      .notNull()
      .references(() => service.id, { onDelete: 'cascade' }),
    /** null: any specialist who performs the service. */
    specialistId: uuid().references(() => specialist.id, { onDelete: 'cascade' }),
    userId: userRef(),
    date: wallDate(),
    fromTime: text().notNull(),
    toTime: text().notNull(),
    status: waitlistEntryStatus().notNull().default('waiting'),
    /** The visit the entry ended in, once an offer was accepted. */
    appointmentId: uuid().references(() => appointment.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.businessId, t.date, t.status),
    index().on(t.userId, t.status),
    check('waitlist_entry_window', sql`${t.toTime} > ${t.fromTime}`),
  ],
);

// An open offer holds its time in busy_time through a trigger (drizzle/0017_waitlist.sql), as a visit does.
export const waitlistOffer = pgTable(
  'waitlist_offer',
  {
    id: generatedId(),
    entryId: uuid()
      .notNull()
      .references(() => waitlistEntry.id, { onDelete: 'cascade' }),
    businessId: businessRef(),
    specialistId: specialistRef(),
    startsAt: timestampTz().notNull(),
    endsAt: timestampTz().notNull(),
    /** endsAt plus the service's buffer: the time held. */
    blockedUntil: timestampTz().notNull(),
    expiresAt: timestampTz().notNull(),
    status: waitlistOfferStatus().notNull().default('open'),
    appointmentId: uuid().references(() => appointment.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.entryId),
    index().on(t.status, t.expiresAt),
    uniqueIndex('waitlist_offer_one_open_per_entry')
      .on(t.entryId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The business's availability version the waitlist was last matched against. */
export const waitlistCheck = pgTable('waitlist_check', {
  businessId: uuid()
    .primaryKey()
    .references(() => business.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull(),
});

export const review = pgTable(
  'review',
  {
    id: generatedId(),
    businessId: businessRef(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointment.id, { onDelete: 'cascade' }),
    userId: formerUserRef(),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
    /** The client's last edit (allowed for a while after writing); null = never edited. */
    editedAt: timestampTz(),
    /** The business's one answer, shown under the review. */
    reply: text(),
    repliedAt: timestampTz(),
    repliedBy: formerUserRef(),
    /** Hidden by the operator (abuse): kept for the record, shown nowhere public and counted nowhere. */
    hiddenAt: timestampTz(),
    hiddenReason: text(),
    hiddenBy: formerUserRef(),
  },
  (t) => [
    uniqueIndex().on(t.businessId, t.appointmentId),
    index().on(t.businessId, t.createdAt),
    check('review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('review_comment_length', sql`char_length(${t.comment}) <= 1000`),
    check('review_reply_length', sql`${t.reply} IS NULL OR char_length(${t.reply}) <= 1000`),
  ],
);

// ---------------------------------------------------------------- notifications and push

export const notification = pgTable(
  'notification',
  {
    id: generatedId(),
    userId: userRef(),
    businessId: uuid().references(() => business.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    href: text().notNull(),
    readAt: timestampTz(),
    dismissedAt: timestampTz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: generatedId(),
    userId: userRef(),
    businessId: uuid().references(() => business.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** The VAPID public key the subscription was made with; a different current key means resubscribe. */
    serverKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

// ---------------------------------------------------------------- business set-up

export const galleryImage = pgTable(
  'gallery_image',
  {
    id: generatedId(),
    businessId: businessRef(),
    caption: text().notNull().default(''),
    /** Stored image URLs by width, e.g. { "480": "/uploads/…", "1200": "/uploads/…" }; empty until uploaded. */
    urls: jsonb().$type<Record<string, string>>().notNull().default({}),
    width: integer(),
    height: integer(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.businessId, t.sortOrder)],
);

export const billingDetails = pgTable('billing_details', {
  businessId: uuid()
    .primaryKey()
    .references(() => business.id, { onDelete: 'cascade' }),
  companyName: text().notNull().default(''),
  companyCode: text().notNull().default(''),
  vatCode: text().notNull().default(''),
  address: text().notNull().default(''),
  invoiceEmail: text().notNull().default(''),
  planCode: text().notNull().default('standard'),
  /** When the owner last switched plans; null while on the plan the business started with. */
  planChangedAt: timestampTz(),
  updatedAt: updatedAt(),
});

/** Bytes as PostgreSQL keeps them (an issued invoice's PDF); PGlite hands back a Uint8Array, pg a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/** What an invoice states about a company, as it was when the invoice was issued. */
export interface InvoiceParty {
  name: string;
  companyCode: string;
  vatCode: string;
  address: string;
  email?: string;
  iban?: string;
}

/**
 * The platform's invoices (and credit notes) for the monthly fee. A row is never changed or deleted once
 * written (a trigger refuses it): seller, buyer and lines are kept as they were, with the PDF that was sent.
 * Numbers are the platform's, not the business's: unique per series across all businesses. A business with
 * invoices cannot be deleted (they are kept for the tax authority).
 */
export const invoice = pgTable(
  'invoice',
  {
    id: generatedId(),
    businessId: uuid()
      .notNull()
      .references(() => business.id, { onDelete: 'restrict' }),
    kind: invoiceKind().notNull(),
    series: text().notNull(),
    number: integer().notNull(),
    issuedOn: wallDate(),
    periodFrom: wallDate(),
    periodTo: wallDate(),
    /** The invoice a credit note cancels. */
    correctsInvoiceId: uuid().references((): AnyPgColumn => invoice.id, { onDelete: 'restrict' }),
    /** Why a credit note was issued. */
    reason: text(),
    seller: jsonb().$type<InvoiceParty>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    /** Amounts in cents; a credit note's are negative. */
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    /** Null when VAT was not charged (the platform is not a VAT payer). */
    vatRatePercent: integer(),
    netCents: integer().notNull(),
    vatCents: integer().notNull(),
    totalCents: integer().notNull(),
    pdf: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.series, t.number),
    // One invoice per business and month, however many instances issue at once.
    uniqueIndex('invoice_business_month')
      .on(t.businessId, t.periodFrom)
      .where(sql`${t.kind} = 'invoice'`),
    // One credit note per invoice: it cancels the whole of it.
    uniqueIndex().on(t.correctsInvoiceId),
    index().on(t.businessId, t.issuedOn),
    index().on(t.issuedOn),
  ],
);

/**
 * The last number issued in each series. Taking a number updates this row in the transaction that writes
 * the invoice: issuers wait for each other on it, and a rolled-back issue gives its number back.
 */
export const invoiceCounter = pgTable('invoice_counter', {
  series: text().primaryKey(),
  lastNumber: integer().notNull(),
});

export const invitationRole = pgEnum('invitation_role', ['client', 'owner', 'admin', 'specialist']);

export const invitation = pgTable(
  'invitation',
  {
    id: generatedId(),
    businessId: businessRef(),
    email: text().notNull(),
    role: invitationRole().notNull(),
    token: text().notNull().unique(),
    expiresAt: timestampTz().notNull(),
    acceptedAt: timestampTz(),
    revokedAt: timestampTz(),
    invitedByUserId: formerUserRef(),
    /** A specialist invitation made for a card the business already has: accepting links that card. */
    specialistId: uuid().references(() => specialist.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.businessId, t.email)],
);

/** Onboarding tips a business chose to skip. */
export const skippedInstruction = pgTable(
  'skipped_instruction',
  {
    businessId: businessRef(),
    instruction: text().notNull(),
    skippedByUserId: formerUserRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.instruction] })],
);

// ---------------------------------------------------------------- platform

export const contactMessage = pgTable('contact_message', {
  id: generatedId(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  message: text().notNull(),
  userId: formerUserRef(),
  businessId: uuid().references(() => business.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A browser's report: `warning` for a refusal the person caused (a 4xx), `error` for anything else. */
export const errorLog = pgTable(
  'error_log',
  {
    id: generatedId(),
    message: text().notNull(),
    token: text().notNull(),
    url: text(),
    userAgent: text(),
    userId: formerUserRef(),
    level: text({ enum: ['error', 'warning'] })
      .notNull()
      .default('error'),
    /** The same report again within minutes is counted here, not stored anew. */
    occurrences: integer().notNull().default(1),
    lastSeenAt: timestampTz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.lastSeenAt), check('error_log_level_check', sql`${t.level} in ('error', 'warning')`)],
);

/** One row per side effect already carried out (an e-mail, a push, a reminder): makes jobs idempotent. */
/** How a message reaches a person. Push is listed for the channel that plugs in later. */
export const deliveryChannel = pgEnum('delivery_channel', ['email', 'in_app', 'push']);

/**
 * One row per message that must go out once (key: kind, visit, version, recipient). `createdAt` is the
 * first attempt, `sentAt` the confirmed delivery; the rows of a visit are its delivery history.
 */
export const sentLog = pgTable(
  'sent_log',
  {
    key: text().primaryKey(),
    appointmentId: uuid().references(() => appointment.id, { onDelete: 'cascade' }),
    kind: text(),
    channel: deliveryChannel(),
    recipient: text(),
    sentAt: timestampTz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.appointmentId)],
);

export const reminderStatus = pgEnum('reminder_status', [
  'scheduled',
  'queued',
  'sent',
  'skipped',
  'cancelled',
]);

/**
 * A visit's reminders at start minus each of the business's offsets, made when it is booked or moved.
 * `skipped`: the moment had passed already then; `cancelled`: the visit was moved, cancelled or declined.
 */
export const appointmentReminder = pgTable(
  'appointment_reminder',
  {
    id: generatedId(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointment.id, { onDelete: 'cascade' }),
    offsetMinutes: integer().notNull(),
    dueAt: timestampTz().notNull(),
    /** The visit's sequence the reminder was planned for. */
    sequence: integer().notNull(),
    status: reminderStatus().notNull(),
    handledAt: timestampTz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.dueAt), index().on(t.appointmentId)],
);

/** A person's choice per channel and kind of message (no row: the default, on). */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    userId: userRef(),
    channel: deliveryChannel().notNull(),
    kind: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.kind] })],
);

/** Secret-token calendar feeds: one per specialist and one per client (a business's is on its row). */
export const calendarFeed = pgTable('calendar_feed', {
  token: text().primaryKey(),
  specialistId: uuid()
    .unique()
    .references(() => specialist.id, { onDelete: 'cascade' }),
  userId: text()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The answer given to a request sent with an Idempotency-Key (booking), kept for 24 hours and written in the
 * same transaction as what the request did: a client whose connection broke retries with the same key and
 * gets the same answer, and the request is never carried out twice. Keys are per user.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    userId: userRef(),
    key: text().notNull(),
    /** A hash of the operation and its input: the same key sent with another request is refused. */
    fingerprint: text().notNull(),
    status: smallint().notNull(),
    body: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Instance-independent settings generated on first start (e.g. VAPID keys). */
export const appSetting = pgTable('app_setting', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
