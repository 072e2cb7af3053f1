import { expect } from 'vitest';
import { createClient } from './http-client.ts';

/** A business and service as the public booking calendar is asked about them. */
interface Offered {
  business: { slug: string };
  service: { id: string };
}

/** The times the public booking calendar offers an anonymous visitor on `date` (any specialist unless given). */
export async function offeredSlots(
  baseUrl: string,
  bookable: Offered,
  date: string,
  specialist?: string,
): Promise<{ start: string; end: string; specialistId: string; label: string }[]> {
  const query = new URLSearchParams({
    business: bookable.business.slug,
    service: bookable.service.id,
    date,
    ...(specialist ? { specialist } : {}),
  });
  const response = await createClient(baseUrl).get(`/api/public/schedule/available-time-slots?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json.slots;
}

/** The dates from `from` to `to` on which the public booking calendar offers any time. */
export async function offeredDates(
  baseUrl: string,
  bookable: Offered,
  from: string,
  to: string,
  specialist?: string,
): Promise<string[]> {
  const query = new URLSearchParams({
    business: bookable.business.slug,
    service: bookable.service.id,
    from,
    to,
    ...(specialist ? { specialist } : {}),
  });
  const response = await createClient(baseUrl).get(`/api/public/schedule/available-dates?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json.dates;
}
