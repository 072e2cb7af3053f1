import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { ApiErrorCode } from '../../../contracts/api-error.ts';
import { PROFILE_TEXTS, type ToggleTwoFactorResult } from '../../../contracts/profile.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/client.ts';
import { twoFactor } from '../../db/schema.ts';

/** A refusal in the profile API's shape; `status` is the HTTP status. */
export interface ProfileRefusal {
  status: 401 | 409 | 422 | 429;
  error: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export type ToggleTwoFactorOutcome =
  | { ok: true; result: ToggleTwoFactorResult; setCookies: string[] }
  | { ok: false; refusal: ProfileRefusal; setCookies: string[] };

export interface ToggleTwoFactorInput {
  userId: string;
  twoFactorEnabled: boolean;
  /** The incoming request's headers: better-auth reads the session from them. */
  headers: Headers;
  enabled: boolean;
  password?: string | undefined;
  code?: string | undefined;
  /** On confirming: sign out the person's other devices (the default). */
  revokeOtherSessions?: boolean | undefined;
}

const SIX_DIGITS = /^\d{6}$/;

function refuse(refusal: ProfileRefusal, setCookies: string[] = []): ToggleTwoFactorOutcome {
  return { ok: false, refusal, setCookies };
}

/** A change better-auth made: its rotated session cookie goes back with the answer. */
function changed(headers: Headers, result: Omit<ToggleTwoFactorResult, 'success'>): ToggleTwoFactorOutcome {
  return { ok: true, setCookies: headers.getSetCookie(), result: { success: true, ...result } };
}

/** A refusal whose message is also shown under one form field. */
function onField(
  status: ProfileRefusal['status'],
  error: ApiErrorCode,
  message: string,
  field: string,
): ProfileRefusal {
  return { status, error, message, fields: { [field]: message } };
}

/** better-auth's refusals of a two-factor change, in the profile API's shape; any other error is thrown. */
const REFUSALS_BY_AUTH_CODE = new Map<string, ProfileRefusal>([
  ['INVALID_PASSWORD', onField(422, 'invalid_password', PROFILE_TEXTS.wrongPassword, 'password')],
  ['INVALID_CODE', onField(422, 'invalid_code', PROFILE_TEXTS.wrongCode, 'code')],
  [
    'TOTP_ALREADY_ENABLED',
    { status: 409, error: 'two_factor_already_enabled', message: PROFILE_TEXTS.twoFactorAlreadyEnabled },
  ],
  [
    'TOTP_NOT_ENABLED',
    { status: 409, error: 'two_factor_not_started', message: PROFILE_TEXTS.twoFactorNotStarted },
  ],
  ['TOTP_CODE_ALREADY_USED', onField(422, 'code_already_used', PROFILE_TEXTS.codeAlreadyUsed, 'code')],
  ['TOO_MANY_ATTEMPTS', { status: 429, error: 'too_many_attempts', message: PROFILE_TEXTS.tooManyAttempts }],
  ['UNAUTHORIZED', { status: 401, error: 'unauthorized', message: PROFILE_TEXTS.unauthorized }],
]);

/**
 * The seed's "two-factor authentication can be toggled" on top of better-auth's TOTP plugin:
 * enable = password → authenticator URI + backup codes, then a code from the app confirms it;
 * disable = password. better-auth rotates the session when the state changes: its new cookie must reach
 * the browser (`setCookies`).
 */
export async function toggleTwoFactor(
  deps: { auth: Auth; db: Database },
  input: ToggleTwoFactorInput,
): Promise<ToggleTwoFactorOutcome> {
  const password = input.password ?? '';
  const code = input.code?.replace(/\s/g, '') ?? '';

  if (input.enabled && input.twoFactorEnabled) {
    return refuse({
      status: 409,
      error: 'two_factor_already_enabled',
      message: PROFILE_TEXTS.twoFactorAlreadyEnabled,
    });
  }
  const [pending] = await deps.db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, input.userId))
    .limit(1);
  if (!input.enabled && !input.twoFactorEnabled && !pending) {
    return refuse({
      status: 409,
      error: 'two_factor_not_enabled',
      message: PROFILE_TEXTS.twoFactorNotEnabled,
    });
  }
  const confirming = input.enabled && code !== '';
  if (confirming && !SIX_DIGITS.test(code)) {
    return refuse(onField(422, 'invalid_code', PROFILE_TEXTS.codeFormat, 'code'));
  }
  if (confirming && (!pending || pending.verified !== false)) {
    return refuse({
      status: 409,
      error: 'two_factor_not_started',
      message: PROFILE_TEXTS.twoFactorNotStarted,
    });
  }
  if (!confirming && password === '') {
    return refuse(onField(422, 'password_required', PROFILE_TEXTS.passwordRequired, 'password'));
  }
  // Every call below passes better-auth's hooks, which keep the one two-factor attempt limit of all paths.
  try {
    if (confirming) {
      const { headers } = await deps.auth.api.verifyTOTP({
        // `keepOtherSessions` is read by the account-protection hook, which signs the other devices out.
        body: { code, keepOtherSessions: input.revokeOtherSessions === false } as { code: string },
        headers: input.headers,
        returnHeaders: true,
      });
      return changed(headers, {
        twoFactorEnabled: true,
        verificationRequired: false,
        message: PROFILE_TEXTS.twoFactorEnabled,
      });
    }
    if (input.enabled) {
      const { headers, response } = await deps.auth.api.enableTwoFactor({
        body: { password, method: 'totp' },
        headers: input.headers,
        returnHeaders: true,
      });
      if (response.method !== 'totp') throw new Error('better-auth enabled a method other than TOTP');
      return changed(headers, {
        twoFactorEnabled: false,
        verificationRequired: true,
        message: PROFILE_TEXTS.twoFactorPending,
        totpURI: response.totpURI,
        backupCodes: response.backupCodes,
      });
    }
    const { headers } = await deps.auth.api.disableTwoFactor({
      body: { password },
      headers: input.headers,
      returnHeaders: true,
    });
    return changed(headers, {
      twoFactorEnabled: false,
      verificationRequired: false,
      message: PROFILE_TEXTS.twoFactorDisabled,
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const setCookies = new Headers(error.headers).getSetCookie();
    const refusal = REFUSALS_BY_AUTH_CODE.get(error.body?.code ?? '');
    if (!refusal) throw error;
    return refuse(refusal, setCookies);
  }
}
