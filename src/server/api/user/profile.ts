import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiErrorCode } from '../../../contracts/api-error.ts';
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
  accountDeletedSchema,
  deleteAccountSchema,
  personalDataExportSchema,
  termsAcceptedSchema,
  type DeleteAccountInput,
} from '../../../contracts/profile.ts';
import { acceptCurrentTerms } from '../../modules/profile/terms-acceptance.ts';
import type { JobRunner } from '../../jobs/job-queue.ts';
import type { SideEffectJob } from '../../modules/side-effects/side-effect-jobs.ts';
import {
  deleteAccount,
  EXPIRED_SESSION_COOKIES,
  exportPersonalData,
} from '../../modules/profile/personal-data.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import {
  apiRoute,
  createRouter,
  errorResponse,
  json,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { signedInUser } from '../request-context.ts';
import { listActiveSessions } from '../../modules/profile/active-sessions.ts';
import { resendVerificationEmail } from '../../modules/profile/email-verification.ts';
import { savePhoneNumber } from '../../modules/profile/phone-number.ts';
import { toggleTwoFactor } from '../../modules/profile/two-factor.ts';
import { succeeded } from '../../../contracts/shared-schemas.ts';

const notSignedIn = {
  401: 'Not signed in: `{ error: "unauthorized", message: "Prašome prisijungti." }`',
} as const;
const inputErrors = { 400: 'Malformed body', ...notSignedIn } as const;

const phoneNumberRoute = apiRoute({
  method: 'post',
  path: '/api/user/profile/phone-number',
  tag: 'user',
  summary: "Saves the signed-in person's phone number (seed: update_phone_number).",
  description:
    'Validated as a phone number (required, default country LT) and stored in E.164. ' +
    'The seed client reads `success` and `message`; a refusal also names the field in `fields.phoneNumber`.',
  request: { body: jsonOrFormBody(phoneNumberRequestSchema) },
  responses: {
    200: json(phoneNumberSavedSchema, 'Saved'),
    422: json(profileFailureSchema, 'Not a valid phone number (`error: "invalid_phone"`)'),
  },
  errors: inputErrors,
});

const resendVerificationRoute = apiRoute({
  method: 'post',
  path: '/api/user/profile/resend-verification',
  tag: 'user',
  summary: 'Sends the e-mail verification link again (seed: resend_verification). No payload.',
  description: 'At most once a minute per person. The seed client reads `success` and `errorCode`.',
  responses: {
    200: json(resendVerificationSentSchema, 'Sent'),
    409: json(profileFailureSchema, 'Already verified (`errorCode: "verified_email"`)'),
    429: json(profileFailureSchema, 'Sent less than a minute ago (`errorCode: "too_soon"`)'),
  },
  errors: notSignedIn,
});

const toggleTwoFactorRoute = apiRoute({
  method: 'post',
  path: '/api/user/profile/toggle-2fa',
  tag: 'user',
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
    // Listed with the answers, not in `errors`: a refusal of the two-factor service may be a 401 too.
    401: errorResponse(notSignedIn[401]),
    409: json(profileFailureSchema, 'Already on / not on / set-up not started'),
    422: json(profileFailureSchema, 'Wrong password or code, or one is missing'),
    429: json(profileFailureSchema, 'Too many attempts'),
  },
  errors: { 400: inputErrors[400] },
});

const sessionsRoute = apiRoute({
  method: 'get',
  path: '/api/user/profile/sessions',
  tag: 'user',
  summary: "The signed-in person's active sessions (devices), the current one marked.",
  description: 'Sign out everywhere else with `POST /api/auth/revoke-other-sessions`.',
  responses: { 200: json(activeSessionsSchema, 'Sessions, most recently active first') },
  errors: notSignedIn,
});

function signedIn(c: Context<AppEnv>): SessionUser {
  const user = signedInUser(c, PROFILE_TEXTS.unauthorized);
  return user;
}

function failure(error: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { success: false as const, error, errorCode: error, message, ...(fields ? { fields } : {}) };
}

const exportRoute = apiRoute({
  method: 'get',
  path: '/api/user/profile/export',
  tag: 'user',
  summary: 'Everything held about the signed-in person, as a JSON file to download.',
  description:
    'Profile, visits, client cards, reviews, notifications, push subscriptions, notification preferences and ' +
    'sessions. Answered with `Content-Disposition: attachment`.',
  responses: { 200: json(personalDataExportSchema, 'The export') },
  errors: notSignedIn,
});

const deleteRoute = apiRoute({
  method: 'post',
  path: '/api/user/profile/delete',
  tag: 'user',
  summary: "Deletes the signed-in person's account: `{ password, code?, confirm: true }`.",
  description:
    'The password, and with two-factor authentication on, a code from the authenticator app. Businesses keep ' +
    'their visit records without the personal data; a confirmation e-mail is sent. The sole owner of a ' +
    'business is refused (409 `sole_owner`).',
  request: { body: jsonOrFormBody(deleteAccountSchema) },
  responses: { 200: json(accountDeletedSchema, 'Deleted') },
  errors: { ...inputErrors, 409: 'The sole owner of a business', 422: 'Wrong password or code' },
});

const termsRoute = apiRoute({
  method: 'post',
  path: '/api/user/profile/terms',
  tag: 'user',
  summary: 'The signed-in person accepts the current privacy policy and terms (the new-version notice).',
  description:
    'No body. Records the current version and the time; the sign-up records them by itself. Repeating it ' +
    'changes only the time.',
  responses: { 200: json(termsAcceptedSchema, 'Accepted') },
  errors: notSignedIn,
});

export function profileApi(deps: {
  auth: Auth;
  db: Database;
  jobs: JobRunner<SideEffectJob>;
  brandName: string;
  baseUrl: string;
  now: () => Date;
}) {
  return createRouter()
    .openapi(phoneNumberRoute, async (c) => {
      const user = signedIn(c);
      const body = parsedBody<PhoneNumberRequest>(c);
      const saved = await savePhoneNumber(deps.db, user.id, body.phoneNumber ?? '');
      if (!saved.ok) {
        // `message` is the reason, shown in the form under the danger toast "Prašome ištaisyti klaidas!".
        return c.json(failure('invalid_phone', saved.message, { phoneNumber: saved.message }), 422);
      }
      return c.json(succeeded(saved.message, { phoneNumber: saved.phoneNumber }), 200);
    })
    .openapi(resendVerificationRoute, async (c) => {
      const user = signedIn(c);
      const outcome = await resendVerificationEmail(deps, { user, headers: c.req.raw.headers });
      if (!outcome.ok) return c.json(failure(outcome.errorCode, outcome.message), outcome.status);
      return c.json(succeeded(PROFILE_TEXTS.verificationSent), 200);
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
    .openapi(exportRoute, async (c) => {
      const user = signedIn(c);
      const data = await exportPersonalData(deps.db, user.id, deps.now());
      c.header(
        'content-disposition',
        `attachment; filename="mano-duomenys-${data.exportedAt.slice(0, 10)}.json"`,
      );
      c.header('cache-control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = signedIn(c);
      const body = parsedBody<DeleteAccountInput>(c);
      const outcome = await deleteAccount(deps, { person: user, input: body, headers: c.req.raw.headers });
      // The session is gone with the account: the browser forgets its cookie too.
      for (const cookie of EXPIRED_SESSION_COOKIES) c.header('set-cookie', cookie, { append: true });
      return c.json(outcome, 200);
    })
    .openapi(termsRoute, async (c) => {
      const user = signedIn(c);
      return c.json(await acceptCurrentTerms(deps.db, user.id, deps.now()), 200);
    })
    .openapi(sessionsRoute, async (c) => {
      const user = signedIn(c);
      const current = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      const sessions = await listActiveSessions(deps.db, user.id, current?.session.id ?? null);
      return c.json({ sessions }, 200);
    });
}
