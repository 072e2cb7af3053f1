/**
 * better-auth answers with English `{ code, message }`; people see Lithuanian. Unknown codes fall back to a
 * general message (never the English text).
 */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Neteisingas el. pašto adresas arba slaptažodis.',
  INVALID_PASSWORD: 'Neteisingas slaptažodis.',
  INVALID_EMAIL: 'Neteisingas el. pašto adresas.',
  PASSWORD_TOO_SHORT: 'Slaptažodis per trumpas: ne mažiau kaip 8 simboliai.',
  PASSWORD_TOO_LONG: 'Slaptažodis per ilgas: ne daugiau kaip 128 simboliai.',
  USER_ALREADY_EXISTS: 'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite arba atkurkite slaptažodį.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite arba atkurkite slaptažodį.',
  INVALID_TOKEN: 'Nuoroda netinkama arba jau panaudota. Paprašykite naujos.',
  TOKEN_EXPIRED: 'Nuorodos galiojimas baigėsi. Paprašykite naujos.',
  INVALID_CODE: 'Neteisingas kodas. Patikrinkite, ar telefono laikas tikslus, ir įveskite naują kodą.',
  INVALID_BACKUP_CODE: 'Neteisingas arba jau panaudotas atsarginis kodas.',
  INVALID_TWO_FACTOR_COOKIE: 'Prisijungimo laikas baigėsi. Prisijunkite iš naujo.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Per daug bandymų. Prisijunkite iš naujo.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Per daug nesėkmingų bandymų. Paskyra laikinai užrakinta – bandykite po 15 minučių.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Ši paskyra neturi slaptažodžio.',
  SESSION_EXPIRED: 'Sesija baigėsi. Prisijunkite iš naujo.',
  UNAUTHORIZED: 'Prašome prisijungti.',
  INVALID_ORIGIN: 'Užklausa atmesta. Atnaujinkite puslapį ir bandykite dar kartą.',
  MISSING_OR_NULL_ORIGIN: 'Užklausa atmesta. Atnaujinkite puslapį ir bandykite dar kartą.',
  VALIDATION_ERROR: 'Patikrinkite įvestus duomenis.',
};

export const GENERIC_AUTH_ERROR = 'Įvyko klaida. Bandykite dar kartą.';
export const NETWORK_ERROR =
  'Nepavyko susisiekti su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.';
export const TOO_MANY_REQUESTS = 'Per daug bandymų. Palaukite minutę ir bandykite dar kartą.';

export function authErrorMessage(code: string | undefined, status: number): string {
  if (status === 429) return TOO_MANY_REQUESTS;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return MESSAGES.UNAUTHORIZED!;
  return GENERIC_AUTH_ERROR;
}
