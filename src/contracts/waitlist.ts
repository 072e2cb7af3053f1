// The waitlist ("Pranešti, jei atsilaisvins"): a client waits for a date and window; a freed time that
// fits is offered to the first in line and held for them for the salon's hold length.
import { z } from './zod.ts';
import { appointmentSchema, type Appointment } from './booking.ts';
import { localDateSchema } from './local-date.ts';
import {
  businessRefSchema,
  chosenServiceIdSchema,
  idNameSchema,
  specialistIdSchema,
} from './shared-schemas.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';
import { isWaitlistWindow } from '../core/waitlist/waitlist-window.ts';

const FROM_MESSAGE = 'Nurodykite, nuo kada galėtumėte atvykti (VV:MM).';
const TO_MESSAGE = 'Nurodykite, iki kada galėtumėte atvykti (VV:MM).';
export const WINDOW_ORDER_MESSAGE = 'Laikas „iki“ turi būti vėlesnis nei „nuo“.';

export const joinWaitlistSchema = z
  .object({
    business: businessRefSchema,
    service: chosenServiceIdSchema,
    specialist: specialistIdSchema.optional(),
    date: localDateSchema,
    from: z.string({ error: FROM_MESSAGE }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, FROM_MESSAGE),
    to: z.string({ error: TO_MESSAGE }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, TO_MESSAGE),
  })
  .refine((input) => isWaitlistWindow(input.from, input.to), { message: WINDOW_ORDER_MESSAGE, path: ['to'] });
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'booked', 'left', 'ended'] as const;
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'expired', 'withdrawn'] as const;

/** A time offered to an entry: held for its client until `expiresAt`. */
export const waitlistOfferSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  status: z.enum(WAITLIST_OFFER_STATUSES),
  start: z.string(),
  end: z.string(),
  expiresAt: z.string(),
  specialistId: z.string(),
  serviceId: z.string(),
  business: z.object({ slug: z.string(), name: z.string(), address: z.string() }),
  service: idNameSchema.extend({ durationMinutes: z.number().int(), priceCents: z.number().int() }),
  specialist: idNameSchema,
  /** The business's time zone, in which `start`/`end` are written. */
  timeZone: z.string(),
  /** The visit it was booked as, once accepted. */
  appointmentId: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  business: z.object({ slug: z.string(), name: z.string() }),
  service: idNameSchema,
  /** null: any specialist. */
  specialist: idNameSchema.nullable(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  /** The open offer, while one holds a time for the entry. */
  offer: waitlistOfferSchema.nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryAnswerSchema = z.object({ entry: waitlistEntrySchema });
export const waitlistListSchema = z.object({ items: z.array(waitlistEntrySchema) });
export const waitlistOffersSchema = z.object({ items: z.array(waitlistOfferSchema) });
export const waitlistOfferAnswerSchema = z.object({ offer: waitlistOfferSchema });
export const acceptedOfferSchema = z.object({ appointment: appointmentSchema });

/** One entry of a day's waitlist as the salon sees it. */
export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  service: idNameSchema,
  specialist: idNameSchema.nullable(),
  from: z.string(),
  to: z.string(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  createdAt: z.string(),
  offer: z.object({ start: z.string(), expiresAt: z.string(), specialist: idNameSchema }).nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistDaySchema = z.object({
  business: z.object({ slug: z.string(), name: z.string() }),
  date: z.string(),
  timeZone: z.string(),
  items: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlistDay = z.infer<typeof adminWaitlistDaySchema>;

export const adminWaitlistQuerySchema = z.object({ business: businessRefSchema, date: localDateSchema });

/** Web-services group `waitlist`: the same use cases as /api/user/waitlist and the admin day list. */
export interface WaitlistServices {
  join(user: SessionUser | null, input: unknown): Promise<AdminResult<WaitlistEntry>>;
  entries(user: SessionUser): Promise<WaitlistEntry[]>;
  leave(user: SessionUser | null, entryId: string): Promise<AdminResult<null>>;
  /** The offer for its client's page; null when it is not theirs (or no such offer). */
  offer(user: SessionUser, offerId: string): Promise<WaitlistOffer | null>;
  accept(user: SessionUser | null, offerId: string): Promise<AdminResult<Appointment>>;
  decline(user: SessionUser | null, offerId: string): Promise<AdminResult<null>>;
  day(
    user: SessionUser | null,
    query: { business: string; date: string },
  ): Promise<AdminResult<AdminWaitlistDay>>;
}
