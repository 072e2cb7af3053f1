// No imports: the shell's sign-out reaches this table, and it must not bring the schemas (zod) into every page.

/** The e-mail address refused, by the auth service and by the e-mail schema alike. */
export const INVALID_EMAIL_MESSAGE = 'Neteisingas el. pašto adresas.';

/**
 * Lithuanian texts of the authentication errors. better-auth's own answers are English `{ code, message }`;
 * the server turns every `/api/auth/*` error into the API's `{ error, message }` with these texts (the
 * machine code stays, in lower case), and the pages fall back on them when an answer has no usable message.
 */

/** Codes the app's own auth rules raise: their messages are already Lithuanian and may carry figures. */
export const OWN_AUTH_ERROR_CODES = Object.freeze({
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  passwordPersonal: 'PASSWORD_PERSONAL',
  codeAlreadyUsed: 'TOTP_CODE_ALREADY_USED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  signInSlowedDown: 'SIGN_IN_SLOWED_DOWN',
});
const OWN_CODES = new Set<string>(Object.values(OWN_AUTH_ERROR_CODES));

export function isOwnAuthErrorCode(code: string | undefined): boolean {
  return code !== undefined && OWN_CODES.has(code);
}

/** The e-mail code's own refusals (the app words them; better-auth's plugin answers in English). */
export const EMAIL_CODE_TEXTS = Object.freeze({
  spent: 'Per daug neteisingų bandymų. Atsiųskite naują kodą ir įveskite jį.',
  tooManyForAddress: 'Per daug bandymų šiam el. pašto adresui. Palaukite valandą ir bandykite dar kartą.',
});

const RELOAD = 'Užklausa atmesta. Atnaujinkite puslapį ir bandykite dar kartą.';
const BAD_LINK = 'Nuoroda netinkama. Grįžkite į svetainę ir bandykite dar kartą.';

const MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: 'Neteisingas el. pašto adresas arba slaptažodis.',
  INVALID_PASSWORD: 'Neteisingas slaptažodis.',
  INVALID_EMAIL: INVALID_EMAIL_MESSAGE,
  PASSWORD_TOO_SHORT: 'Slaptažodis per trumpas: ne mažiau kaip 8 simboliai.',
  PASSWORD_TOO_LONG: 'Slaptažodis per ilgas: ne daugiau kaip 128 simboliai.',
  PASSWORD_TOO_COMMON:
    'Šis slaptažodis per daug paplitęs arba lengvai atspėjamas. Sugalvokite ilgesnį, pvz., kelių žodžių frazę.',
  PASSWORD_PERSONAL: 'Slaptažodis negali būti sudarytas iš jūsų vardo ar el. pašto adreso.',
  USER_ALREADY_EXISTS: 'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite arba atkurkite slaptažodį.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite arba atkurkite slaptažodį.',
  USER_NOT_FOUND: 'Paskyra nerasta.',
  FAILED_TO_CREATE_USER: 'Paskyros sukurti nepavyko. Bandykite dar kartą.',
  FAILED_TO_CREATE_SESSION: 'Prisijungti nepavyko. Bandykite dar kartą.',
  FAILED_TO_UPDATE_USER: 'Duomenų išsaugoti nepavyko. Bandykite dar kartą.',
  INVALID_TOKEN: 'Nuoroda netinkama arba jau panaudota. Paprašykite naujos.',
  TOKEN_EXPIRED: 'Nuorodos galiojimas baigėsi. Paprašykite naujos.',
  EMAIL_NOT_VERIFIED: 'El. pašto adresas dar nepatvirtintas. Paspauskite nuorodą laiške.',
  EMAIL_ALREADY_VERIFIED: 'Jūsų el. pašto adresas jau patvirtintas.',
  EMAIL_CAN_NOT_BE_UPDATED: 'El. pašto adreso pakeisti negalima.',
  INVALID_CODE: 'Neteisingas kodas. Patikrinkite, ar telefono laikas tikslus, ir įveskite naują kodą.',
  TOTP_CODE_ALREADY_USED: 'Šis kodas jau panaudotas. Palaukite, kol programėlė parodys naują kodą.',
  INVALID_BACKUP_CODE: 'Neteisingas arba jau panaudotas atsarginis kodas.',
  INVALID_TWO_FACTOR_COOKIE: 'Prisijungimo laikas baigėsi. Prisijunkite iš naujo.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Per daug bandymų. Prisijunkite iš naujo.',
  INVALID_OTP: 'Neteisingas kodas. Patikrinkite kodą laiške ir įveskite jį dar kartą.',
  OTP_EXPIRED: 'Kodo galiojimas baigėsi. Atsiųskite naują kodą.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Per daug nesėkmingų bandymų. Paskyra laikinai užrakinta – bandykite po 15 minučių.',
  TOTP_NOT_ENABLED: 'Dviejų veiksnių autentifikavimas neįjungtas.',
  TOTP_ALREADY_ENABLED: 'Dviejų veiksnių autentifikavimas jau įjungtas.',
  TWO_FACTOR_NOT_ENABLED: 'Dviejų veiksnių autentifikavimas neįjungtas.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Ši paskyra neturi slaptažodžio.',
  SESSION_EXPIRED: 'Sesija baigėsi. Prisijunkite iš naujo.',
  SESSION_NOT_FRESH: 'Dėl saugumo prisijunkite iš naujo ir pakartokite veiksmą.',
  UNAUTHORIZED: 'Prašome prisijungti.',
  INVALID_ORIGIN: RELOAD,
  MISSING_OR_NULL_ORIGIN: RELOAD,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: RELOAD,
  INVALID_CALLBACK_URL: BAD_LINK,
  INVALID_REDIRECT_URL: BAD_LINK,
  INVALID_ERROR_CALLBACK_URL: BAD_LINK,
  INVALID_NEW_USER_CALLBACK_URL: BAD_LINK,
  CALLBACK_URL_REQUIRED: BAD_LINK,
  FIELD_NOT_ALLOWED: 'Šio lauko keisti negalima.',
  VALIDATION_ERROR: 'Patikrinkite įvestus duomenis.',
  MISSING_FIELD: 'Užpildykite visus privalomus laukus.',
  BODY_MUST_BE_AN_OBJECT: 'Užklausos turinys neteisingas.',
  NOT_FOUND: 'Tokio API adreso nėra.',
} as const satisfies Record<string, string>;
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = MESSAGES;

/** The answers' own codes for a refusal better-auth sends without one; see `asApiErrorAnswer`. */
type StatusAuthErrorCode =
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_ERROR';

/**
 * The `/api/auth/*` codes the app knows, in the lower case the answers carry. better-auth may send others;
 * they reach the browser with the general message.
 */
export type AuthApiErrorCode = Lowercase<
  | keyof typeof MESSAGES
  | (typeof OWN_AUTH_ERROR_CODES)[keyof typeof OWN_AUTH_ERROR_CODES]
  | StatusAuthErrorCode
>;

export const GENERIC_AUTH_ERROR = 'Įvyko klaida. Bandykite dar kartą.';
export const TOO_MANY_REQUESTS = 'Per daug bandymų. Palaukite minutę ir bandykite dar kartą.';

/** "Per daug bandymų. Bandykite po 42 s." when the wait is known. */
export function tooManyRequestsMessage(retryAfterSeconds: number | null): string {
  return retryAfterSeconds !== null && retryAfterSeconds > 0
    ? `Per daug bandymų. Bandykite po ${Math.ceil(retryAfterSeconds)} s.`
    : TOO_MANY_REQUESTS;
}

/** The Lithuanian text for a better-auth (or our) error code; unknown codes get a general message, never English. */
export function authErrorMessage(code: string | undefined, status: number): string {
  const known = code ? MESSAGE_BY_CODE[code.toUpperCase()] : undefined;
  if (status === 429 && !(code && /^(TOO_MANY|ACCOUNT_TEMPORARILY)/i.test(code))) return TOO_MANY_REQUESTS;
  if (known) return known;
  if (status === 429) return TOO_MANY_REQUESTS;
  if (status === 401) return MESSAGES.UNAUTHORIZED;
  if (status === 404) return MESSAGES.NOT_FOUND;
  return GENERIC_AUTH_ERROR;
}
