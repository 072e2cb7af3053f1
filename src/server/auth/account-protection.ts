/**
 * The app's own account rules on every better-auth path (HTTP and `auth.api.*` alike), as a better-auth
 * plugin: password strength on every new password, per-account slowing of failed sign-ins, one attempt limit
 * on every two-factor path, TOTP codes accepted once only, and other devices signed out when two-factor
 * authentication is turned on or the password changed; of the e-mail OTP plugin only the e-mail check by
 * code, limited per address, which signs the person in (unless two-factor authentication guards the account).
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { symmetricDecrypt } from 'better-auth/crypto';
import {
  EMAIL_CODE_TEXTS,
  OWN_AUTH_ERROR_CODES,
  tooManyRequestsMessage,
} from '../../contracts/auth-errors.ts';
import { EMAIL_CODE_ATTEMPTS_PER_HOUR } from '../../contracts/email-code.ts';
import { PROFILE_TEXTS } from '../../contracts/profile.ts';
import type { PasswordOwner } from '../../core/passwords/password-policy.ts';
import { checkPasswordStrength } from '../../core/passwords/password-strength.ts';
import type { Database } from '../db/client.ts';
import { session, twoFactor, user } from '../db/schema.ts';
import { consumeFixedWindow } from '../modules/rate-limit/fixed-window.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/** One budget per person for every two-factor path (enable, disable, codes, backup codes). */
export const TWO_FACTOR_ATTEMPTS = { max: 10, windowMs: 600_000 };
const TOTP_PERIOD_SECONDS = 30;
/** better-auth accepts the codes of the neighbouring time-steps too (clock drift). */
const TOTP_WINDOW = 1;

/** The one e-mail OTP path in use: its other paths (sign-in by code, password reset by code) are refused. */
const EMAIL_CODE_PATH = '/email-otp/verify-email';
const isEmailOtpPath = (path: string | undefined) =>
  path !== undefined &&
  (path.startsWith('/email-otp/') || path === '/sign-in/email-otp' || path === '/forget-password/email-otp');

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where each path carries the new password. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

export function accountProtection(deps: { db: Database; signInThrottle: SignInThrottle }) {
  /** Two-factor set-ups in progress on this instance: whether to keep the person's other sessions. */
  const enabling = new Map<string, { keepOtherSessions: boolean }>();

  async function passwordOwner(ctx: HookContext): Promise<PasswordOwner> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-up/email') {
      return { email: stringOr(body.email), name: stringOr(body.name) };
    }
    if (ctx.path === '/change-password') {
      const current = await getSessionFromCtx(ctx);
      return { email: current?.user.email, name: current?.user.name };
    }
    const token = stringOr(body.token);
    if (!token) return {};
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification) return {};
    const [owner] = await deps.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, verification.value));
    return owner ?? {};
  }

  async function checkNewPassword(ctx: HookContext) {
    const field = NEW_PASSWORD_FIELD[ctx.path]!;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = body[field];
    // Missing, too short or too long: better-auth's own checks answer those.
    if (typeof password !== 'string') return;
    const verdict = checkPasswordStrength(password, await passwordOwner(ctx));
    if (verdict.problem !== 'too_common' && verdict.problem !== 'personal') return;
    const code =
      verdict.problem === 'personal'
        ? OWN_AUTH_ERROR_CODES.passwordPersonal
        : OWN_AUTH_ERROR_CODES.passwordTooCommon;
    throw new APIError('BAD_REQUEST', {
      code,
      message: verdict.message!,
      fields: { [field]: verdict.message! },
    });
  }

  /** Whose second factor this request is about: the signed-in person, or the one halfway through signing in. */
  async function twoFactorPerson(ctx: HookContext): Promise<{ userId: string; signedIn: boolean } | null> {
    const current = await getSessionFromCtx(ctx).catch(() => null);
    if (current) return { userId: current.user.id, signedIn: true };
    const cookie = ctx.context.createAuthCookie('two_factor');
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!pending) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
    return verification ? { userId: verification.value, signedIn: false } : null;
  }

  /**
   * Claims the time-step of a correct TOTP code for the person, atomically: a code (or an older one) that was
   * accepted before is refused, also when two requests race with the same code.
   */
  async function claimTotpCode(ctx: HookContext, userId: string, signedIn: boolean) {
    const code = stringOr(((ctx.body ?? {}) as Record<string, unknown>).code)?.replace(/\s/g, '');
    if (!code || !/^\d{6}$/.test(code)) return;
    const [row] = await deps.db
      .select({ id: twoFactor.id, secret: twoFactor.secret, verified: twoFactor.verified })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = matchingTimeStep(secret, code, Date.now());
    // A wrong code: better-auth refuses it and counts the failure.
    if (step === null) return;
    if (signedIn && row.verified === false) {
      const keep = ((ctx.body ?? {}) as Record<string, unknown>).keepOtherSessions === true;
      enabling.set(userId, { keepOtherSessions: keep });
    }
    const claimed = await deps.db
      .update(twoFactor)
      .set({ lastTotpStep: step })
      .where(
        and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
      )
      .returning({ id: twoFactor.id });
    if (claimed.length === 0) {
      throw new APIError('UNAUTHORIZED', {
        code: OWN_AUTH_ERROR_CODES.codeAlreadyUsed,
        message: PROFILE_TEXTS.codeAlreadyUsed,
      });
    }
  }

  /**
   * A correct code proves the mailbox, as a password-reset link would: it signs the person in, so that a new
   * client goes on with the booking they started. Not past two-factor authentication, and not twice.
   */
  async function signInByCode(ctx: HookContext): Promise<boolean> {
    const email = stringOr(((ctx.body ?? {}) as Record<string, unknown>).email)?.toLowerCase();
    if (!email) return false;
    const [person] = await deps.db
      .select({ id: user.id, twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, email));
    if (!person) return false;
    const current = await getSessionFromCtx(ctx).catch(() => null);
    if (current?.user.id === person.id) return true;
    if (person.twoFactorEnabled) return false;
    const found = await ctx.context.internalAdapter.findUserById(person.id);
    if (!found) return false;
    const fresh = await ctx.context.internalAdapter.createSession(person.id);
    await setSessionCookie(ctx, { session: fresh, user: found });
    return true;
  }

  return {
    id: 'account-protection',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in NEW_PASSWORD_FIELD,
          handler: createAuthMiddleware(async (ctx) => {
            await checkNewPassword(ctx);
            // Changing the password signs out the other devices unless the person chose to keep them.
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (ctx.path === '/change-password' && body.revokeOtherSessions === undefined) {
              return { context: { body: { ...body, revokeOtherSessions: true } } };
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = stringOr(((ctx.body ?? {}) as Record<string, unknown>).email);
            if (!email) return;
            const turn = await deps.signInThrottle.admit(email);
            if (turn.ok) return;
            const seconds = Math.ceil(turn.waitMs / 1000);
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: OWN_AUTH_ERROR_CODES.signInSlowedDown, message: tooManyRequestsMessage(seconds) },
              { 'Retry-After': String(seconds) },
            );
          }),
        },
        {
          matcher: (ctx) => ctx.path?.startsWith('/two-factor/') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            const person = await twoFactorPerson(ctx);
            // Without a person better-auth refuses the request itself.
            if (!person) return;
            const key = `two-factor:${person.userId}`;
            if (!(await consumeFixedWindow(deps.db, key, { ...TWO_FACTOR_ATTEMPTS, now: Date.now() }))) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: OWN_AUTH_ERROR_CODES.tooManyAttempts,
                message: PROFILE_TEXTS.tooManyAttempts,
              });
            }
            if (ctx.path === '/two-factor/verify-totp')
              await claimTotpCode(ctx, person.userId, person.signedIn);
          }),
        },
        {
          matcher: (ctx) => isEmailOtpPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path !== EMAIL_CODE_PATH) throw new APIError('NOT_FOUND');
            const email = stringOr(((ctx.body ?? {}) as Record<string, unknown>).email)?.toLowerCase();
            if (!email) return;
            // Per address as well as per network address: a 6-digit code must not be worn down from many.
            const key = `email-code:${email}`;
            const window = { max: EMAIL_CODE_ATTEMPTS_PER_HOUR, windowMs: 3_600_000, now: Date.now() };
            if (!(await consumeFixedWindow(deps.db, key, window))) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: OWN_AUTH_ERROR_CODES.tooManyAttempts,
                message: EMAIL_CODE_TEXTS.tooManyForAddress,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === EMAIL_CODE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              // The plugin's "Too many attempts" (its code spent): in Lithuanian, with what to do next.
              if (returned.body?.code === 'TOO_MANY_ATTEMPTS') {
                throw new APIError('FORBIDDEN', {
                  code: OWN_AUTH_ERROR_CODES.tooManyAttempts,
                  message: EMAIL_CODE_TEXTS.spent,
                });
              }
              return;
            }
            return ctx.json({ status: true, signedIn: await signInByCode(ctx) });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = stringOr(((ctx.body ?? {}) as Record<string, unknown>).email);
            if (!email) return;
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) await deps.signInThrottle.recordSuccess(email);
            else if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD')
              await deps.signInThrottle.recordFailure(email);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh) return;
            const setUp = enabling.get(fresh.user.id);
            enabling.delete(fresh.user.id);
            if (!setUp || setUp.keepOtherSessions || isAPIError(ctx.context.returned)) return;
            // Two-factor authentication just turned on: a session opened without it must not stay valid.
            await deps.db
              .delete(session)
              .where(and(eq(session.userId, fresh.user.id), ne(session.token, fresh.session.token)));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The RFC 4226 code of one counter (HMAC-SHA1, 6 digits), as better-auth computes it from the raw secret. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The time-step whose code `code` is, among those better-auth accepts at `nowMs`; null for a wrong code. */
export function matchingTimeStep(secret: string, code: string, nowMs: number): number | null {
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    if (hotp(secret, step) === code) return step;
  }
  return null;
}
