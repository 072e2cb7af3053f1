// The e-mail address confirmed before a booking: the verification letter's 6-digit code (which also signs
// the new client in) and its link, over real HTTP, and the booking refused until then. Fixed clock:
// Monday 2026-12-14 10:00 in Vilnius.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user, verification } from '../../src/server/db/schema.ts';
import { EMAIL_CODE_TEXTS } from '../../src/contracts/auth-errors.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../src/contracts/booking.ts';
import { createBookableBusiness } from '../fixtures/factories.ts';
import { linkIn, verificationCodeIn, verificationTokenIn, type Mail } from '../support/outbox.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';

const server = useTestServer({ now: () => new Date('2026-12-14T08:00:00Z') });

const PASSWORD = 'slaptazodis-123';
let counter = 0;
const newEmail = (prefix: string) => `${prefix}${(counter += 1)}-${Date.now()}@example.lt`;
/** The browser's view of the site: better-auth's base URL is http://localhost:<port>. */
const origin = () => server.url.replace('127.0.0.1', 'localhost');
const browser = (ip?: string) => createClient(origin(), ip ? { ip } : {});

const BOOKING_PATH =
  '/naujas-vizitas/salonas?paslauga=p1&specialistas=bet-kuris&data=2026-12-21&laikas=09:00';

async function signUp(client: TestClient, email: string, callbackURL = BOOKING_PATH) {
  const answer = await client.post('/api/auth/sign-up/email', {
    name: 'Rūta Naujokė',
    email,
    password: PASSWORD,
    callbackURL,
  });
  expect(answer.status, answer.text).toBe(200);
  // Decision 0002 stands: the sign-up itself opens no session.
  expect(answer.json.token).toBeNull();
}

async function lettersTo(email: string, count = 1): Promise<Mail[]> {
  return server.outbox.waitFor({ to: email, subject: 'Patvirtinkite el. pašto adresą', count });
}

const verifyCode = (client: TestClient, email: string, otp: string) =>
  client.post('/api/auth/email-otp/verify-email', { email, otp });

async function bookFor(client: TestClient) {
  const salon = await createBookableBusiness(server.db);
  return client.post('/api/user/appointments', {
    business: salon.business.slug,
    service: salon.service.id,
    start: '2026-12-21T09:00:00+02:00',
  });
}

describe('booking with an unconfirmed address', () => {
  it('is refused with 403 email_not_verified and a Lithuanian message, as JSON and as a form', async () => {
    const email = newEmail('nepatvirtinta');
    const client = browser();
    await signUp(client, email);
    await client.signIn(email, PASSWORD);

    const refused = await bookFor(client);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json).toEqual({ error: 'email_not_verified', message: EMAIL_NOT_VERIFIED_MESSAGE });

    const salon = await createBookableBusiness(server.db);
    const asForm = await client.postForm('/api/user/appointments', {
      business: salon.business.slug,
      service: salon.service.id,
      start: '2026-12-21T09:00:00+02:00',
    });
    expect(asForm.status).toBe(403);
    expect(asForm.json.error).toBe('email_not_verified');
  });
});

describe('the code from the verification letter', () => {
  it('comes in the same letter as the link, confirms the address, signs in, and the booking goes through', async () => {
    const email = newEmail('kodas');
    const client = browser();
    await signUp(client, email);
    const [letter] = await lettersTo(email);
    const code = verificationCodeIn(letter!);
    // The link lands on the site's own page, carrying where the person was going.
    const link = new URL(linkIn(letter!, '/el-pasto-patvirtinimas'));
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('grizti')).toBe(BOOKING_PATH);

    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    const verified = await verifyCode(client, email, code);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toEqual({ status: true, signedIn: true });

    const session = await client.get('/api/auth/get-session');
    expect(session.json.user).toMatchObject({ email, emailVerified: true });
    const booked = await bookFor(client);
    expect(booked.status, booked.text).toBe(201);

    // The code is used up.
    const again = await verifyCode(browser(), email, code);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('invalid_otp');
  });

  it("carries an invitation's address as the way back", async () => {
    const email = newEmail('kvietimas');
    const back = '/kvietimas/Un27sdddyVIyQgPbUTypzMmGgZRHkMQhglm6KVvP0CY';
    await signUp(browser(), email, back);
    const [letter] = await lettersTo(email);
    expect(new URL(linkIn(letter!, '/el-pasto-patvirtinimas')).searchParams.get('grizti')).toBe(back);
  });

  it('refuses a wrong code in Lithuanian, and after 5 wrong ones a new code must be sent', async () => {
    const email = newEmail('klaida');
    const client = browser();
    await signUp(client, email);
    const code = verificationCodeIn((await lettersTo(email))[0]!);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await verifyCode(client, email, wrong);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: 'invalid_otp',
        message: 'Neteisingas kodas. Patikrinkite kodą laiške ir įveskite jį dar kartą.',
      });
    }
    const spent = await verifyCode(client, email, code);
    expect(spent.status).toBe(403);
    expect(spent.json).toEqual({ error: 'too_many_attempts', message: EMAIL_CODE_TEXTS.spent });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    const [row] = await server.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(false);

    // "Siųsti kodą dar kartą": a new letter with a new code, which works.
    const resent = await client.post('/api/auth/send-verification-email', {
      email,
      callbackURL: BOOKING_PATH,
    });
    expect(resent.status, resent.text).toBe(200);
    const letters = await lettersTo(email, 2);
    const fresh = await verifyCode(client, email, verificationCodeIn(letters[1]!));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json.signedIn).toBe(true);
  });

  it('expires', async () => {
    const email = newEmail('pasibaige');
    const client = browser();
    await signUp(client, email);
    const code = verificationCodeIn((await lettersTo(email))[0]!);
    await server.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `email-verification-otp-${email}`));
    const expired = await verifyCode(client, email, code);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({
      error: 'otp_expired',
      message: 'Kodo galiojimas baigėsi. Atsiųskite naują kodą.',
    });
  });

  it('is limited per address, whichever network addresses the attempts come from', async () => {
    const email = newEmail('riba');
    await signUp(browser(), email);
    await lettersTo(email);
    for (let attempt = 1; attempt <= 15; attempt++) {
      const refused = await verifyCode(browser(), email, '123456');
      expect([400, 403]).toContain(refused.status);
    }
    const limited = await verifyCode(browser(), email, '123456');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: 'too_many_attempts', message: EMAIL_CODE_TEXTS.tooManyForAddress });
  });

  it('is limited per network address too', async () => {
    const client = browser();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      statuses.push((await verifyCode(client, newEmail('tinklas'), '123456')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('does not sign in past two-factor authentication', async () => {
    const email = newEmail('dviguba');
    await signUp(browser(), email);
    const code = verificationCodeIn((await lettersTo(email))[0]!);
    await server.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.email, email));
    const client = browser();
    const verified = await verifyCode(client, email, code);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toEqual({ status: true, signedIn: false });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();
  });

  it("is the plugin's only way in: sign-in and password reset by code are not there", async () => {
    const client = browser();
    for (const path of [
      '/api/auth/sign-in/email-otp',
      '/api/auth/email-otp/send-verification-otp',
      '/api/auth/email-otp/check-verification-otp',
      '/api/auth/email-otp/request-password-reset',
      '/api/auth/email-otp/reset-password',
      '/api/auth/forget-password/email-otp',
    ]) {
      const refused = await client.post(path, {
        email: 'klientas@example.lt',
        otp: '123456',
        type: 'sign-in',
        password: PASSWORD,
      });
      expect(refused.status, path).toBe(404);
    }
  });
});

describe('the link in the verification letter', () => {
  it('confirms the address, and opening it again is a success too (nothing changes)', async () => {
    const email = newEmail('nuoroda');
    await signUp(browser(), email);
    const token = verificationTokenIn((await lettersTo(email))[0]!);
    const client = browser();
    const first = await client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(first.status, first.text).toBe(200);
    expect(first.json.status).toBe(true);
    const [row] = await server.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);
    // A link opens no session (it would get past two-factor authentication).
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const second = await client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(second.status, second.text).toBe(200);
    expect(second.json.status).toBe(true);
    const [after] = await server.db.select().from(user).where(eq(user.email, email));
    expect(after!.updatedAt).toEqual(row!.updatedAt);
  });

  it('refuses a broken token', async () => {
    const broken = await browser().get('/api/auth/verify-email?token=sugadintas');
    expect(broken.status).toBe(401);
    expect(broken.json.error).toBe('invalid_token');
  });
});
