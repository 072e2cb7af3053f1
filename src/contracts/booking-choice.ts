/**
 * The client's choice in the booking flow lives in the page's query string, so a refresh, the back button,
 * a shared link and the round trip through sign-in (`/prisijungti?grizti=…`) all keep it:
 * `?paslauga=<serviceId>&specialistas=<specialistId|bet-kuris>&data=2026-11-23&laikas=09:00`. Services added
 * to the same visit follow the first as `&papildomos=<id>,<id>` (in the order they are performed).
 */
import { buildRoute } from './routes.ts';

/** "Bet kuris specialistas" in the URL. */
export const ANY_SPECIALIST = 'bet-kuris';

const CHOICE_PARAMS = {
  service: 'paslauga',
  specialist: 'specialistas',
  date: 'data',
  time: 'laikas',
  extraServices: 'papildomos',
} as const;

/** At most this many services follow the first in one visit (four in all). */
export const MAX_EXTRA_SERVICES = 3;

export interface BookingChoice {
  serviceId: string | null;
  /** A specialist id, `ANY_SPECIALIST`, or null while not chosen yet. */
  specialist: string | null;
  /** `YYYY-MM-DD` in the business's time zone. */
  date: string | null;
  /** The slot's wall-clock label, `HH:mm`. */
  time: string | null;
  /** Services added to the same visit after the first, in order (none for a visit of one service). */
  extraServiceIds?: readonly string[];
}

export const EMPTY_CHOICE: BookingChoice = { serviceId: null, specialist: null, date: null, time: null };

/** Every service of the chosen visit, in order: the first, then the added ones. */
export function chosenServiceIds(choice: BookingChoice): string[] {
  return choice.serviceId ? [choice.serviceId, ...(choice.extraServiceIds ?? [])] : [];
}

const ID = /^[0-9A-Za-z-]{1,64}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function clean(value: string | null, pattern: RegExp): string | null {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : null;
}

/**
 * Reads the choice from the query string. Malformed values are dropped, and so is everything after the
 * first missing step (a time without a date means nothing).
 */
export function readChoice(params: URLSearchParams): BookingChoice {
  const serviceId = clean(params.get(CHOICE_PARAMS.service), ID);
  const specialist = serviceId ? clean(params.get(CHOICE_PARAMS.specialist), ID) : null;
  const date = specialist ? clean(params.get(CHOICE_PARAMS.date), DATE) : null;
  const time = date ? clean(params.get(CHOICE_PARAMS.time), TIME) : null;
  const extras = serviceId
    ? (params.get(CHOICE_PARAMS.extraServices) ?? '')
        .split(',')
        .map((id) => clean(id, ID))
        .filter((id): id is string => id !== null && id !== serviceId)
    : [];
  const extraServiceIds = [...new Set(extras)].slice(0, MAX_EXTRA_SERVICES);
  const choice: BookingChoice = { serviceId, specialist, date, time };
  return extraServiceIds.length > 0 ? { ...choice, extraServiceIds } : choice;
}

/** The query string for a choice; other parameters of `base` are kept. */
export function writeChoice(
  choice: BookingChoice,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const entries: [string, string | null][] = [
    [CHOICE_PARAMS.service, choice.serviceId],
    [CHOICE_PARAMS.specialist, choice.specialist],
    [CHOICE_PARAMS.date, choice.date],
    [CHOICE_PARAMS.time, choice.time],
    [CHOICE_PARAMS.extraServices, choice.extraServiceIds?.join(',') || null],
  ];
  for (const [name, value] of entries) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return params;
}

/** The booking page's own address with the choice in its query (what `grizti` carries). */
export function bookingPath(slug: string, choice: BookingChoice): string {
  const query = writeChoice(choice).toString();
  const path = buildRoute('new_appointment_business', { slug });
  return query ? `${path}?${query}` : path;
}

/** Sign-in and sign-up pages that come back to `returnTo` afterwards. */
export function authLinks(returnTo: string): { signIn: string; signUp: string } {
  return {
    signIn: buildRoute('sign_in', { grizti: returnTo }),
    signUp: buildRoute('sign_up', { grizti: returnTo }),
  };
}

/** The `specialist` parameter of the schedule API: absent for "any specialist". */
export function specialistParam(specialist: string | null): string | undefined {
  return specialist && specialist !== ANY_SPECIALIST ? specialist : undefined;
}
