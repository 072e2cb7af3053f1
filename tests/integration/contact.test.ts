import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessage } from '../../src/server/db/schema.ts';
import { uniqueSuffix } from '../fixtures/factories.ts';
import { signedInPerson } from './support/actors.ts';
import { createClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const SUCCESS = { success: true, message: 'Ačiū! Jūsų žinutė išsiųsta. Atsakysime kuo greičiau.' };

const server = useTestServer();

function uniqueEmail() {
  return `rasa.${uniqueSuffix()}@example.com`;
}

function validMessage(overrides: Record<string, string> = {}) {
  return {
    name: 'Rasa Žemaitė',
    email: uniqueEmail(),
    phone: '8 612 34567',
    message: 'Sveiki! Norėčiau užregistruoti savo saloną Kaune. Kaip pradėti?',
    ...overrides,
  };
}

describe('POST /api/public/contact', () => {
  it('stores the message and e-mails the operator (JSON)', async () => {
    const input = validMessage();
    const response = await createClient(server.url).post('/api/public/contact', input);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SUCCESS);

    const rows = await server.db.select().from(contactMessage).where(eq(contactMessage.email, input.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Rasa Žemaitė',
      phone: '+37061234567',
      message: input.message,
      userId: null,
    });

    const mails = await server.outbox.mails({ containing: input.email });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.plain;
    expect(mail).toMatch(/^To: operatorius@demo\.lt$/m);
    expect(mail).toMatch(new RegExp(`^Reply-To: ${input.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(mail).toContain('Nauja žinutė iš kontaktų formos: Rasa Žemaitė');
    expect(mail).toContain('Norėčiau užregistruoti savo saloną Kaune.');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');
  });

  it('accepts form data, as the seed request helper posts it', async () => {
    const input = validMessage({ phone: '' });
    const response = await createClient(server.url).postForm('/api/public/contact', input);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SUCCESS);
    const [row] = await server.db.select().from(contactMessage).where(eq(contactMessage.email, input.email));
    expect(row?.phone).toBeNull();
  });

  it('links the message to a signed-in sender', async () => {
    const { user, client } = await signedInPerson(server);
    const input = validMessage({ email: user.email });
    expect((await client.post('/api/public/contact', input)).status).toBe(200);
    const [row] = await server.db.select().from(contactMessage).where(eq(contactMessage.email, user.email));
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Įveskite savo vardą.'],
    ['a bad e-mail', { email: 'rasa@' }, 'email', 'Neteisingas el. pašto adresas.'],
    ['no e-mail', { email: '' }, 'email', 'Įveskite el. pašto adresą.'],
    ['a bad phone number', { phone: '12ab' }, 'phone', 'Neteisingas tel. numerio formatas.'],
    ['a short message', { message: 'Labas' }, 'message', 'Žinutė per trumpa – parašykite bent 10 simbolių.'],
    ['an empty message', { message: '' }, 'message', 'Parašykite žinutę.'],
    [
      'a too long message',
      { message: 'a'.repeat(5001) },
      'message',
      'Žinutė per ilga – daugiausia 5000 simbolių.',
    ],
  ])('refuses %s with a Lithuanian field message', async (_name, overrides, field, message) => {
    const input = validMessage(overrides);
    const response = await createClient(server.url).post('/api/public/contact', input);
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('invalid_input');
    expect(response.json.fields[field]).toBe(message);
    const rows = await server.db.select().from(contactMessage).where(eq(contactMessage.email, input.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a missing field with its message, never a 500', async () => {
    const response = await createClient(server.url).post('/api/public/contact', { email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect(response.json.fields).toMatchObject({
      name: 'Įveskite savo vardą.',
      message: 'Parašykite žinutę.',
    });
  });

  it('acknowledges but drops a message whose honeypot field is filled', async () => {
    const input = { ...validMessage(), website: 'https://spam.example' };
    const response = await createClient(server.url).postForm('/api/public/contact', input);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SUCCESS);
    const rows = await server.db.select().from(contactMessage).where(eq(contactMessage.email, input.email));
    expect(rows).toHaveLength(0);
    expect(await server.outbox.mails({ containing: input.email })).toHaveLength(0);
  });

  it('allows 5 messages per e-mail address per hour, then answers 429 in Lithuanian', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      // The limit follows the address whatever its case or the sender's network address.
      const sentAs = i % 2 === 0 ? email : email.toUpperCase();
      const response = await createClient(server.url).post(
        '/api/public/contact',
        validMessage({ email: sentAs }),
      );
      expect(response.status).toBe(200);
    }
    const refused = await createClient(server.url).post('/api/public/contact', validMessage({ email }));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: 'too_many_requests',
      message:
        'Per trumpą laiką išsiuntėte per daug žinučių. Pabandykite dar kartą po valandos arba paskambinkite mums.',
    });
    const others = await createClient(server.url).post('/api/public/contact', validMessage());
    expect(others.status).toBe(200);
  });

  it('lets 40 quick messages from one address reach the operator only 10 times', async () => {
    const sender = createClient(server.url, { ip: '198.51.100.40' });
    const inputs = Array.from({ length: 40 }, () => validMessage());
    const before = (await server.outbox.mails()).length;
    const statuses = await Promise.all(
      inputs.map(async (input) => (await sender.post('/api/public/contact', input)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    // Each accepted message queues one letter: once the jobs have run, the outbox holds exactly those.
    expect((await server.outbox.mails()).length - before).toBe(10);
    const refused = await sender.post('/api/public/contact', validMessage());
    expect(refused.json).toEqual({
      error: 'too_many_requests',
      message:
        'Per trumpą laiką išsiuntėte per daug žinučių. Pabandykite dar kartą po valandos arba paskambinkite mums.',
    });
    // Another address is not held back by this one.
    expect((await createClient(server.url).post('/api/public/contact', validMessage())).status).toBe(200);
  });

  it('limits one e-mail address however many network addresses send it (5 of 40 reach the operator)', async () => {
    const email = uniqueEmail();
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (await createClient(server.url).post('/api/public/contact', validMessage({ email }))).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(await server.outbox.mails({ containing: email })).toHaveLength(5);
  });

  it('counts a filled honeypot against nothing and sends nothing, also through the page', async () => {
    const bot = createClient(server.url, { ip: '198.51.100.41' });
    for (let i = 0; i < 12; i += 1) {
      const input = { ...validMessage(), website: 'https://spam.example' };
      expect((await bot.postForm('/api/public/contact', input)).json).toEqual(SUCCESS);
      expect(await server.outbox.mails({ containing: input.email })).toHaveLength(0);
    }
    // A real message from the same address still goes through: the dropped ones were not counted.
    const real = validMessage();
    expect((await bot.post('/api/public/contact', real)).status).toBe(200);
    expect(await server.outbox.mails({ containing: real.email })).toHaveLength(1);
  });
});
