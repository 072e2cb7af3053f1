import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiErrorSchema, type ApiErrorCode } from '../../../contracts/api-error.ts';
import {
  PROFILE_TEXTS,
  activeSessionsSchema,
  phoneNumberRequestSchema,
  phoneNumberSavedSchema,
  profileFailureSchema,
  resendVerificationSentSchema,
  toggleTwoFactorRequestSchema,
  toggleTwoFactorResultSchema,
  type PhoneNumberRequest,
} from '../../../contracts/profile.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { signedInUser } from '../request-context.ts';
import { listActiveSessions } from '../../modules/profile/active-sessions.ts';
import { resendVerificationEmail } from '../../modules/profile/email-verification.ts';
import { savePhoneNumber } from '../../modules/profile/phone-number.ts';
import { toggleTwoFactor } from '../../modules/profile/two-factor.ts';

const unauthorizedResponse = json(
  apiErrorSchema,
  'Not signed in: `{ error: "unauthorized", message: "Prašome prisijungti." }`',
);
const badInputResponse = json(apiErrorSchema, 'Malformed body');

const phoneNumberRoute = createRoute({
  method: 'post',
  path: '/api/user/profile/phone-number',
  tags: ['user'],
  summary: "Saves the signed-in person's phone number (seed: update_phone_number).",
  description:
    'Validated as a phone number (required, default country LT) and stored in E.164. ' +
    'The seed client reads `success` and `message`; a refusal also names the field in `fields.phoneNumber`.',
  request: { body: jsonOrFormBody(phoneNumberRequestSchema) },
  responses: {
    200: json(phoneNumberSavedSchema, 'Saved'),
    400: badInputResponse,
    401: unauthorizedResponse,
    422: json(profileFailureSchema, 'Not a valid phone number (`error: "invalid_phone"`)'),
  },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/api/user/profile/resend-verification',
  tags: ['user'],
  summary: 'Sends the e-mail verification link again (seed: resend_verification). No payload.',
  description: 'At most once a minute per person. The seed client reads `success` and `errorCode`.',
  responses: {
    200: json(resendVerificationSentSchema, 'Sent'),
    401: unauthorizedResponse,
    409: json(profileFailureSchema, 'Already verified (`errorCode: "verified_email"`)'),
    429: json(profileFailureSchema, 'Sent less than a minute ago (`errorCode: "too_soon"`)'),
  },
});

const toggleTwoFactorRoute = createRoute({
  method: 'post',
  path: '/api/user/profile/toggle-2fa',
  tags: ['user'],
  summary: 'Turns two-factor authentication (authenticator app, TOTP) on or off.',
  description:
    'Enabling takes two calls: `{ enabled: true, password }` answers `totpURI` and ten `backupCodes` with ' +
    '`verificationRequired: true`; then `{ enabled: true, code }` with a code from the app turns it on. ' +
    '`{ enabled: false, password }` turns it off. The session cookie is renewed when the state changes. ' +
    'Confirming signs out the other devices unless `revokeOtherSessions: false`. Every two-factor path ' +
    '(also `/api/auth/two-factor/*`) shares one limit of 10 attempts per 10 minutes per person (429).',
  request: { body: jsonOrFormBody(toggleTwoFactorRequestSchema) },
  responses: {
    200: json(toggleTwoFactorResultSchema, 'Done (or first step done)'),
    400: badInputResponse,
    401: unauthorizedResponse,
    409: json(profileFailureSchema, 'Already on / not on / set-up not started'),
    422: json(profileFailureSchema, 'Wrong password or code, or one is missing'),
    429: json(profileFailureSchema, 'Too many attempts'),
  },
});

const sessionsRoute = createRoute({
  method: 'get',
  path: '/api/user/profile/sessions',
  tags: ['user'],
  summary: "The signed-in person's active sessions (devices), the current one marked.",
  description: 'Sign out everywhere else with `POST /api/auth/revoke-other-sessions`.',
  responses: {
    200: json(activeSessionsSchema, 'Sessions, most recently active first'),
    401: unauthorizedResponse,
  },
});

function signedIn(c: Context<AppEnv>): SessionUser {
  const user = signedInUser(c, PROFILE_TEXTS.unauthorized);
  return user;
}

function failure(error: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { success: false as const, error, errorCode: error, message, ...(fields ? { fields } : {}) };
}

export function profileApi(deps: { auth: Auth; db: Database }) {
  return createRouter()
    .openapi(phoneNumberRoute, async (c) => {
      const user = signedIn(c);
      const body = parsedBody<PhoneNumberRequest>(c);
      const saved = await savePhoneNumber(deps.db, user.id, body.phoneNumber ?? '');
      if (!saved.ok) {
        // `message` is the reason, shown in the form under the danger toast "Prašome ištaisyti klaidas!".
        return c.json(failure('invalid_phone', saved.message, { phoneNumber: saved.message }), 422);
      }
      return c.json({ success: true as const, message: saved.message, phoneNumber: saved.phoneNumber }, 200);
    })
    .openapi(resendVerificationRoute, async (c) => {
      const user = signedIn(c);
      const outcome = await resendVerificationEmail(deps, { user, headers: c.req.raw.headers });
      if (!outcome.ok) return c.json(failure(outcome.errorCode, outcome.message), outcome.status);
      return c.json({ success: true as const, message: PROFILE_TEXTS.verificationSent }, 200);
    })
    .openapi(toggleTwoFactorRoute, async (c) => {
      const user = signedIn(c);
      const body = parsedBody<z.infer<typeof toggleTwoFactorRequestSchema>>(c);
      const outcome = await toggleTwoFactor(deps, {
        userId: user.id,
        twoFactorEnabled: user.twoFactorEnabled,
        headers: c.req.raw.headers,
        enabled: body.enabled,
        password: body.password,
        code: body.code,
        revokeOtherSessions: body.revokeOtherSessions,
      });
      for (const cookie of outcome.setCookies) c.header('set-cookie', cookie, { append: true });
      if (!outcome.ok) {
        const { status, error, message, fields } = outcome.refusal;
        return c.json(failure(error, message, fields), status);
      }
      return c.json(outcome.result, 200);
    })
    .openapi(sessionsRoute, async (c) => {
      const user = signedIn(c);
      const current = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      const sessions = await listActiveSessions(deps.db, user.id, current?.session.id ?? null);
      return c.json({ sessions }, 200);
    });
}
