import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { account, session, user } from '../../src/server/db/schema.ts';
import { createClient, type TestClient, type TestResponse } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { pathOfLinkIn, verificationTokenIn } from '../support/outbox.ts';

// Authentication through better-auth's own endpoints (`/api/auth/*`), over real HTTP, the way the pages
// use them: as a browser on the site's origin (better-auth checks Origin whenever cookies are sent).

let server: TestServer;
/** The server as the browser sees it: better-auth's base URL is http://localhost:<port>. */
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  origin = server.url.replace('127.0.0.1', 'localhost');
});
afterAll(() => server?.close());

const PASSWORD = 'slaptazodis-123';
let counter = 0;
const newEmail = (prefix: string) => `${prefix}${(counter += 1)}-${Date.now()}@example.lt`;

function browser(
  options: { ip?: string } = {},
): TestClient & { send(path: string, body?: unknown): Promise<TestResponse> } {
  const client = createClient(origin, options);
  return Object.assign(client, {
    send: (path: string, body: unknown = {}) => client.request('POST', path, body, { origin }),
  });
}

/** Signs up (no session: the person signs in after the "check your e-mail" page), then signs in. */
async function signUp(client: ReturnType<typeof browser>, email: string, name = 'Eglė Bandomoji') {
  const response = await client.send('/api/auth/sign-up/email', {
    name,
    email,
    password: PASSWORD,
    callbackURL: '/el-pasto-patvirtinimas',
  });
  expect(response.status, response.text).toBe(200);
  expect(response.json.token).toBeNull();
  const signedIn = await client.send('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signedIn.status, signedIn.text).toBe(200);
  return response.json.user as { id: string; email: string; emailVerified: boolean };
}

/** The code of the authenticator's next time-step: accepted now (clock drift), yet never used before. */
const nextCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

async function enableTwoFactor(
  client: ReturnType<typeof browser>,
): Promise<{ totp: OTPAuth.TOTP; backupCodes: string[] }> {
  const enabled = await client.send('/api/auth/two-factor/enable', { password: PASSWORD });
  expect(enabled.status, enabled.text).toBe(200);
  const totp = OTPAuth.URI.parse(enabled.json.totpURI) as OTPAuth.TOTP;
  const verified = await client.send('/api/auth/two-factor/verify-totp', { code: totp.generate() });
  expect(verified.status, verified.text).toBe(200);
  return { totp, backupCodes: enabled.json.backupCodes };
}

describe('sign-up, e-mail verification, sign-in and two-factor authentication', () => {
  it('walks the whole way: sign-up → verify link → sign-in → enable 2FA → sign-in with a TOTP code', async () => {
    const email = newEmail('kelias');
    const client = browser();
    const answer = await client.send('/api/auth/sign-up/email', {
      name: 'Eglė Bandomoji',
      email,
      password: PASSWORD,
      callbackURL: '/el-pasto-patvirtinimas',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ token: null, user: { email, emailVerified: false } });
    // No session from the sign-up: an existing address answers the same, so this one may not differ.
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('gl.session_token='))).toBe(false);
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const [mail] = await server.outbox.waitFor({ to: email });
    expect(mail!.raw).toContain('Subject: =?UTF-8?Q?Patvirtinkite');
    expect(mail!.plain).toContain('Sveiki, Egle!');
    const token = verificationTokenIn(mail!);
    const opened = await browser().get(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2Fel-pasto-patvirtinimas`,
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/el-pasto-patvirtinimas');
    const [verifiedRow] = await server.db.select().from(user).where(eq(user.email, email));
    expect(verifiedRow!.emailVerified).toBe(true);

    const signedIn = await client.send('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.emailVerified).toBe(true);

    const { totp } = await enableTwoFactor(client);
    expect((await client.get('/api/auth/get-session')).json.user.twoFactorEnabled).toBe(true);
    await client.send('/api/auth/sign-out');

    const challenged = await client.send('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(challenged.status).toBe(200);
    expect(challenged.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/auth/get-session')).json).toBeNull();

    const wrongCode = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await client.send('/api/auth/two-factor/verify-totp', { code: wrongCode });
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_code');

    const passed = await client.send('/api/auth/two-factor/verify-totp', { code: nextCode(totp) });
    expect(passed.status).toBe(200);
    const current = await client.get('/api/auth/get-session');
    expect(current.json.user.email).toBe(email);
    expect(current.json.user.twoFactorEnabled).toBe(true);
    // The session opens the signed-in API too.
    expect((await client.get('/api/user/profile/sessions')).status).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const email = newEmail('atsarginis');
    const client = browser();
    await signUp(client, email);
    const { backupCodes } = await enableTwoFactor(client);
    expect(backupCodes).toHaveLength(10);
    await client.send('/api/auth/sign-out');

    const challenged = await client.send('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(challenged.json.twoFactorRedirect).toBe(true);
    const used = await client.send('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.status, used.text).toBe(200);
    expect((await client.get('/api/auth/get-session')).json.user.email).toBe(email);
    await client.send('/api/auth/sign-out');

    const again = browser();
    expect(
      (await again.send('/api/auth/sign-in/email', { email, password: PASSWORD })).json.twoFactorRedirect,
    ).toBe(true);
    const reused = await again.send('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.status).toBe(401);
    expect((await again.get('/api/auth/get-session')).json).toBeNull();
    const another = await again.send('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(another.status).toBe(200);
  });

  it('refuses a wrong password and an unknown address alike, with 401', async () => {
    const email = newEmail('slaptazodis');
    await signUp(browser(), email);
    const wrong = await browser().send('/api/auth/sign-in/email', { email, password: 'neteisingas-9' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({
      error: 'invalid_email_or_password',
      message: 'Neteisingas el. pašto adresas arba slaptažodis.',
    });
    const unknown = await browser().send('/api/auth/sign-in/email', {
      email: newEmail('nera'),
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('gl.session_token='))).toBe(false);
  });

  it('makes no second account with the same address, and refuses a password shorter than 8', async () => {
    const email = newEmail('dvigubas');
    const first = await signUp(browser(), email);
    const twice = await browser().send('/api/auth/sign-up/email', {
      name: 'Kitas',
      email,
      password: 'kitas-slaptazodis-7',
    });
    expect(twice.status).toBe(200);
    expect(twice.json.user.id).not.toBe(first.id);
    const rows = await server.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    expect(
      (await browser().send('/api/auth/sign-in/email', { email, password: 'kitas-slaptazodis-7' })).status,
    ).toBe(401);
    const short = await browser().send('/api/auth/sign-up/email', {
      name: 'Trumpas',
      email: newEmail('trumpas'),
      password: '1234567',
    });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({
      error: 'password_too_short',
      message: 'Slaptažodis per trumpas: ne mažiau kaip 8 simboliai.',
    });
  });

  it('sends a broken or expired verification link to the landing page with the reason', async () => {
    const response = await browser().get(
      '/api/auth/verify-email?token=sugadintas&callbackURL=%2Fel-pasto-patvirtinimas',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/el-pasto-patvirtinimas?error=INVALID_TOKEN');
  });

  it('never redirects to another site (open redirects)', async () => {
    const probe = await browser().send('/api/auth/request-password-reset', {
      email: newEmail('zvalgas'),
      redirectTo: 'https://evil.example/pagauta',
    });
    expect(probe.status).toBe(403);
    const signUpElsewhere = await browser().send('/api/auth/sign-up/email', {
      name: 'Piktas',
      email: newEmail('piktas'),
      password: PASSWORD,
      callbackURL: 'https://evil.example/pagauta',
    });
    expect(signUpElsewhere.status).toBe(403);
    const direct = await browser().get(
      '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example',
    );
    expect(direct.status).toBe(403);
  });

  it('does not let a person make themselves an operator or set a phone number around its rules', async () => {
    const email = newEmail('operatorius');
    const client = browser();
    await signUp(client, email);
    const renamed = await client.send('/api/auth/update-user', { name: 'Naujas Vardas' });
    expect(renamed.status).toBe(200);
    const escalate = await client.send('/api/auth/update-user', { isOperator: true, phoneNumber: '123' });
    expect(escalate.status).toBeGreaterThanOrEqual(400);
    const [row] = await server.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: 'Naujas Vardas', isOperator: false, phoneNumber: null });
  });
});

describe('password reset by e-mail', () => {
  it('sends a link that lands on /naujas-slaptazodis with a token, sets the new password and ends old sessions', async () => {
    const email = newEmail('atkurimas');
    const client = browser();
    await signUp(client, email);

    const requested = await browser().send('/api/auth/request-password-reset', {
      email,
      redirectTo: '/naujas-slaptazodis',
    });
    expect(requested.status).toBe(200);
    const mails = await server.outbox.waitFor({ to: email, count: 2 });
    const resetMail = mails.find((mail) => mail.plain.includes('/api/auth/reset-password/'))!;
    expect(resetMail.plain).toContain('Nuoroda galioja 1 valandą.');

    const visitor = browser();
    const opened = await visitor.get(pathOfLinkIn(resetMail, '/api/auth/reset-password/'));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!, origin);
    expect(landing.pathname).toBe('/naujas-slaptazodis');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await visitor.send('/api/auth/reset-password', {
      newPassword: 'naujas-slaptazodis-1',
      token,
    });
    expect(reset.status, reset.text).toBe(200);
    const reused = await visitor.send('/api/auth/reset-password', {
      newPassword: 'dar-kitas-slaptazodis',
      token,
    });
    expect(reused.status).toBe(400);

    expect((await client.get('/api/auth/get-session')).json).toBeNull();
    expect((await browser().send('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    expect(
      (await browser().send('/api/auth/sign-in/email', { email, password: 'naujas-slaptazodis-1' })).status,
    ).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = newEmail('nezinomas');
    const answer = await browser().send('/api/auth/request-password-reset', {
      email,
      redirectTo: '/naujas-slaptazodis',
    });
    expect(answer.status).toBe(200);
    const known = newEmail('zinomas');
    await signUp(browser(), known);
    const knownAnswer = await browser().send('/api/auth/request-password-reset', {
      email: known,
      redirectTo: '/naujas-slaptazodis',
    });
    expect(knownAnswer.json).toEqual(answer.json);
    // The known address's letter has come, and the unknown one's request was handled before it: had it
    // queued a letter, that one would be out too.
    await server.outbox.waitFor({ to: known, containing: '/api/auth/reset-password/' });
    expect(await server.outbox.mails({ to: email })).toEqual([]);
  });

  it('sends an invalid link to the page with error=INVALID_TOKEN', async () => {
    const response = await browser().get(
      '/api/auth/reset-password/netikras?callbackURL=%2Fnaujas-slaptazodis',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/naujas-slaptazodis\?error=INVALID_TOKEN$/);
  });
});

describe('storage and limits', () => {
  it('stores passwords as argon2id hashes, never in plain text', async () => {
    const email = newEmail('argon');
    const created = await signUp(browser(), email);
    const [row] = await server.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, created.id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password).not.toContain(PASSWORD);
  });

  it('keeps sessions in the database with the address and browser, and deletes them on sign-out', async () => {
    const email = newEmail('sesija');
    const created = await signUp(browser(), email);
    const client = browser({ ip: '198.51.100.23' });
    const signedIn = await client.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      { origin, 'user-agent': 'Bandymas/1.0' },
    );
    expect(signedIn.status).toBe(200);
    const rows = await server.db.select().from(session).where(eq(session.userId, created.id));
    const mine = rows.find((row) => row.ipAddress === '198.51.100.23');
    expect(mine).toBeDefined();
    expect(mine!.userAgent).toBe('Bandymas/1.0');
    expect(mine!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await client.send('/api/auth/sign-out');
    const after = await server.db.select().from(session).where(eq(session.id, mine!.id));
    expect(after).toHaveLength(0);
  });

  it('limits sign-in attempts per address (429) while another address still signs in', async () => {
    const email = newEmail('riba');
    await signUp(browser(), email);
    const attacker = browser({ ip: '203.0.113.77' });
    const statuses: number[] = [];
    // Spread over many accounts, so that only the per-address limit applies (not the per-account slowing).
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await attacker.send('/api/auth/sign-in/email', {
            email: newEmail(`taikinys${i}`),
            password: `spejimas-${i}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Even the right password waits out the window from that address…
    expect((await attacker.send('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(429);
    // …while the owner, elsewhere, is not locked out.
    expect(
      (await browser({ ip: '203.0.113.78' }).send('/api/auth/sign-in/email', { email, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('cannot be dodged with a forged X-Forwarded-For chain: the last hop counts', async () => {
    const email = newEmail('apgavyste');
    await signUp(browser(), email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const client = createClient(origin, { ip: `192.0.2.${i + 1}, 203.0.113.99` });
      statuses.push(
        (
          await client.request(
            'POST',
            '/api/auth/sign-in/email',
            // One account per try: only the per-address limit may answer 429 here.
            { email: i === 0 ? email : newEmail(`apgavyste${i}`), password: `x-${i}-neteisingas` },
            { origin },
          )
        ).status,
      );
    }
    expect(statuses[10]).toBe(429);
  });
});
