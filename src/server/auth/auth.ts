import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetEmail, verificationEmail } from '../mail/auth-emails.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Set by our own HTTP layer from the socket (or a trusted proxy), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-grozio-client-ip';

export interface AuthDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  secret: string;
  brandName: string;
  /** Origins allowed to post to the auth endpoints for this request (the site, or a business's own domain). */
  trustedOrigins: (request: Request | undefined) => Promise<string[]>;
}

export function createAuth(deps: AuthDependencies) {
  return betterAuth({
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
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Clients book right after signing up; an unverified e-mail only limits what they receive.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await deps.mailer.send(
          passwordResetEmail({ brandName: deps.brandName, to: user.email, name: user.name, url }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // No sign-in by link: it would bypass two-factor authentication for accounts that have it on.
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await deps.mailer.send(
          verificationEmail({ brandName: deps.brandName, to: user.email, name: user.name, url }),
        );
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
      },
    },
    advanced: {
      cookiePrefix: 'gl',
      useSecureCookies: deps.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns both checks off when NODE_ENV is "test"; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [twoFactor({ issuer: deps.brandName, backupCodeOptions: { amount: 10, length: 10 } })],
    telemetry: { enabled: false },
    // Into our structured logs, not onto the console. (At "warn" or "error" better-auth would also print
    // every refused request to the console through its global logger.)
    logger: {
      level: 'info',
      log: (level, message, ...details) => {
        deps.logger[level]({ details, source: 'better-auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
