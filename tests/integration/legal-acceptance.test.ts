// The privacy policy and terms: their pages, the acceptance kept at sign-up (version and time, with no field
// of its own in the request), the salon's acceptance of the data-processing terms when it publishes, and
// accepting a new version from the notice (the API and the account page's action).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '../../src/core/legal/terms-version.ts';
import { business, user } from '../../src/server/db/schema.ts';
import { createBookableBusiness, createMembership } from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const NOW = new Date('2026-12-14T08:00:00Z');
const server = useTestServer({ now: () => NOW, withWeb: true });

async function termsOf(id: string) {
  const [row] = await server.db
    .select({ version: user.termsVersion, at: user.termsAcceptedAt })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

describe('the pages', () => {
  it.each([
    ['/privatumo-politika', 'Privatumo politika', ['Pastabos apie sveikatą', 'Slapukai']],
    ['/naudojimosi-taisykles', 'Naudojimosi taisyklės', ['Duomenų tvarkymo sąlygos']],
  ])('%s answers 200 with its heading, sections and own head', async (path, heading, sections) => {
    const page = await createClient(server.url).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    for (const section of sections) expect(page.text).toContain(section);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"`));
    expect(page.text).toMatch(new RegExp(`<title>${heading} – `));
    // The platform's address for data requests comes from the settings (OPERATOR_EMAIL).
    expect(page.text).toContain('mailto:operatorius@demo.lt');
  });
});

describe('signing up accepts the terms', () => {
  it('keeps the current version and the time of the sign-up, with no field for it in the request', async () => {
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const email = `sutinku-${Date.now()}@example.lt`;
    const response = await createClient(origin).request(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Eglė Sutinkanti', email, password: 'slaptazodis-123', callbackURL: '/el-pasto-patvirtinimas' },
      { origin },
    );
    expect(response.status, response.text).toBe(200);
    const [row] = await server.db
      .select({ version: user.termsVersion, at: user.termsAcceptedAt })
      .from(user)
      .where(eq(user.email, email));
    expect(row).toEqual({ version: TERMS_VERSION, at: NOW });
  });
});

describe('accepting a new version', () => {
  it('the API records the current version and time for the signed-in person only', async () => {
    const person = await signedInPerson(server, { termsVersion: '2000-01-01', termsAcceptedAt: new Date(0) });
    const other = await signedInPerson(server, { termsVersion: '2000-01-01', termsAcceptedAt: new Date(0) });
    const accepted = await person.client.post('/api/user/profile/terms');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({
      success: true,
      message: 'Ačiū! Jūsų sutikimas išsaugotas.',
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: NOW.toISOString(),
    });
    expect(await termsOf(person.user.id)).toEqual({ version: TERMS_VERSION, at: NOW });
    expect(await termsOf(other.user.id)).toEqual({ version: '2000-01-01', at: new Date(0) });
  });

  it('the API refuses an anonymous caller', async () => {
    const refused = await createClient(server.url).post('/api/user/profile/terms');
    expect(refused.status).toBe(401);
  });

  it('the account page action behind the notice records it too, and the session then carries it', async () => {
    const person = await signedInPerson(server, { termsVersion: '2000-01-01', termsAcceptedAt: new Date(0) });
    const before = await person.client.get('/api/auth/get-session');
    expect(before.json.user.termsVersion).toBe('2000-01-01');
    const answer = await person.client.postForm('/paskyra?index', { intent: 'accept-terms' });
    expect(answer.status, answer.text).toBe(200);
    expect(await termsOf(person.user.id)).toEqual({ version: TERMS_VERSION, at: NOW });
    const after = await person.client.get('/api/auth/get-session');
    expect(after.json.user.termsVersion).toBe(TERMS_VERSION);
  });
});

describe('publishing accepts the data-processing terms', () => {
  it('keeps the version, the time and who published on the business', async () => {
    const b = await createBookableBusiness(server.db, {
      business: { onboarded: false, description: 'Jaukus salonas.', address: 'Gedimino pr. 1' },
    });
    const owner = await signedInPerson(server);
    await createMembership(server.db, { businessId: b.business.id, userId: owner.user.id, role: 'owner' });
    const stateBefore = await owner.client.get(`/api/admin/business/${b.business.id}/onboarding`);
    expect(stateBefore.json.dataProcessingTerms).toBeNull();

    const published = await owner.client.post(`/api/admin/business/${b.business.id}/publish`);
    expect(published.status, published.text).toBe(200);
    const [row] = await server.db
      .select({
        onboarded: business.onboarded,
        version: business.dpaVersion,
        at: business.dpaAcceptedAt,
        by: business.dpaAcceptedByUserId,
      })
      .from(business)
      .where(eq(business.id, b.business.id));
    expect(row).toEqual({ onboarded: true, version: TERMS_VERSION, at: NOW, by: owner.user.id });
    const stateAfter = await owner.client.get(`/api/admin/business/${b.business.id}/onboarding`);
    expect(stateAfter.json.dataProcessingTerms).toEqual({
      version: TERMS_VERSION,
      acceptedAt: NOW.toISOString(),
    });
  });

  it('another business’s owner cannot publish it, and nothing is recorded', async () => {
    const b = await createBookableBusiness(server.db, { business: { onboarded: false } });
    const stranger = await signedInPerson(server);
    const elsewhere = await createBookableBusiness(server.db);
    await createMembership(server.db, {
      businessId: elsewhere.business.id,
      userId: stranger.user.id,
      role: 'owner',
    });
    const refused = await stranger.client.post(`/api/admin/business/${b.business.id}/publish`);
    expect([403, 404]).toContain(refused.status);
    const [row] = await server.db
      .select({ version: business.dpaVersion, by: business.dpaAcceptedByUserId })
      .from(business)
      .where(eq(business.id, b.business.id));
    expect(row).toEqual({ version: null, by: null });
  });
});
