// What browser tests read from the API to set a scene up: the demo salon's catalogue, the times it offers and
// the salon's wall clock. Answers are typed by the app's own contracts, so a changed shape fails to compile.
import type { APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import type { PublicBusiness } from '../../../src/contracts/catalog.ts';
import { expect } from './test.ts';

/** The demo salons' time zone: every date and time a test types or reads is on this wall clock. */
export const ZONE = 'Europe/Vilnius';

/** Today on the salon's wall clock. */
export function salonToday(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(ZONE);
}

/** The date `days` from today (ISO), far enough ahead for a test to have its own day. */
export function daysAhead(days: number): string {
  return salonToday().add({ days }).toString();
}

/** The instant (ISO with offset) of a wall-clock `HH:MM` on `day`. */
export function startAt(day: string, label: string): string {
  return Temporal.PlainDateTime.from(`${day}T${label}`)
    .toZonedDateTime(ZONE)
    .toString({ timeZoneName: 'never' });
}

/** The wall-clock `HH:MM` of an instant. */
export function labelOf(start: string): string {
  return Temporal.Instant.from(start).toZonedDateTimeISO(ZONE).toString().slice(11, 16);
}

/** The wall-clock date (ISO) of an instant. */
export function dayOf(start: string): string {
  return Temporal.Instant.from(start).toZonedDateTimeISO(ZONE).toPlainDate().toString();
}

/** Minutes since midnight of an `HH:MM` label. */
export function minutesOf(label: string): number {
  return Number(label.slice(0, 2)) * 60 + Number(label.slice(3, 5));
}

async function okJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A business's public page data (services, specialists, …): "saule" unless another is named. */
export async function publicBusiness(api: APIRequestContext, slug = 'saule'): Promise<PublicBusiness> {
  return okJson(await api.get(`/api/public/business/${slug}`));
}

interface SlotQuery {
  service: string;
  specialist?: string;
  date: string;
  business?: string;
}

function slotParams({ business = 'saule', specialist, ...rest }: SlotQuery): URLSearchParams {
  return new URLSearchParams({ business, ...rest, ...(specialist ? { specialist } : {}) });
}

export interface FreeTime {
  start: string;
  label: string;
}

/** The times the salon itself may book for a specialist (the administration's free times). */
export async function adminFreeTimes(
  api: APIRequestContext,
  query: SlotQuery & { specialist: string },
): Promise<FreeTime[]> {
  const answer = await okJson<{ slots: FreeTime[] }>(
    await api.get(`/api/admin/appointments/free-times?${slotParams(query)}`),
  );
  return answer.slots;
}

/** The times a client is offered online on a day. */
export async function offeredTimes(
  api: APIRequestContext,
  query: SlotQuery,
): Promise<(FreeTime & { specialistId: string })[]> {
  const answer = await okJson<{ slots: (FreeTime & { specialistId: string })[] }>(
    await api.get(`/api/public/schedule/available-time-slots?${slotParams(query)}`),
  );
  return answer.slots;
}

/** The dates from `from` to `to` on which a client is offered a time for the service. */
export async function offeredDates(
  api: APIRequestContext,
  query: { service: string; from: string; to: string; business?: string },
): Promise<string[]> {
  const { business = 'saule', ...rest } = query;
  const answer = await okJson<{ dates: string[] }>(
    await api.get(`/api/public/schedule/available-dates?${new URLSearchParams({ business, ...rest })}`),
  );
  return answer.dates;
}
