import { z } from './zod.ts';
import { phoneTextSchema, toPhoneNumber } from './phone-input.ts';
import {
  businessRefSchema,
  lowerCaseEmailSchema,
  pageNumberSchema,
  pageOf,
  successMessageSchema,
} from './shared-schemas.ts';
import { APPOINTMENT_STATUSES } from '../core/appointments/status-machine.ts';
import { booleanField } from './admin-fields.ts';
import { marketingConsentRecordSchema } from './marketing-consent.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

// Client cards: a business's own record of a client — contacts, notes, visit history —
// linked to the client's account when they have one. Made automatically on a client's first booking.

export const CLIENT_CARD_NOTES_MAX_LENGTH = 5000;
export const CLIENT_LIST_PAGE_SIZE = 20;

export const CLIENT_CARD_TEXTS = {
  notFound: 'Kliento kortelė nerasta.',
  userNotClient: 'Šis asmuo dar nėra jūsų klientas: kortelę galima sukurti po pirmojo vizito.',
  saved: 'Kliento kortelė išsaugota.',
  created: 'Klientas pridėtas.',
  duplicatePhone: 'Klientas su šiuo tel. numeriu jau yra.',
  duplicateEmail: 'Klientas su šiuo el. pašto adresu jau yra.',
} as const;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const name = z
  .string({ error: 'Įveskite kliento vardą.' })
  .trim()
  .min(1, 'Įveskite kliento vardą.')
  .max(120, 'Vardas per ilgas – daugiausia 120 simbolių.');

const phone = z.preprocess(emptyToNull, phoneTextSchema.trim().transform(toPhoneNumber).nullable());

const email = z.preprocess(emptyToNull, lowerCaseEmailSchema.nullable());

const notes = z
  .string({ error: 'Netinkamos pastabos.' })
  .max(
    CLIENT_CARD_NOTES_MAX_LENGTH,
    `Pastabos per ilgos – daugiausia ${CLIENT_CARD_NOTES_MAX_LENGTH} simbolių.`,
  );

/** Editable fields of a card; every field optional (PATCH and the upsert change only what is sent). */
export const clientCardFieldsSchema = z.object({
  name: name.optional(),
  phone: phone.optional(),
  email: email.optional(),
  notes: notes.optional(),
});
export type ClientCardFields = z.infer<typeof clientCardFieldsSchema>;

/** `POST /api/admin/user/{id}/client-card`: the business (absent = your own) plus the fields to set. */
export const upsertClientCardInputSchema = clientCardFieldsSchema.extend({
  business: businessRefSchema.optional(),
});
export type UpsertClientCardInput = z.infer<typeof upsertClientCardInputSchema>;

/** A new walk-in client (no account). */
export const createClientCardInputSchema = z.object({
  name,
  phone: phone.optional(),
  email: email.optional(),
  notes: notes.optional(),
});
export type CreateClientCardInput = z.infer<typeof createClientCardInputSchema>;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Paieškos tekstas per ilgas.').optional(),
  /** Only the clients who agree, now, to the business's offers and rebook nudges. */
  marketingConsent: booleanField.optional(),
  page: pageNumberSchema,
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientStatsSchema = z.object({
  /** Completed visits. */
  visits: z.number().int(),
  noShows: z.number().int(),
  /** Cancelled by the client or declined by the business. */
  cancelled: z.number().int(),
  /** Pending or confirmed, still ahead. */
  upcoming: z.number().int(),
  /** Sum of completed visits' prices, in cents. */
  totalSpentCents: z.number().int(),
  lastVisitAt: z.string().nullable(),
});
export type ClientStats = z.infer<typeof clientStatsSchema>;

export const clientVisitSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  service: z.string(),
  specialist: z.string(),
  priceCents: z.number().int(),
  clientNote: z.string(),
  businessNote: z.string(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;

/** Who the card is about, in the list and on the card itself. */
const clientCardFields = {
  id: z.string(),
  businessId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the client has an account (bookings online, gets reminders). */
  hasAccount: z.boolean(),
  /**
   * Since when the client (their account) agrees to the business's offers and rebook nudges; null when they
   * do not now. Only the client sets it.
   */
  marketingConsentSince: z.string().nullable(),
  createdAt: z.string(),
};

export const clientCardSummarySchema = z.object({
  ...clientCardFields,
  visits: z.number().int(),
  noShows: z.number().int(),
  lastVisitAt: z.string().nullable(),
});
export type ClientCardSummary = z.infer<typeof clientCardSummarySchema>;

export const clientCardSchema = z.object({
  ...clientCardFields,
  notes: z.string(),
  updatedAt: z.string(),
  /** The client asked to be forgotten: name, contacts and notes are gone, the visits stay. */
  erased: z.boolean(),
  stats: clientStatsSchema,
  /** Newest first (at most the latest 100). */
  history: z.array(clientVisitSchema),
  /** Every agreement to the business's offers, given and withdrawn, the latest first: the proof of consent. */
  marketingConsentHistory: z.array(marketingConsentRecordSchema),
});
export type ClientCard = z.infer<typeof clientCardSchema>;

export const clientCardResultSchema = z.object({ card: clientCardSchema });
export const clientCardSavedSchema = successMessageSchema.extend({ card: clientCardSchema });

export const clientListSchema = pageOf(clientCardSummarySchema);
export type ClientList = z.infer<typeof clientListSchema>;

/** The business an admin page of clients belongs to; its visits are shown in its own time zone. */
export interface ClientPagesBusiness {
  id: string;
  slug: string;
  name: string;
  timeZone: string;
}

export interface AdminClientsPage {
  business: ClientPagesBusiness;
  q: string;
  /** The list shows only the clients who agree to the business's offers. */
  marketingConsent: boolean;
  list: ClientList;
}

export interface AdminClientCardPage {
  business: ClientPagesBusiness;
  card: ClientCard;
}

export interface ClientCardServices {
  /** The clients list page; null when the user may not see this business's clients. */
  listPage(user: SessionUser, business: string, query: ClientListQuery): Promise<AdminClientsPage | null>;
  /** One card; null when missing, of another business, or not allowed. */
  cardPage(user: SessionUser, business: string, cardId: string): Promise<AdminClientCardPage | null>;
  /** Page actions, by the admin API's rules: managers of the business the card belongs to. */
  createCard(
    user: SessionUser,
    business: string,
    input: Record<string, unknown>,
  ): Promise<AdminResult<ClientCard>>;
  updateCard(
    user: SessionUser,
    cardId: string,
    input: Record<string, unknown>,
  ): Promise<AdminResult<ClientCard>>;
  /** Erases the card's personal data on the client's request (managers; 409 when already done). */
  eraseCard(user: SessionUser, cardId: string): Promise<AdminResult<null>>;
}
