import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { createClient, type TestClient, type TestResponse } from './support/http-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The account rules on top of better-auth, over real HTTP: password strength, sign-up without account
// enumeration, per-account slowing of failed sign-ins (on a clock the test moves), two-factor codes once only,
// one two-factor attempt limit on every path, other devices signed out, and every auth error in the API's
// Lithuanian shape.

let server: TestServer;
let origin: string;
/** The server's clock for the per-account slowing; moved by the tests. */
let clock = Date.UTC(2026, 2, 2, 9, 0, 0);
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  origin = server.url.replace('127.0.0.1', 'localhost');
});
afterAll(() => server?.close());

const PASSWORD = 'ruduo-kalnuose-17';
let counter = 0;
const newEmail = (prefix: string) => `${prefix}${(counter += 1)}.${Date.now()}@example.lt`;

type Browser = TestClient & { send(path: string, body?: unknown): Promise<TestResponse> };
function browser(options: { ip?: string } = {}): Browser {
  const client = createClient(origin, options);
  return Object.assign(client, {
    send: (path: string, body: unknown = {}) => client.request('POST', path, body, { origin }),
  });
}

/** The same signed-in person seen from another network address (cookies copied). */
function sameDeviceElsewhere(device: Browser): Browser {
  const other = browser();
  for (const [name, value] of device.cookies) other.cookies.set(name, value);
  return other;
}

async function signedUp(name = 'Rūta Saugi', email = newEmail('ruta')) {
  const device = browser();
  const created = await device.send('/api/auth/sign-up/email', { name, email, password: PASSWORD });
  expect(created.status, created.text).toBe(200);
  const signedIn = await device.send('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { device, email, name, userId: created.json.user.id as string };
}

async function signIn(email: string, password = PASSWORD): Promise<Browser> {
  const device = browser();
  const response = await device.send('/api/auth/sign-in/email', { email, password });
  expect(response.status, response.text).toBe(200);
  return device;
}

async function sessionOf(device: Browser) {
  return (await device.get('/api/auth/get-session')).json as { user: { email: string } } | null;
}

/** Every refusal: exactly `{ error, message, fields? }`, a lower-case code and a Lithuanian message. */
function expectApiError(response: TestResponse, status: number, error: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { fields, ...rest } = response.json as { error: string; message: string; fields?: unknown };
  expect(Object.keys(rest).sort()).toEqual(['error', 'message']);
  expect(rest.error).toBe(error);
  expect(rest.message).toMatch(/[ąčęėįšųūž]/i);
  expect(rest.message).not.toMatch(/\b(the|invalid|too many|please|missing|origin|try again)\b/i);
  if (fields !== undefined) expect(typeof fields).toBe('object');
}

const currentCode = (totp: OTPAuth.TOTP) => totp.generate();
/** The authenticator's next code: accepted now (clock drift), yet never used before. */
const nextCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

async function turnOnTwoFactor(device: Browser, body: Record<string, unknown> = {}) {
  const started = await device.send('/api/user/profile/toggle-2fa', { enabled: true, password: PASSWORD });
  expect(started.status, started.text).toBe(200);
  const totp = OTPAuth.URI.parse(started.json.totpURI) as OTPAuth.TOTP;
  const usedCode = currentCode(totp);
  const confirmed = await device.send('/api/user/profile/toggle-2fa', {
    enabled: true,
    code: usedCode,
    ...body,
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(confirmed.json.twoFactorEnabled).toBe(true);
  return { totp, usedCode };
}

describe('passwords: common, breached and personal ones are refused everywhere', () => {
  it.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'iloveyou1'])(
    'sign-up refuses "%s" with a Lithuanian field message',
    async (password) => {
      const email = newEmail('silpnas');
      const response = await browser().send('/api/auth/sign-up/email', { name: 'Ona', email, password });
      expectApiError(response, 400, 'password_too_common');
      expect(response.json.fields).toEqual({ password: response.json.message });
      expect(response.json.message).toMatch(/^Šis slaptažodis per daug paplitęs/);
      expect((await browser().send('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    },
  );

  it('sign-up refuses a password built from the e-mail address or the name', async () => {
    for (const [email, name, password] of [
      ['jurgita.mazeikiene@example.lt', 'Jurgita', 'jurgita.mazeikiene@example.lt'],
      ['jurgita.mazeikiene@example.lt', 'Jurgita', 'Mazeikiene2026!'],
      ['kazys@example.lt', 'Kazys Grinius', 'grinius-kazys'],
      ['kazys@example.lt', 'Žydrūnė Šalčiūtė', 'zydrune.salciute1'],
    ] as const) {
      const response = await browser().send('/api/auth/sign-up/email', { name, email, password });
      expectApiError(response, 400, 'password_personal');
      expect(response.json.message).toBe(
        'Slaptažodis negali būti sudarytas iš jūsų vardo ar el. pašto adreso.',
      );
    }
  });

  it('password change uses the same rules, with the owner from the session', async () => {
    const { device, email } = await signedUp('Aušra Keičianti', newEmail('ausra.keicianti'));
    const common = await device.send('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: '12345678',
    });
    expectApiError(common, 400, 'password_too_common');
    expect(common.json.fields).toEqual({ newPassword: common.json.message });
    const personal = await device.send('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: `${email.split('@')[0]}!`,
    });
    expectApiError(personal, 400, 'password_personal');
    const fine = await device.send('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'vasara-prie-juros-3',
      revokeOtherSessions: false,
    });
    expect(fine.status, fine.text).toBe(200);
  });

  it('password reset uses the same rules, with the owner from the link', async () => {
    const { email } = await signedUp('Milda Atkurianti', newEmail('milda'));
    expect(
      (await browser().send('/api/auth/request-password-reset', { email, redirectTo: '/naujas-slaptazodis' }))
        .status,
    ).toBe(200);
    const mails = await server.outbox.waitFor({ to: email, count: 2 });
    const link = /https?:\/\/[^\s"'<>]+\/api\/auth\/reset-password\/([\w-]+)/.exec(
      mails.find((mail) => mail.plain.includes('/api/auth/reset-password/'))!.plain,
    );
    const token = link![1]!;
    const visitor = browser();
    expectApiError(
      await visitor.send('/api/auth/reset-password', { newPassword: 'aaaaaaaa', token }),
      400,
      'password_too_common',
    );
    expectApiError(
      await visitor.send('/api/auth/reset-password', { newPassword: 'Milda.Atkurianti', token }),
      400,
      'password_personal',
    );
    const done = await visitor.send('/api/auth/reset-password', { newPassword: 'ziema-be-sniego-8', token });
    expect(done.status, done.text).toBe(200);
    await signIn(email, 'ziema-be-sniego-8');
  });
});

describe('sign-up does not tell who has an account', () => {
  it('answers an existing address exactly as a new one and e-mails the owner instead', async () => {
    const { email, userId } = await signedUp('Esama Paskyra', newEmail('esama'));
    const fresh = newEmail('nauja');
    const times: Record<'existing' | 'fresh', number[]> = { existing: [], fresh: [] };
    let existingAnswer: TestResponse | undefined;
    let freshAnswer: TestResponse | undefined;
    for (let round = 0; round < 3; round += 1) {
      for (const kind of ['existing', 'fresh'] as const) {
        const started = performance.now();
        const answer = await browser().send('/api/auth/sign-up/email', {
          name: 'Kažkas Kitas',
          email: kind === 'existing' ? email : round === 0 ? fresh : newEmail('nauja'),
          password: 'kitas-bandymas-42',
          callbackURL: '/el-pasto-patvirtinimas',
        });
        times[kind].push(performance.now() - started);
        if (kind === 'existing') existingAnswer ??= answer;
        else freshAnswer ??= answer;
      }
    }
    for (const answer of [existingAnswer!, freshAnswer!]) {
      expect(answer.status).toBe(200);
      expect(answer.json.token).toBeNull();
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const shape = (answer: TestResponse) => ({
      keys: Object.keys(answer.json).sort(),
      userKeys: Object.keys(answer.json.user).sort(),
      emailVerified: answer.json.user.emailVerified,
    });
    expect(shape(existingAnswer!)).toEqual(shape(freshAnswer!));
    expect(existingAnswer!.json.user.id).not.toBe(userId);
    expect(existingAnswer!.json.user.email).toBe(email);

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    const [existing, created] = [median(times.existing), median(times.fresh)];
    console.info(
      `sign-up timing (median of 3): existing ${existing.toFixed(0)} ms, new ${created.toFixed(0)} ms`,
    );
    // Both hash the password; an existing address must not answer noticeably faster or slower.
    expect(existing / created).toBeGreaterThan(0.33);
    expect(existing / created).toBeLessThan(3);

    const [welcome, attempt] = await server.outbox.waitFor({ to: email, count: 2 });
    expect(welcome!.plain).toContain('Patvirtinkite');
    expect(attempt!.raw).toContain('Subject: =?UTF-8?Q?Bandymas_registruotis');
    expect(attempt!.plain).toContain('Sveiki, Esama!');
    expect(attempt!.plain).toContain('Paskyra su šiuo adresu jau yra, todėl nauja nesukurta.');
    expect(attempt!.plain).toMatch(/https?:\/\/[^\s"'<>]+\/pamirsau-slaptazodi/);
    expect((await server.outbox.waitFor({ to: fresh }))[0]!.plain).toContain(
      '/el-pasto-patvirtinimas?token=',
    );
    // The owner's password still signs in; the attempt's does not.
    await signIn(email);
    expect(
      (await browser().send('/api/auth/sign-in/email', { email, password: 'kitas-bandymas-42' })).status,
    ).toBe(401);
  });
});

describe('per-account slowing of failed sign-ins', () => {
  it('makes each attempt after five failures wait 1, 2, 4 … 30 s, and the right password after the wait works', async () => {
    const { email } = await signedUp('Lėta Paskyra', newEmail('leta'));
    // A new address for every try: the per-address limit stays out of the way, as for a botnet.
    const attempt = (password: string) => browser().send('/api/auth/sign-in/email', { email, password });

    for (let i = 0; i < 5; i += 1) expect((await attempt(`blogas-${i}-spejimas`)).status).toBe(401);
    const slowed = await attempt(PASSWORD);
    expectApiError(slowed, 429, 'sign_in_slowed_down');
    expect(slowed.json.message).toBe('Per daug bandymų. Bandykite po 1 s.');
    expect(slowed.headers.get('retry-after')).toBe('1');

    clock += 1000;
    expect((await attempt('blogas-6-spejimas')).status).toBe(401);
    expect((await attempt(PASSWORD)).json.message).toBe('Per daug bandymų. Bandykite po 2 s.');
    clock += 2000;
    expect((await attempt('blogas-7-spejimas')).status).toBe(401);
    for (const wait of [4, 8, 16, 30, 30]) {
      expect((await attempt('x')).json.message).toBe(`Per daug bandymų. Bandykite po ${wait} s.`);
      clock += wait * 1000;
      expect((await attempt(`blogas-${wait}-vel`)).status).toBe(401);
    }
    // Never a lockout: after the wait the right password signs in and the count starts again.
    clock += 30_000;
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('blogas-po-sekmes')).status).toBe(401);
  });

  it('lets only one of many parallel attempts through once the wait is over', async () => {
    const { email } = await signedUp('Lygiagreti Paskyra', newEmail('lygiagreti'));
    for (let i = 0; i < 5; i += 1) {
      await browser().send('/api/auth/sign-in/email', { email, password: `blogas-${i}` });
    }
    clock += 1000;
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        browser()
          .send('/api/auth/sign-in/email', { email, password: `lygiagretus-${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('forgets failures after 15 quiet minutes, and slows unknown addresses alike', async () => {
    const unknown = newEmail('nera');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await browser().send('/api/auth/sign-in/email', { email: unknown, password: `x-${i}` })).status,
      ).toBe(401);
    }
    expect((await browser().send('/api/auth/sign-in/email', { email: unknown, password: 'y' })).status).toBe(
      429,
    );
    clock += 15 * 60 * 1000;
    expect((await browser().send('/api/auth/sign-in/email', { email: unknown, password: 'y' })).status).toBe(
      401,
    );
  });
});

describe('two-factor authentication', () => {
  it('accepts a TOTP code once only: not again at sign-in, nor twice in parallel', async () => {
    const { device, email } = await signedUp('Kodų Savininkė', newEmail('kodai'));
    const { totp, usedCode: enableCode } = await turnOnTwoFactor(device);

    const attacker = browser();
    expect(
      (await attacker.send('/api/auth/sign-in/email', { email, password: PASSWORD })).json.twoFactorRedirect,
    ).toBe(true);
    // The code that turned 2FA on (seen over the owner's shoulder) does not open a session.
    const replayed = await attacker.send('/api/auth/two-factor/verify-totp', { code: enableCode });
    expectApiError(replayed, 401, 'totp_code_already_used');
    expect(replayed.json.message).toBe(
      'Šis kodas jau panaudotas. Palaukite, kol programėlė parodys naują kodą.',
    );
    expect(await sessionOf(attacker)).toBeNull();

    // Two sign-ins racing with one fresh code: exactly one gets in.
    const first = browser();
    const second = browser();
    for (const client of [first, second]) {
      expect((await client.send('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    }
    const code = nextCode(totp);
    const answers = await Promise.all(
      [first, second].map((client) => client.send('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.status === 401)!.json.error).toBe('totp_code_already_used');
  });

  it('turning it on signs out the other devices (a session opened before 2FA does not stay valid)', async () => {
    const { device, email } = await signedUp('Du Įrenginiai', newEmail('du'));
    const laptop = await signIn(email);
    const phone = await signIn(email);
    await turnOnTwoFactor(device);
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(phone)).toBeNull();
    expect((await sessionOf(device))?.user.email).toBe(email);
    const sessions = await device.get('/api/user/profile/sessions');
    expect(sessions.json.sessions).toHaveLength(1);
  });

  it('keeps the other devices when the person chooses so', async () => {
    const { device, email } = await signedUp('Palieka Kitus', newEmail('palieka'));
    const laptop = await signIn(email);
    await turnOnTwoFactor(device, { revokeOtherSessions: false });
    expect((await sessionOf(laptop))?.user.email).toBe(email);
  });

  it('signs out the other devices also when turned on through better-auth directly', async () => {
    const { device, email } = await signedUp('Tiesiogiai Įjungia', newEmail('tiesiogiai'));
    const laptop = await signIn(email);
    const enabled = await device.send('/api/auth/two-factor/enable', { password: PASSWORD });
    const totp = OTPAuth.URI.parse(enabled.json.totpURI) as OTPAuth.TOTP;
    expect((await device.send('/api/auth/two-factor/verify-totp', { code: currentCode(totp) })).status).toBe(
      200,
    );
    expect(await sessionOf(laptop)).toBeNull();
    expect((await sessionOf(device))?.user.email).toBe(email);
  });

  it('shares one attempt limit between the app and every /api/auth/two-factor path, disable included', async () => {
    const { device } = await signedUp('Ribota Paskyra', newEmail('ribota'));
    await turnOnTwoFactor(device); // 2 attempts of 10
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // A new network address each time: better-auth's per-address limit must not be what answers.
      const response = await sameDeviceElsewhere(device).send('/api/auth/two-factor/disable', {
        password: `neteisingas-${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(8).fill(400));
    const limited = await sameDeviceElsewhere(device).send('/api/auth/two-factor/disable', {
      password: PASSWORD,
    });
    expectApiError(limited, 429, 'too_many_attempts');
    // The app's own path is held by the same budget…
    const viaApp = await sameDeviceElsewhere(device).send('/api/user/profile/toggle-2fa', {
      enabled: false,
      password: PASSWORD,
    });
    expect(viaApp.status).toBe(429);
    expect(viaApp.json.error).toBe('too_many_attempts');
    // …and 2FA is still on.
    expect((await device.get('/api/auth/get-session')).json.user.twoFactorEnabled).toBe(true);
  });
});

describe('changing the password', () => {
  it('signs out the other devices unless the person keeps them', async () => {
    const { device, email } = await signedUp('Keičia Slaptažodį', newEmail('keicia'));
    const laptop = await signIn(email);
    const kept = await device.send('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'pavasaris-sode-21',
      revokeOtherSessions: false,
    });
    expect(kept.status, kept.text).toBe(200);
    expect((await sessionOf(laptop))?.user.email).toBe(email);

    // Without a choice the safe default holds: other devices are signed out.
    const changed = await device.send('/api/auth/change-password', {
      currentPassword: 'pavasaris-sode-21',
      newPassword: 'ruduo-prie-ezero-22',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await sessionOf(laptop)).toBeNull();
    expect((await sessionOf(device))?.user.email).toBe(email);
  });
});

describe('auth errors in the API shape, in Lithuanian', () => {
  it('translates better-auth refusals at the boundary, keeping the machine code', async () => {
    const { device } = await signedUp('Klaidų Tikrintoja', newEmail('klaidos'));

    // A request with the session cookie but without Origin (better-auth's CSRF protection).
    const raw = await fetch(new URL('/api/auth/update-user', origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.160',
        cookie: [...device.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ name: 'X' }),
    });
    const text = await raw.text();
    expectApiError(
      { status: raw.status, headers: raw.headers, text, json: JSON.parse(text) },
      403,
      'missing_or_null_origin',
    );

    const badCallback = await browser().send('/api/auth/sign-up/email', {
      name: 'Piktas',
      email: newEmail('piktas'),
      password: PASSWORD,
      callbackURL: 'https://evil.example/pagauta',
    });
    expectApiError(badCallback, 403, 'invalid_callback_url');

    const wrongType = await browser().send('/api/auth/sign-in/email', { email: 42, password: [] });
    expectApiError(wrongType, 400, 'validation_error');

    expectApiError(await browser().get('/api/auth/nera-tokio'), 404, 'not_found');

    const notSignedIn = await browser().send('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'kazkas-naujo-33',
    });
    expectApiError(notSignedIn, 401, 'unauthorized');

    const wrongPassword = await device.send('/api/auth/change-password', {
      currentPassword: 'ne-tas-slaptazodis',
      newPassword: 'kazkas-naujo-33',
    });
    expectApiError(wrongPassword, 400, 'invalid_password');
    expect(wrongPassword.json.message).toBe('Neteisingas slaptažodis.');
  });

  it("answers better-auth's own rate limit with a Lithuanian 429 that names the wait", async () => {
    const flooder = browser({ ip: '203.0.113.150' });
    let last: TestResponse | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await flooder.send('/api/auth/sign-in/email', {
        email: newEmail('srautas'),
        password: `x-${i}`,
      });
    }
    expectApiError(last!, 429, 'too_many_requests');
    expect(last!.json.message).toMatch(/^Per daug bandymų\. Bandykite po \d+ s\.$/);
  });
});
