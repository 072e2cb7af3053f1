import { z } from './zod.ts';
import { successMessageSchema } from './shared-schemas.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

// The signed-in person's own profile (`/api/user/profile/*`): request and answer shapes
// shared by the API, the account pages and tests. The seed's client reads `success` and `message`
// (phone) or `success` and `errorCode` (resend verification); every failure also carries the API's
// usual `error` + `message` (+ `fields`).

/** Where better-auth sends the person after the verification link (success, or `?error=CODE`). */
export const EMAIL_VERIFICATION_CALLBACK_PATH = '/el-pasto-patvirtinimas';
/** Where better-auth's password-reset link lands (`?token=…`, or `?error=INVALID_TOKEN`). */
export const PASSWORD_RESET_PATH = '/naujas-slaptazodis';

export const PROFILE_TEXTS = Object.freeze({
  unauthorized: 'Prašome prisijungti.',
  verificationSent: 'Patvirtinimo laiškas išsiųstas sėkmingai!',
  verificationSentHint:
    'Jei laiško negausite per minutę, patikrinkite „Šlamšto“ aplanką arba bandykite dar kartą.',
  verificationFailed:
    'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Pabandykite iš naujo arba susisiekite su mumis',
  verificationException: 'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
  alreadyVerified: 'Jūsų el. pašto adresas jau patvirtintas.',
  tooSoon: 'Palaukite minutę ir bandykite dar kartą.',
  tooManyAttempts: 'Per daug bandymų. Palaukite kelias minutes ir bandykite dar kartą.',
  wrongPassword: 'Neteisingas slaptažodis.',
  passwordRequired: 'Įveskite slaptažodį.',
  wrongCode: 'Neteisingas kodas. Patikrinkite laiką telefone ir įveskite naują kodą.',
  codeFormat: 'Įveskite 6 skaitmenų kodą.',
  codeAlreadyUsed: 'Šis kodas jau panaudotas. Palaukite, kol programėlė parodys naują kodą.',
  twoFactorAlreadyEnabled: 'Dviejų veiksnių autentifikavimas jau įjungtas.',
  twoFactorNotEnabled: 'Dviejų veiksnių autentifikavimas neįjungtas.',
  twoFactorNotStarted: 'Pirmiausia pradėkite įjungimą: įveskite slaptažodį.',
  twoFactorPending: 'Nuskaitykite QR kodą programėle ir įveskite joje rodomą kodą.',
  twoFactorEnabled: 'Dviejų veiksnių autentifikavimas įjungtas.',
  twoFactorDisabled: 'Dviejų veiksnių autentifikavimas išjungtas.',
});

/** Accepts JSON booleans and the strings a form sends. */
const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

export const phoneNumberRequestSchema = z.object({
  // Not limited here: the phone rules answer every shape (also a missing or overlong value) with the
  // seed's own messages.
  phoneNumber: z.string().optional().meta({ example: '+370 612 34567' }),
});
export type PhoneNumberRequest = z.infer<typeof phoneNumberRequestSchema>;

export const phoneNumberSavedSchema = successMessageSchema.extend({
  /** E.164, e.g. `+37061234567`. */
  phoneNumber: z.string(),
});
export type PhoneNumberSaved = z.infer<typeof phoneNumberSavedSchema>;

/** Every refusal of the profile API: the API error shape plus the seed's `success` and `errorCode`. */
export const profileFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errorCode: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ProfileFailure = z.infer<typeof profileFailureSchema>;

export const resendVerificationSentSchema = successMessageSchema;

export const toggleTwoFactorRequestSchema = z.object({
  /** `true` starts (with `password`) or confirms (with `code`) enabling; `false` disables (with `password`). */
  enabled: booleanField,
  password: z.string().max(128).optional(),
  /** The 6-digit code from the authenticator app, confirming the set-up. */
  code: z.string().trim().max(12).optional(),
  /** With `code`: sign out the person's other devices (default true), so a session opened without 2FA ends. */
  revokeOtherSessions: booleanField.optional(),
});
export type ToggleTwoFactorRequest = z.input<typeof toggleTwoFactorRequestSchema>;

export const toggleTwoFactorResultSchema = z.object({
  success: z.literal(true),
  twoFactorEnabled: z.boolean(),
  /** True after the first step of enabling: the code from the app must confirm it. */
  verificationRequired: z.boolean(),
  message: z.string(),
  /** `otpauth://totp/...` for the authenticator app (first step of enabling only). */
  totpURI: z.string().optional(),
  /** One-time backup codes to keep safe (first step of enabling only). */
  backupCodes: z.array(z.string()).optional(),
});
export type ToggleTwoFactorResult = z.infer<typeof toggleTwoFactorResultSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

/** Texts of the "your data" section. */
export const PERSONAL_DATA_TEXTS = Object.freeze({
  accountDeleted: 'Paskyra ištrinta. Patvirtinimą išsiuntėme el. paštu.',
  confirmationRequired: 'Norėdami ištrinti paskyrą, pažymėkite, kad suprantate, jog to atšaukti negalima.',
  soleOwner:
    'Esate vienintelis verslo savininkas. Prieš trindami paskyrą perduokite verslą kitam savininkui arba susisiekite su mumis.',
  clientErased: 'Kliento asmens duomenys ištrinti.',
  alreadyErased: 'Šio kliento duomenys jau ištrinti.',
  erasedName: 'Ištrintas klientas',
  formerClientName: 'Buvęs klientas',
});

/** POST /api/user/profile/delete: the password, and the authenticator code when two-factor is on. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: PROFILE_TEXTS.passwordRequired }).max(200, PROFILE_TEXTS.wrongPassword),
  code: z
    .string()
    .trim()
    .max(20, PROFILE_TEXTS.codeFormat)
    .optional()
    .transform((value) => (value ? value : undefined)),
  confirm: booleanField.refine((value) => value, PERSONAL_DATA_TEXTS.confirmationRequired),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

export const accountDeletedSchema = successMessageSchema;

/** GET /api/user/profile/export: everything the platform holds about the signed-in person. */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phoneNumber: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    /** The privacy policy and terms accepted: version and time (null: none on record). */
    termsVersion: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
  }),
  appointments: z.array(
    z.object({
      id: z.string(),
      business: z.string(),
      service: z.string(),
      specialist: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.string(),
      note: z.string(),
      priceCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  clientCards: z.array(
    z.object({
      business: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      /** What the salon noted about the person (allergies, say). */
      notes: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      business: z.string(),
      appointmentId: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      href: z.string(),
      read: z.boolean(),
      dismissed: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: z.string() })),
  notificationPreferences: z.array(z.object({ kind: z.string(), email: z.boolean(), push: z.boolean() })),
  sessions: z.array(
    z.object({ createdAt: z.string(), userAgent: z.string().nullable(), ipAddress: z.string().nullable() }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** POST /api/user/profile/terms: the signed-in person accepts the current privacy policy and terms. */
export const termsAcceptedSchema = successMessageSchema.extend({
  termsVersion: z.string(),
  termsAcceptedAt: z.string(),
});
export type TermsAccepted = z.infer<typeof termsAcceptedSchema>;
export const TERMS_ACCEPTED_MESSAGE = 'Ačiū! Jūsų sutikimas išsaugotas.';
/** The account page action's intent behind the new-terms notice's "Sutinku". */
export const ACCEPT_TERMS_INTENT = 'accept-terms';

/** Web-services group `profile`: the account page's own changes. */
/** What the letter's link did: confirmed the address (also again), or why not. */
export type EmailLinkOutcome = 'verified' | 'expired' | 'invalid';

export interface ProfileServices {
  /** Checks the verification letter's token and confirms the address (no session is opened by a link). */
  verifyEmailLink(token: string): Promise<EmailLinkOutcome>;
  /** Stored in E.164; a number the phone rules refuse is a 422 with the reason at `phoneNumber`. */
  savePhoneNumber(user: { id: string }, raw: string): Promise<AdminResult<PhoneNumberSaved>>;
  /**
   * Deletes the signed-in person's account (`deleteAccountSchema`; the authenticator code is checked with
   * the request's `headers`); `setCookies` expire the session cookies in the page's answer.
   */
  deleteAccount(
    user: SessionUser,
    input: unknown,
    headers: Headers,
  ): Promise<AdminResult<{ message: string; setCookies: string[] }>>;
  /** Records that the person accepts the current privacy policy and terms (the new-version notice). */
  acceptTerms(user: { id: string }): Promise<AdminResult<TermsAccepted>>;
}
