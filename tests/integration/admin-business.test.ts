// GET/PATCH /api/admin/business/{ id }: the business profile and booking rules; its staff read them, its
// managers change them.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingDetails, business } from '../../src/server/db/schema.ts';
import { createBusiness } from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, STAFF_READS, useServerWithActors } from './support/actors.ts';

const { server, actors } = useServerWithActors();

beforeAll(async () => {
  // The own domain is a Premium feature (the Standard refusal: personal-data-and-plans.test.ts).
  await server.db
    .update(billingDetails)
    .set({ planCode: 'premium' })
    .where(eq(billingDetails.businessId, actors.home.business.id));
});

const path = () => `/api/admin/business/${actors.home.business.id}`;

describe('authorisation matrix', () => {
  it.each(ALL_ACTORS)('GET as %s', async (actor) => {
    const response = await actors.clients[actor].get(path());
    expect(response.status, response.text).toBe(STAFF_READS[actor]);
    if (response.status === 200) expect(response.json.id).toBe(actors.home.business.id);
    else expect(response.json.message).toMatch(/[ąčęėįšųūž]|Prašome|Verslas/);
  });

  it.each(ALL_ACTORS)('PATCH as %s', async (actor) => {
    const response = await actors.clients[actor].patch(path(), { description: `Keitė ${actor}` });
    expect(response.status, response.text).toBe(MANAGERS_WRITE[actor]);
  });

  it('answers 404 for an unknown business and resolves the slug and the `_` placeholder', async () => {
    expect((await actors.clients.owner.get('/api/admin/business/nera-tokio-verslo')).status).toBe(404);
    const bySlug = await actors.clients.owner.get(`/api/admin/business/${actors.home.business.slug}`);
    expect(bySlug.json.id).toBe(actors.home.business.id);
    const placeholder = await actors.clients.owner.get('/api/admin/business/_');
    expect(placeholder.json.id).toBe(actors.home.business.id);
  });
});

describe('GET /api/admin/business/{id}', () => {
  it('returns the profile and booking rules', async () => {
    const response = await actors.clients.owner.get(path());
    expect(response.json).toMatchObject({
      slug: actors.home.business.slug,
      name: actors.home.business.name,
      city: 'vilnius',
      cityName: 'Vilnius',
      requiresConfirmation: false,
      leadTimeMinutes: 60,
      bookingHorizonDays: 60,
      slotStepMinutes: 15,
      cancellationCutoffHours: 24,
      timeZone: 'Europe/Vilnius',
      bookingPath: `/naujas-vizitas/${actors.home.business.slug}`,
    });
  });
});

describe('PATCH /api/admin/business/{id}', () => {
  it('changes the profile and the booking rules, normalising phone, e-mail and domain', async () => {
    const response = await actors.clients.admin.patch(path(), {
      name: '  Grožio namai Rūta ',
      description: 'Kirpimas ir manikiūras senamiestyje.',
      address: 'Pilies g. 10, Vilnius',
      city: 'kaunas',
      phone: '8 612 34567',
      email: 'Labas@Ruta.LT',
      domain: 'https://www.Ruta-grozis.lt/',
      requiresConfirmation: true,
      leadTimeMinutes: 120,
      bookingHorizonDays: 90,
      slotStepMinutes: 30,
      cancellationCutoffHours: 12,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      name: 'Grožio namai Rūta',
      city: 'kaunas',
      cityName: 'Kaunas',
      phone: '+37061234567',
      email: 'labas@ruta.lt',
      domain: 'www.ruta-grozis.lt',
      requiresConfirmation: true,
      leadTimeMinutes: 120,
      bookingHorizonDays: 90,
      slotStepMinutes: 30,
      cancellationCutoffHours: 12,
    });
    const [stored] = await server.db.select().from(business).where(eq(business.id, actors.home.business.id));
    expect(stored?.slotStepMinutes).toBe(30);
    expect(stored?.domain).toBe('www.ruta-grozis.lt');
  });

  it('leaves fields that are not sent as they are, and clears optional ones sent empty', async () => {
    await actors.clients.owner.patch(path(), { leadTimeMinutes: 45 });
    const after = await actors.clients.owner.patch(path(), { domain: '', email: '' });
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({
      leadTimeMinutes: 45,
      domain: null,
      email: null,
      name: 'Grožio namai Rūta',
    });
  });

  it('accepts booleans and numbers as strings (form-like JSON)', async () => {
    const response = await actors.clients.owner.patch(path(), {
      requiresConfirmation: 'false',
      bookingHorizonDays: '30',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ requiresConfirmation: false, bookingHorizonDays: 30 });
  });

  it.each([
    [{ leadTimeMinutes: -1 }, 'leadTimeMinutes', /nuo 0 iki 10 080/],
    [{ leadTimeMinutes: 10_081 }, 'leadTimeMinutes', /nuo 0 iki 10 080/],
    [{ leadTimeMinutes: 1.5 }, 'leadTimeMinutes', /nuo 0 iki 10 080/],
    [{ bookingHorizonDays: 0 }, 'bookingHorizonDays', /nuo 1 iki 365/],
    [{ bookingHorizonDays: 366 }, 'bookingHorizonDays', /nuo 1 iki 365/],
    [{ slotStepMinutes: 25 }, 'slotStepMinutes', /5, 10, 15, 20, 30, 60/],
    [{ slotStepMinutes: 'penkiolika' }, 'slotStepMinutes', /5, 10, 15, 20, 30, 60/],
    [{ cancellationCutoffHours: 169 }, 'cancellationCutoffHours', /nuo 0 iki 168/],
    [{ phone: '123' }, 'phone', /tel\. numer/],
    [{ phone: '+370 6 abc' }, 'phone', /Neteisingas tel\. numerio formatas/],
    [{ email: 'ne-pastas' }, 'email', /el\. pašto/],
    [{ domain: 'localhost' }, 'domain', /domeną/],
    [{ domain: 'salonas.lt/kelias' }, 'domain', /domeną/],
    [{ domain: '127.0.0.1' }, 'domain', /domeną/],
    [{ name: 'A' }, 'name', /pavadinimą/],
    [{ description: 'x'.repeat(3001) }, 'description', /per ilgas/],
    [{ requiresConfirmation: 'gal' }, 'requiresConfirmation', /taip arba ne/],
  ])('refuses %j with a Lithuanian message for %s', async (body, field, message) => {
    const response = await actors.clients.owner.patch(path(), body);
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toBe('invalid_input');
    expect(response.json.message).toBe('Patikrinkite įvestus duomenis.');
    expect(response.json.fields[field]).toMatch(message);
  });

  it('refuses an unknown city with 422 and a malformed body with 400', async () => {
    const city = await actors.clients.owner.patch(path(), { city: 'atlantida' });
    expect(city.status).toBe(422);
    expect(city.json).toMatchObject({
      error: 'unknown_city',
      fields: { city: expect.stringMatching(/miest/) },
    });
    const malformed = await actors.clients.owner.request('PATCH', path(), '{"name":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/[ąčęėįšųūž]/);
  });

  it("refuses another business's domain with 409 'Šis domenas jau naudojamas.'", async () => {
    await createBusiness(server.db, { domain: 'uzimtas-salonas.lt' });
    const response = await actors.clients.owner.patch(path(), { domain: 'Uzimtas-Salonas.lt' });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: 'domain_taken',
      message: 'Šis domenas jau naudojamas.',
      fields: { domain: 'Šis domenas jau naudojamas.' },
    });
    // Keeping one's own domain is no conflict.
    expect((await actors.clients.owner.patch(path(), { domain: 'savas-domenas.lt' })).status).toBe(200);
    expect((await actors.clients.owner.patch(path(), { domain: 'savas-domenas.lt' })).status).toBe(200);
  });

  it("never changes another business's settings", async () => {
    const response = await actors.clients.owner.patch(`/api/admin/business/${actors.other.business.id}`, {
      name: 'Pagrobtas',
    });
    expect(response.status).toBe(404);
    const [other] = await server.db.select().from(business).where(eq(business.id, actors.other.business.id));
    expect(other?.name).not.toBe('Pagrobtas');
  });
});
