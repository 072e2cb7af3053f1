import { z } from './zod.ts';

// Field helpers for admin request bodies. POST bodies arrive as JSON or as form data (the shared
// request helper posts form fields), so numbers and booleans may be strings; empty form fields mean "none".

/** A whole number within [min, max], from JSON or a form field, with one Lithuanian message for every failure. */
/** A whole number from `min` to `max`; `notANumber` words a value that is no number at all ("abc"). */
export function intField(min: number, max: number, message: string, notANumber = message) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value,
    z.number({ error: notANumber }).int(message).min(min, message).max(max, message),
  );
}

/** Accepts JSON booleans and what a form sends ('true'/'false', '1'/'0', 'on'/'off'). */
export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], {
    error: 'Reikšmė turi būti taip arba ne.',
  })
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** Trimmed text of at most `max` characters (an empty string is allowed). */
export function textField(max: number, tooLong: string) {
  return z.string({ error: tooLong }).trim().max(max, tooLong);
}

/** Trimmed required text of `min`–`max` characters. */
export function requiredText(min: number, max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(min, messages.required).max(max, messages.tooLong);
}

/** A list of ids from JSON (`["a","b"]`), repeated form fields (`ids=a&ids=b`) or one comma-separated field. */
export function idListField(message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value === 'string')
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
      return value;
    },
    z.array(z.uuid({ error: message }), { error: message }).max(200, message),
  );
}

export const EMAIL_MESSAGE = 'Įveskite teisingą el. pašto adresą.';

/** A required e-mail. Lower-cased. */
export const emailField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE),
);

/** An optional e-mail: empty means none (null). Lower-cased. */
export function optionalEmailField(message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return text === '' ? null : text;
    },
    z.email({ error: message }).max(254, message).nullable(),
  );
}

/** A business's name, as its admin or the operator types it. */
export const businessNameField = requiredText(2, 120, {
  required: 'Įveskite verslo pavadinimą (bent 2 simboliai).',
  tooLong: 'Pavadinimas per ilgas – daugiausia 120 simbolių.',
});

const CITY_MESSAGE = 'Pasirinkite miestą iš sąrašo.';

/** A city (location slug) picked from the list; the services check that it exists. */
export const citySlugField = z.string({ error: CITY_MESSAGE }).trim().max(60, CITY_MESSAGE);

/** A city where a business must have one. */
export const requiredCitySlugField = citySlugField.min(1, CITY_MESSAGE);
