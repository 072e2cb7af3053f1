/**
 * The client's choice in the booking flow lives in the page's query string, so a refresh, the back button,
 * a shared link and the round trip through sign-in (`/prisijungti?grizti=…`) all keep it:
 * `?paslauga=<serviceId>&specialistas=<specialistId|bet-kuris>&data=2026-11-23&laikas=09:00`.
 */
import { buildRoute } from '../../contracts/routes.ts';

/** "Bet kuris specialistas" in the URL. */
export const ANY_SPECIALIST = 'bet-kuris';

const CHOICE_PARAMS = {
  service: 'paslauga',
  specialist: 'specialistas',
  date: 'data',
  time: 'laikas',
} as const;

export interface BookingChoice {
  serviceId: string | null;
  /** A specialist id, `ANY_SPECIALIST`, or null while not chosen yet. */
  specialist: string | null;
  /** `YYYY-MM-DD` in the business's time zone. */
  date: string | null;
  /** The slot's wall-clock label, `HH:mm`. */
  time: string | null;
}

export const EMPTY_CHOICE: BookingChoice = { serviceId: null, specialist: null, date: null, time: null };

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
  return { serviceId, specialist, date, time };
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
