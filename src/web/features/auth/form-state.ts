/**
 * What the auth pages' actions answer: field messages and/or one message for the whole form. The server
 * `action` of each page only runs when the browser has not loaded the page's script yet (or at all): the
 * sign-in calls go from the browser to `/api/auth/*`, so that rate limits see the person's own address.
 */
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TEXTS,
} from '../../../core/passwords/password-policy.ts';

export interface FormState {
  fields?: Record<string, string>;
  formError?: string;
  formErrorLink?: { href: string; label: string };
}

export const SCRIPT_NOT_READY: FormState = {
  formError: 'Puslapis dar neįsikėlė iki galo. Palaukite akimirką ir bandykite dar kartą.',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FIELD_MESSAGES = Object.freeze({
  emailRequired: 'Įveskite el. pašto adresą.',
  emailInvalid: 'Įveskite teisingą el. pašto adresą, pvz., vardas@pastas.lt.',
  passwordRequired: 'Įveskite slaptažodį.',
  passwordTooShort: PASSWORD_TEXTS.tooShort,
  passwordTooLong: PASSWORD_TEXTS.tooLong,
  passwordsDiffer: 'Slaptažodžiai nesutampa.',
  nameRequired: 'Įveskite vardą ir pavardę.',
  nameTooLong: 'Vardas ir pavardė per ilgi.',
  codeRequired: 'Įveskite kodą.',
});

export function checkEmail(email: string): string | null {
  if (email === '') return FIELD_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return FIELD_MESSAGES.emailInvalid;
  return null;
}

/** For a new password (sign-up, reset, change). */
export function checkNewPassword(password: string): string | null {
  if (password === '') return FIELD_MESSAGES.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return FIELD_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return FIELD_MESSAGES.passwordTooLong;
  return null;
}

/** Drops the empty entries; `undefined` when nothing is wrong. */
export function fieldErrors(entries: Record<string, string | null>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) errors[key] = value;
  return Object.keys(errors).length > 0 ? errors : undefined;
}
