import type { APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect } from './test.ts';

/** Books the first offered time of saule's first service `daysAhead` days or later; returns the visit's id. */
export async function bookSaule(
  request: APIRequestContext,
  baseURL: string,
  daysAhead: number,
): Promise<string> {
  const business = (await (await request.get('/api/public/business/saule')).json()) as {
    services: { id: string }[];
  };
  const service = business.services[0]!.id;
  const today = Temporal.Now.plainDateISO('Europe/Vilnius');
  const dates = await request.get(
    `/api/public/schedule/available-dates?${new URLSearchParams({
      business: 'saule',
      service,
      from: today.add({ days: daysAhead }).toString(),
      to: today.add({ days: daysAhead + 20 }).toString(),
    })}`,
  );
  const day = ((await dates.json()) as { dates: string[] }).dates[0]!;
  const slots = await request.get(
    `/api/public/schedule/available-time-slots?${new URLSearchParams({ business: 'saule', service, date: day })}`,
  );
  const slot = ((await slots.json()) as { slots: { start: string; specialistId: string }[] }).slots[0]!;
  const booked = await request.post('/api/user/appointments', {
    data: { business: 'saule', service, specialist: slot.specialistId, start: slot.start },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { appointment: { id: string } }).appointment.id;
}
