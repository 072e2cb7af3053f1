// A client's favourite salons ("Mano salonai") over HTTP: the API adds (idempotently), lists and removes,
// an unknown salon is a 404 and no one signed in a 401, each person sees only their own list; the business
// page's heart posts to the page's action and the home page shows the list to its owner only.
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const server = useTestServer({ withWeb: true });

describe('/api/user/favourites', () => {
  it('adds a salon once however often it is added, lists it and removes it', async () => {
    const salon = await createBusiness(server.db, { logoSquareUrl: '/uploads/logo.webp' });
    const { client } = await signedInPerson(server);

    expect((await client.get('/api/user/favourites')).json).toEqual({ items: [] });
    const added = await client.request('PUT', `/api/user/favourites/${salon.slug}`);
    expect(added.status, added.text).toBe(204);
    expect((await client.request('PUT', `/api/user/favourites/${salon.slug}`)).status).toBe(204);

    const listed = await client.get('/api/user/favourites');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    expect(listed.json).toEqual({
      items: [{ slug: salon.slug, name: salon.name, city: 'Vilnius', logo: '/uploads/logo.webp' }],
    });

    expect((await client.delete(`/api/user/favourites/${salon.slug}`)).status).toBe(204);
    expect((await client.get('/api/user/favourites')).json).toEqual({ items: [] });
    // Removing one that is not on the list changes nothing.
    expect((await client.delete(`/api/user/favourites/${salon.slug}`)).status).toBe(204);
  });

  it('refuses an unknown salon with 404 and anyone not signed in with 401', async () => {
    const salon = await createBusiness(server.db);
    const { client } = await signedInPerson(server);
    const unknown = await client.request('PUT', '/api/user/favourites/tokio-salono-nera');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'not_found', message: 'Verslas nerastas.' });
    expect((await client.delete('/api/user/favourites/tokio-salono-nera')).status).toBe(404);

    const anonymous = createClient(server.url);
    expect((await anonymous.get('/api/user/favourites')).status).toBe(401);
    const put = await anonymous.request('PUT', `/api/user/favourites/${salon.slug}`);
    expect(put.status).toBe(401);
    expect(put.json.message).toBe('Prašome prisijungti.');
    expect((await anonymous.delete(`/api/user/favourites/${salon.slug}`)).status).toBe(401);
  });

  it("shows each person only their own list, and one's removal leaves the other's", async () => {
    const [first, second] = [await createBusiness(server.db), await createBusiness(server.db)];
    const alice = await signedInPerson(server);
    const bob = await signedInPerson(server);
    await alice.client.request('PUT', `/api/user/favourites/${first.slug}`);
    await bob.client.request('PUT', `/api/user/favourites/${second.slug}`);
    await bob.client.request('PUT', `/api/user/favourites/${first.slug}`);

    const slugs = async (person: typeof alice) =>
      ((await person.client.get('/api/user/favourites')).json.items as { slug: string }[]).map((i) => i.slug);
    expect(await slugs(alice)).toEqual([first.slug]);
    // The latest added first.
    expect(await slugs(bob)).toEqual([first.slug, second.slug]);

    await alice.client.delete(`/api/user/favourites/${first.slug}`);
    expect(await slugs(alice)).toEqual([]);
    expect(await slugs(bob)).toEqual([first.slug, second.slug]);
  });
});

describe('the heart on /apie/{slug} and "Mano salonai" on the home page', () => {
  it('adds and removes through the page action; the home page lists the salons for their owner only', async () => {
    const salon = await createBusiness(server.db);
    const { client } = await signedInPerson(server);
    const other = await signedInPerson(server);

    const added = await client.postForm(`/apie/${salon.slug}`, { intent: 'favourite', favourite: '1' });
    expect(added.status, added.text).toBe(200);
    expect(added.text).toContain('Salonas pridėtas prie „Mano salonai“.');
    expect((await client.get('/api/user/favourites')).json.items).toHaveLength(1);

    const home = await client.get('/');
    expect(home.text).toContain('Mano salonai');
    expect(home.text).toContain(`/naujas-vizitas/${salon.slug}`);
    expect((await other.client.get('/')).text).not.toContain('Mano salonai');
    expect((await createClient(server.url).get('/')).text).not.toContain('Mano salonai');

    const page = await client.get(`/apie/${salon.slug}`);
    expect(page.text).toContain('aria-pressed="true"');

    const removed = await client.postForm(`/apie/${salon.slug}`, { intent: 'favourite', favourite: '0' });
    expect(removed.status).toBe(200);
    expect(removed.text).toContain('Salonas pašalintas iš „Mano salonai“.');
    expect((await client.get('/api/user/favourites')).json.items).toEqual([]);
  });

  it('sends a visitor who is not signed in to sign in and back to the salon', async () => {
    const salon = await createBusiness(server.db);
    const anonymous = createClient(server.url);
    const page = await anonymous.get(`/apie/${salon.slug}`);
    expect(page.text).toContain(`/prisijungti?grizti=${encodeURIComponent(`/apie/${salon.slug}`)}`);

    const posted = await anonymous.postForm(`/apie/${salon.slug}`, { intent: 'favourite', favourite: '1' });
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(
      `/prisijungti?grizti=${encodeURIComponent(`/apie/${salon.slug}`)}`,
    );
  });
});
