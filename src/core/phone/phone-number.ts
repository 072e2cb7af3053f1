import {
  ParseError,
  getCountryCallingCode,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import type { CountryCode, ValidatePhoneNumberLengthResult } from 'libphonenumber-js/max';

/**
 * Phone number rules and messages, shared by the browser widget and the server. Numbers are stored in E.164 (`+37061234567`) and shown internationally (`+370 612 34567`).
 *
 * Accepted: international (`+370…`, `00370…`, `370…`) and Lithuanian national forms with the trunk
 * prefix `8` or `0` (`8 612 34567`, `0612 34567`) or without it (`612 34567`); spaces, hyphens, dots,
 * slashes and brackets are ignored. Any other character (letters, `#`, `*`, `ext.`) is a format error,
 * so an extension is never silently dropped. Every number type the library considers valid is
 * accepted (mobile, fixed line, VoIP, …), not only mobile numbers.
 */

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'LT';
export const FALLBACK_DIAL_CODE = '370';
/** The library's own input bound; longer input is refused as a format error before parsing. */
export const PHONE_INPUT_MAX_LENGTH = 250;

export const PHONE_ERROR_MESSAGES = Object.freeze({
  REQUIRED: 'Įveskite telefono numerį.',
  INVALID_COUNTRY: 'Neteisingas tel. numerio šalies kodas.',
  INVALID_FORMAT: 'Neteisingas tel. numerio formatas.',
  INVALID_LENGTH: 'Neteisingas tel. numerio ilgis.',
  TOO_LONG: 'Per ilgas tel. numeris.',
  TOO_SHORT: 'Per trumpas tel. numeris.',
} as const);

// The saving texts live apart, so that a page showing them loads no phone library.
export {
  PHONE_FIX_ERRORS,
  PHONE_SAVE_BUTTON,
  PHONE_SAVE_EXCEPTION,
  PHONE_SAVED,
  PHONE_SAVING_BUTTON,
} from './phone-texts.ts';

export type PhoneInputResult = {
  isValid: boolean;
  /** E.164, only when valid and non-empty. */
  number: string | null;
  /** Lithuanian message, only when invalid. */
  error: string | null;
};

export type PhoneValidationOptions = {
  required: boolean;
  defaultCountry?: CountryCode;
};

/** Digits (any script), whitespace and the punctuation people type inside numbers. */
const ALLOWED_CHARACTERS = /^[\p{Nd}\s+\-()./]*$/u;

function invalid(error: string): PhoneInputResult {
  return { isValid: false, number: null, error };
}

function messageFor(reason: ValidatePhoneNumberLengthResult | string): string {
  switch (reason) {
    case 'INVALID_COUNTRY':
      return PHONE_ERROR_MESSAGES.INVALID_COUNTRY;
    case 'TOO_SHORT':
      return PHONE_ERROR_MESSAGES.TOO_SHORT;
    case 'TOO_LONG':
      return PHONE_ERROR_MESSAGES.TOO_LONG;
    case 'INVALID_LENGTH':
      return PHONE_ERROR_MESSAGES.INVALID_LENGTH;
    default: // NOT_A_NUMBER and anything unexpected
      return PHONE_ERROR_MESSAGES.INVALID_FORMAT;
  }
}

/**
 * Validates what a person typed. Empty (or whitespace-only) input is an error only when required;
 * an empty optional field is valid with `number: null`.
 *
 * Order of checks: length bound and characters → parse errors (NOT_A_NUMBER, INVALID_COUNTRY,
 * TOO_SHORT, TOO_LONG) → length check (TOO_SHORT, TOO_LONG, INVALID_LENGTH) → full validity
 * (a possible-length number that no numbering plan allocates, e.g. `+370 123 45678`, is a format error).
 */
export function validatePhoneInput(raw: string, options: PhoneValidationOptions): PhoneInputResult {
  const defaultCountry = options.defaultCountry ?? DEFAULT_PHONE_COUNTRY;
  if (raw.length > PHONE_INPUT_MAX_LENGTH) return invalid(PHONE_ERROR_MESSAGES.INVALID_FORMAT);
  const text = raw.trim();
  if (text === '') {
    return options.required
      ? invalid(PHONE_ERROR_MESSAGES.REQUIRED)
      : { isValid: true, number: null, error: null };
  }
  if (!ALLOWED_CHARACTERS.test(text)) return invalid(PHONE_ERROR_MESSAGES.INVALID_FORMAT);

  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text, defaultCountry);
  } catch (error) {
    if (error instanceof ParseError) return invalid(messageFor(error.message));
    throw error;
  }
  const lengthProblem = validatePhoneNumberLength(text, defaultCountry);
  if (lengthProblem !== undefined) return invalid(messageFor(lengthProblem));
  if (!parsed.isValid()) return invalid(PHONE_ERROR_MESSAGES.INVALID_FORMAT);
  return { isValid: true, number: parsed.number, error: null };
}

/**
 * International display form (`+37061234567` → `+370 612 34567`). Input that cannot be parsed
 * is returned trimmed but otherwise unchanged, so nothing a person typed disappears.
 */
export function formatPhoneInternational(
  raw: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  const text = raw.trim();
  if (text === '' || text.length > PHONE_INPUT_MAX_LENGTH || !ALLOWED_CHARACTERS.test(text)) return text;
  try {
    return parsePhoneNumberWithError(text, defaultCountry).formatInternational();
  } catch {
    return text;
  }
}

/** `+370` for LT: what the widget prefills on focus. Falls back to `+370` for unknown countries. */
export function dialCodePrefix(country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  try {
    return `+${getCountryCallingCode(country)}`;
  } catch {
    return `+${FALLBACK_DIAL_CODE}`;
  }
}

/**
 * True when the input holds nothing but the country's dial code (`+370`, ` +370 `) or a bare `+`:
 * what the widget clears on blur.
 */
export function isOnlyDialCode(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  const compact = raw.replace(/\s/g, '');
  return compact === '+' || compact === dialCodePrefix(country);
}
