import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { sentLog, user } from '../../src/server/db/schema.ts';
import { createClient, type TestClient } from './support/http-client.ts';
import { useTestServer } from './support/test-server.ts';
import { verificationTokenIn } from '../support/outbox.ts';

const server = useTestServer();

const PASSWORD = 'slaptazodis-123';
let emailCounter = 0;

/** A fresh account, signed in on its own client (and its own address, so rate limits stay apart). */
async function signedUpClient(
  name = 'Rūta Testienė',
): Promise<{ client: TestClient; email: string; id: string }> {
  emailCounter += 1;
  const email = `profilis${emailCounter}-${Date.now()}@example.lt`;
  const client = createClient(server.url);
  const response = await client.post('/api/auth/sign-up/email', { name, email, password: PASSWORD });
  expect(response.status, response.text).toBe(200);
  await client.signIn(email, PASSWORD);
  return { client, email, id: response.json.user.id };
}

describe('anonymous callers', () => {
  it.each([
    ['POST', '/api/user/profile/phone-number', { phoneNumber: '+37061234567' }],
    ['POST', '/api/user/profile/resend-verification', undefined],
    ['POST', '/api/user/profile/toggle-2fa', { enabled: true, password: 'x' }],
    ['GET', '/api/user/profile/sessions', undefined],
  ])('%s %s answers 401 in Lithuanian', async (method, path, body) => {
    const response = await createClient(server.url).request(method, path, body);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: 'unauthorized', message: 'Prašome prisijungti.' });
  });
});

describe('POST /api/user/profile/phone-number', () => {
  it('stores a valid number in E.164 and answers with the seed success text', async () => {
    const { client, id } = await signedUpClient();
    const response = await client.post('/api/user/profile/phone-number', { phoneNumber: '+370 612 34567' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      message: 'Tel. numeris išsaugotas sėkmingai!',
      phoneNumber: '+37061234567',
    });
    const [row] = await server.db.select({ phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, id));
    expect(row!.phoneNumber).toBe('+37061234567');
    const session = await client.get('/api/auth/get-session');
    expect(session.json.user.phoneNumber).toBe('+37061234567');
  });

  it('accepts form data and the Lithuanian national form, as the seed request helper sends it', async () => {
    const { client } = await signedUpClient();
    const response = await client.postForm('/api/user/profile/phone-number', { phoneNumber: '8 612 34567' });
    expect(response.status).toBe(200);
    expect(response.json.phoneNumber).toBe('+37061234567');
  });

  it.each([
    ['an empty value', '', 'Įveskite telefono numerį.'],
    ['letters', 'skambinkite man', 'Neteisingas tel. numerio formatas.'],
    ['a number that is too short', '+370 612', 'Per trumpas tel. numeris.'],
    ['a number that is too long', '+370 612 345678', 'Per ilgas tel. numeris.'],
    ['an unknown country code', '+999 1234', 'Neteisingas tel. numerio šalies kodas.'],
    ['an impossible length', '+4422222222', 'Neteisingas tel. numerio ilgis.'],
    ['an unallocated Lithuanian range', '+370 123 45678', 'Neteisingas tel. numerio formatas.'],
  ])('refuses %s with the seed message', async (_name, phoneNumber, message) => {
    const { client, id } = await signedUpClient();
    const response = await client.post('/api/user/profile/phone-number', { phoneNumber });
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      success: false,
      error: 'invalid_phone',
      errorCode: 'invalid_phone',
      message,
      fields: { phoneNumber: message },
    });
    const [row] = await server.db.select({ phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, id));
    expect(row!.phoneNumber).toBeNull();
  });

  it('treats a missing field as empty, never as a server error', async () => {
    const { client } = await signedUpClient();
    const response = await client.post('/api/user/profile/phone-number', {});
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('Įveskite telefono numerį.');
  });
});

describe('POST /api/user/profile/resend-verification', () => {
  it('sends the link again, at most once a minute, and says verified_email once the address is confirmed', async () => {
    const { client, email, id } = await signedUpClient();
    await server.outbox.waitFor({ to: email }); // the e-mail sent on sign-up

    const sent = await client.post('/api/user/profile/resend-verification');
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ success: true, message: 'Patvirtinimo laiškas išsiųstas sėkmingai!' });
    const mails = await server.outbox.waitFor({ to: email, count: 2 });
    expect(mails[1]!.plain).toContain('/el-pasto-patvirtinimas?token=');

    const tooSoon = await client.post('/api/user/profile/resend-verification');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json).toEqual({
      success: false,
      error: 'too_soon',
      errorCode: 'too_soon',
      message: 'Palaukite minutę ir bandykite dar kartą.',
    });

    // A minute later it may be sent again.
    await server.db
      .update(sentLog)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(sentLog.key, `email-verification:${id}`));
    const again = await client.post('/api/user/profile/resend-verification');
    expect(again.status).toBe(200);
    const latest = await server.outbox.waitFor({ to: email, count: 3 });

    // The token of the newest e-mail's link verifies the address.
    const opened = await client.get(
      `/api/auth/verify-email?token=${encodeURIComponent(verificationTokenIn(latest[2]!))}`,
    );
    expect(opened.status).toBe(200);
    const [row] = await server.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, id));
    expect(row!.emailVerified).toBe(true);

    const verified = await client.post('/api/user/profile/resend-verification');
    expect(verified.status).toBe(409);
    expect(verified.json).toMatchObject({ success: false, errorCode: 'verified_email' });
    expect(verified.json.message).toMatch(/patvirtintas/);
  });

  it('lets only one of two simultaneous requests send', async () => {
    const { client, email } = await signedUpClient();
    await server.outbox.waitFor({ to: email });
    const answers = await Promise.all([
      client.post('/api/user/profile/resend-verification'),
      client.post('/api/user/profile/resend-verification'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });
});

describe('POST /api/user/profile/toggle-2fa', () => {
  it('enables with password + a code from the app, renews the session, and disables with the password', async () => {
    const { client } = await signedUpClient();

    const noPassword = await client.post('/api/user/profile/toggle-2fa', { enabled: true });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json).toMatchObject({
      success: false,
      errorCode: 'password_required',
      fields: { password: 'Įveskite slaptažodį.' },
    });

    const wrongPassword = await client.post('/api/user/profile/toggle-2fa', {
      enabled: true,
      password: 'neteisingas-1',
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json).toMatchObject({
      success: false,
      errorCode: 'invalid_password',
      message: 'Neteisingas slaptažodis.',
    });

    const started = await client.post('/api/user/profile/toggle-2fa', { enabled: true, password: PASSWORD });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      success: true,
      twoFactorEnabled: false,
      verificationRequired: true,
    });
    expect(started.json.totpURI).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(started.json.backupCodes).toHaveLength(10);
    expect((await client.get('/api/auth/get-session')).json.user.twoFactorEnabled).toBe(false);

    const badFormat = await client.post('/api/user/profile/toggle-2fa', { enabled: true, code: '12ab' });
    expect(badFormat.status).toBe(422);
    expect(badFormat.json.fields).toEqual({ code: 'Įveskite 6 skaitmenų kodą.' });

    const totp = OTPAuth.URI.parse(started.json.totpURI) as OTPAuth.TOTP;
    const wrongCode = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await client.post('/api/user/profile/toggle-2fa', { enabled: true, code: wrongCode });
    expect(refused.status).toBe(422);
    expect(refused.json.errorCode).toBe('invalid_code');

    const sessionBefore = client.cookies.get('gl.session_token');
    const confirmed = await client.postForm('/api/user/profile/toggle-2fa', {
      enabled: 'true',
      code: totp.generate(),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({
      success: true,
      twoFactorEnabled: true,
      verificationRequired: false,
      message: 'Dviejų veiksnių autentifikavimas įjungtas.',
    });
    expect(client.cookies.get('gl.session_token')).not.toBe(sessionBefore);
    expect((await client.get('/api/auth/get-session')).json.user.twoFactorEnabled).toBe(true);

    const twice = await client.post('/api/user/profile/toggle-2fa', { enabled: true, password: PASSWORD });
    expect(twice.status).toBe(409);
    expect(twice.json.errorCode).toBe('two_factor_already_enabled');

    const wrongOff = await client.post('/api/user/profile/toggle-2fa', {
      enabled: false,
      password: 'neteisingas-1',
    });
    expect(wrongOff.status).toBe(422);
    const off = await client.post('/api/user/profile/toggle-2fa', { enabled: false, password: PASSWORD });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ success: true, twoFactorEnabled: false });
    expect((await client.get('/api/auth/get-session')).json.user.twoFactorEnabled).toBe(false);

    const offAgain = await client.post('/api/user/profile/toggle-2fa', {
      enabled: false,
      password: PASSWORD,
    });
    expect(offAgain.status).toBe(409);
    expect(offAgain.json.errorCode).toBe('two_factor_not_enabled');
  });

  it('refuses a code before the set-up was started', async () => {
    const { client } = await signedUpClient();
    const response = await client.post('/api/user/profile/toggle-2fa', { enabled: true, code: '123456' });
    expect(response.status).toBe(409);
    expect(response.json.errorCode).toBe('two_factor_not_started');
  });

  it('limits password guesses per person', async () => {
    const { client } = await signedUpClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await client.post('/api/user/profile/toggle-2fa', { enabled: true, password: `spejimas-${i}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await client.post('/api/user/profile/toggle-2fa', { enabled: true, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.json.errorCode).toBe('too_many_attempts');
  });

  it('refuses a body of the wrong type with a Lithuanian 400', async () => {
    const { client } = await signedUpClient();
    const response = await client.post('/api/user/profile/toggle-2fa', { enabled: 'galbūt' });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('invalid_input');
  });
});

describe('GET /api/user/profile/sessions', () => {
  it('lists the active sessions with the current one marked, without tokens', async () => {
    const { client, email } = await signedUpClient();
    const other = createClient(server.url);
    await other.signIn(email, PASSWORD);
    const response = await client.get('/api/user/profile/sessions');
    expect(response.status).toBe(200);
    expect(response.json.sessions).toHaveLength(2);
    expect(response.json.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(response.text).not.toContain(client.cookies.get('gl.session_token')!.split('.')[0]);

    const revoked = await client.post('/api/auth/revoke-other-sessions', {});
    expect(revoked.status).toBe(200);
    expect((await client.get('/api/user/profile/sessions')).json.sessions).toHaveLength(1);
    expect((await other.get('/api/user/profile/sessions')).status).toBe(401);
  });
});
