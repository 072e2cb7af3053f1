import { INVALID_EMAIL_MESSAGE } from './auth-errors.ts';
import { z } from './zod.ts';

// Answer pieces several contracts repeat, defined once so every answer that carries one has the same shape.

/** A change done, nothing more to say: `{ success: true }`. */
export const successSchema = z.object({ success: z.literal(true) });

/** A change done: `{ success: true, message }` with the Lithuanian message to show; answers may add fields. */
export const successMessageSchema = successSchema.extend({ message: z.string() });

/** A success answer as successMessageSchema describes it, with what else the answer carries after it. */
export function succeeded<T extends object = Record<never, never>>(message: string, extra?: T) {
  return { success: true as const, message, ...(extra as T) };
}

const BUSINESS_MESSAGE = 'Nurodykite verslą.';

/** A business named in a request: by id, slug, or `_` (the signed-in user's business, where a route allows it). */
export const businessRefSchema = z
  .string({ error: BUSINESS_MESSAGE })
  .trim()
  .min(1, BUSINESS_MESSAGE)
  .max(100, BUSINESS_MESSAGE);

export const SPECIALIST_ID_MESSAGE = 'Neteisingas specialisto identifikatorius.';
export const SERVICE_ID_MESSAGE = 'Neteisingas paslaugos identifikatorius.';

/** A specialist named by id where a wrong one is a broken link or query, not a choice left unmade. */
export const specialistIdSchema = z.uuid({ error: SPECIALIST_ID_MESSAGE });

/** A service named by id where a wrong one is a broken link or query, not a choice left unmade. */
export const serviceIdSchema = z.uuid({ error: SERVICE_ID_MESSAGE });

/** The specialist a form asks the person to pick. */
export const chosenSpecialistIdSchema = z.uuid({ error: 'Pasirinkite specialistą.' });

/** The service a form asks the person to pick. */
export const chosenServiceIdSchema = z.uuid({ error: 'Pasirinkite paslaugą.' });

const EMAIL_REQUIRED_MESSAGE = 'Įveskite el. pašto adresą.';
export { INVALID_EMAIL_MESSAGE };

/**
 * An e-mail address a person types: trimmed, at most 254 characters (the longest an address can be).
 * Nothing at all asks for one; anything else that is not an address is called wrong.
 */
export const emailAddressSchema = z
  .string({ error: (issue) => (issue.input == null ? EMAIL_REQUIRED_MESSAGE : INVALID_EMAIL_MESSAGE) })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(254, 'El. pašto adresas per ilgas.')
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/** An address as emailAddressSchema takes it, lower-cased: one the app matches against accounts and cards. */
export const lowerCaseEmailSchema = emailAddressSchema.transform((address) => address.toLowerCase());

/** A business as answers name it (headers, links, choices); each answer adds what it needs. */
export const businessNameFields = { id: z.string(), slug: z.string(), name: z.string() };

/** A record named in an answer (a service, a specialist): its id and name. */
export const idNameSchema = z.object({ id: z.string(), name: z.string() });

/** A service as a booking names it: its id and name, length and price (in cents). */
export const serviceSummarySchema = idNameSchema.extend({
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
});

/** `?page=` of an admin list: a whole number from 1; left out, the first page. */
export const pageNumberSchema = z.coerce
  .number({ error: 'Netinkamas puslapis.' })
  .int()
  .min(1, 'Netinkamas puslapis.')
  .max(10_000)
  .optional();

/** One page of a longer list: its items, how many match in all, the page (from 1) and the page size. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A business as the admin pages name it (headers, links). */
export const adminBusinessRefSchema = z.object({
  ...businessNameFields,
  onboarded: z.boolean(),
});
