import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Logger } from 'pino';
import { TERMS_VERSION } from '../../core/legal/terms-version.ts';
import {
  EMAIL_CODE_ATTEMPTS,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_VALID_MINUTES,
  emailVerificationLink,
} from '../../contracts/email-code.ts';
import { EMAIL_VERIFICATION_CALLBACK_PATH } from '../../contracts/profile.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../core/passwords/password-policy.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { passwordResetEmail, signUpAttemptEmail, verificationEmail } from '../mail/auth-emails.ts';
import { emailJob, type SideEffectJob } from '../modules/side-effects/side-effect-jobs.ts';
import { invitationProvesAddress } from '../modules/invitations/accept-invitation.ts';
import { accountProtection } from './account-protection.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** Set by our own HTTP layer from the socket (or a trusted proxy), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-grozio-client-ip';

export interface AuthDependencies {
  db: Database;
  /** The letters (verification, password reset, sign-up attempt) go out as jobs. */
  jobs: JobQueue<SideEffectJob>;
  logger: Logger;
  baseUrl: string;
  secret: string;
  brandName: string;
  /** Origins allowed to post to the auth endpoints for this request (the site, or a business's own domain). */
  trustedOrigins: (request: Request | undefined) => Promise<string[]>;
  /** The clock of the per-account sign-in slowing (tests move it). */
  now: () => Date;
}

export function createAuth(deps: AuthDependencies) {
  // The verification letter carries a code of the e-mail OTP plugin; the plugin's endpoints exist only once
  // the instance does, so the letter reaches them through this holder.
  const codes: { issue?: (email: string) => Promise<string> } = {};
  const auth = betterAuth({
    appName: deps.brandName,
    baseURL: deps.baseUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        phoneNumber: { type: 'string', required: false, input: false },
        isOperator: { type: 'boolean', required: false, defaultValue: false, input: false },
        termsVersion: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    // Signing up is accepting the privacy policy and terms (the form says so beside its button): the
    // version and the time are kept with the account, without a field the request must carry.
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => ({
            data: { ...newUser, termsVersion: TERMS_VERSION, termsAcceptedAt: deps.now() },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: false,
      // No session from the sign-up itself: a sign-up with an address that already has an account then
      // answers exactly like one with a new address (nobody learns who has an account), and the owner gets
      // an e-mail instead. The new person signs in after the "check your e-mail" page.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        const letter = signUpAttemptEmail({
          brandName: deps.brandName,
          siteUrl: deps.baseUrl,
          to: user.email,
          name: user.name,
          resetUrl: new URL('/pamirsau-slaptazodi', deps.baseUrl).toString(),
          signInUrl: new URL('/prisijungti', deps.baseUrl).toString(),
        });
        await deps.jobs.enqueue(deps.db, [emailJob('sign-up-attempt', letter)]);
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        const letter = passwordResetEmail({
          brandName: deps.brandName,
          siteUrl: deps.baseUrl,
          to: user.email,
          name: user.name,
          url,
        });
        await deps.jobs.enqueue(deps.db, [emailJob('password-reset', letter)]);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // No sign-in by link: it would bypass two-factor authentication for accounts that have it on.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      // One letter with both ways to confirm: the code (typed where the person signed up, e.g. in the middle
      // of a booking) and the link, which lands on our page (it checks the token and says how it went) with
      // the sign-up's return path (better-auth's `callbackURL`) carried on as `grizti`.
      sendVerificationEmail: async ({ user, url, token }) => {
        if (!codes.issue) throw new Error('The e-mail code plugin is not ready');
        const returnTo = new URL(url).searchParams.get('callbackURL');
        // Signing up from an invitation's page, with the invited address: the invitation letter's link has
        // proved the address already, so the account is confirmed and no second letter is sent.
        if (await invitationProvesAddress(deps.db, { returnTo, email: user.email, now: deps.now() })) {
          await deps.db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
          return;
        }
        const code = await codes.issue(user.email);
        const link = emailVerificationLink(deps.baseUrl, EMAIL_VERIFICATION_CALLBACK_PATH, token, returnTo);
        const letter = verificationEmail({
          brandName: deps.brandName,
          siteUrl: deps.baseUrl,
          to: user.email,
          name: user.name,
          url: link,
          code,
          codeValidMinutes: EMAIL_CODE_VALID_MINUTES,
        });
        await deps.jobs.enqueue(deps.db, [emailJob('verification', letter)]);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        '/request-password-reset': { window: 300, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
        '/email-otp/*': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'gl',
      useSecureCookies: deps.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The session and its user in one joined statement (schema.ts's sessionRelations): every signed-in
      // request looks its session up, and a round trip to the database is most of what that costs.
      database: { joins: true },
      // better-auth turns both checks off when NODE_ENV is "test"; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      twoFactor({ issuer: deps.brandName, backupCodeOptions: { amount: 10, length: 10 } }),
      // Only its e-mail verification is used (account-protection refuses its other paths): codes are made
      // for the verification letter above and checked by `/email-otp/verify-email`.
      emailOTP({
        otpLength: EMAIL_CODE_LENGTH,
        expiresIn: EMAIL_CODE_VALID_MINUTES * 60,
        allowedAttempts: EMAIL_CODE_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: false,
        disableSignUp: true,
        rateLimit: { window: 60, max: 10 },
        sendVerificationOTP: () => Promise.reject(new Error('Codes go out in the verification letter only')),
      }),
      accountProtection({ db: deps.db, signInThrottle: createSignInThrottle(deps.db, deps.now) }),
    ],
    telemetry: { enabled: false },
    // Into our structured logs, not onto the console. (At "warn" or "error" better-auth would also print
    // every refused request to the console through its global logger.)
    logger: {
      level: 'info',
      log: (level, message, ...details) => {
        deps.logger[authLogLevel(level, message)]({ details, source: 'better-auth' }, message);
      },
    },
  });
  codes.issue = (email) => auth.api.createVerificationOTP({ body: { email, type: 'email-verification' } });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * The level a better-auth message is logged at. It reports a refused foreign address (`callbackURL`,
 * `redirectTo`, an `Origin`) and a blocked cross-site sign-in as errors, yet these are a client's bad input
 * answered with a 403: a warning, so that the error level stays for what failed on our side.
 */
export function authLogLevel(level: AuthLogLevel, message: string): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'success') return 'info';
  if (
    level === 'error' &&
    /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site)/.test(
      message,
    )
  )
    return 'warn';
  return level;
}
