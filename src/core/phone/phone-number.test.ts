import { describe, expect, it } from 'vitest';
import {
  PHONE_INPUT_MAX_LENGTH,
  dialCodePrefix,
  formatPhoneInternational,
  isOnlyDialCode,
  validatePhoneInput,
} from './phone-number.ts';
import { formatPhone, telHref } from './phone-display.ts';

const FORMAT = 'Neteisingas tel. numerio formatas.';
const REQUIRED = { required: true };

describe('validatePhoneInput: valid numbers', () => {
  it.each([
    '+37061234567',
    '+370 612 34567',
    '8 612 34567',
    '861234567',
    '0612 34567',
    '612 34567',
    '00370 612 34567',
    '370 612 34567',
    '+370-612-34567',
    '8 (612) 34567',
    '  +370 612 34567  ',
    '+370 612 3456７', // full-width digit
  ])('%j → +37061234567', (raw) => {
    expect(validatePhoneInput(raw, REQUIRED)).toEqual({ isValid: true, number: '+37061234567', error: null });
  });

  it('accepts Lithuanian landlines and foreign numbers', () => {
    expect(validatePhoneInput('+370 5 212 3456', REQUIRED).number).toBe('+37052123456');
    expect(validatePhoneInput('(8 5) 212 3456', REQUIRED).number).toBe('+37052123456');
    expect(validatePhoneInput('+1 202 555 0123', REQUIRED).number).toBe('+12025550123');
    expect(validatePhoneInput('+371 2123 4567', REQUIRED).number).toBe('+37121234567');
  });

  it('reads national numbers in the given default country', () => {
    expect(validatePhoneInput('2123 4567', { required: true, defaultCountry: 'LV' }).number).toBe(
      '+37121234567',
    );
  });
});

describe('validatePhoneInput: errors with the seed texts', () => {
  it('empty: an error only when required', () => {
    expect(validatePhoneInput('', REQUIRED)).toEqual({
      isValid: false,
      number: null,
      error: 'Įveskite telefono numerį.',
    });
    expect(validatePhoneInput('   ', REQUIRED).error).toBe('Įveskite telefono numerį.');
    expect(validatePhoneInput('', { required: false })).toEqual({ isValid: true, number: null, error: null });
    expect(validatePhoneInput(' ', { required: false })).toEqual({
      isValid: true,
      number: null,
      error: null,
    });
  });

  it.each([
    ['+370 612', 'Per trumpas tel. numeris.'],
    ['+370 612 3456', 'Per trumpas tel. numeris.'],
    ['+370', 'Per trumpas tel. numeris.'],
    ['12', 'Per trumpas tel. numeris.'],
    ['+370 612 345678', 'Per ilgas tel. numeris.'],
    ['+370 6123456789012', 'Per ilgas tel. numeris.'],
    ['+3706123456789012345678', 'Per ilgas tel. numeris.'],
    ['+999 1234', 'Neteisingas tel. numerio šalies kodas.'],
    ['+4422222222', 'Neteisingas tel. numerio ilgis.'],
    ['abc', FORMAT],
    ['+37O 612 34567', FORMAT],
    ['6123456a7', FORMAT],
    ['+370 612 34567 ext. 12', FORMAT],
    ['+370 612 34567 #12', FORMAT],
    ['tel:+37061234567', FORMAT],
    ['+', FORMAT],
    ['+370 123 45678', FORMAT], // possible length, but no such Lithuanian number range
  ])('%j → %s', (raw, message) => {
    expect(validatePhoneInput(raw, REQUIRED)).toEqual({ isValid: false, number: null, error: message });
  });

  it('refuses input longer than 250 characters as a format error, even when optional', () => {
    const long = `+37061234567${' '.repeat(PHONE_INPUT_MAX_LENGTH)}`;
    expect(validatePhoneInput(long, { required: false })).toEqual({
      isValid: false,
      number: null,
      error: FORMAT,
    });
    const exactly250 = `+37061234567${' '.repeat(250 - 12)}`;
    expect(exactly250.length).toBe(250);
    expect(validatePhoneInput(exactly250, REQUIRED).isValid).toBe(true);
    expect(validatePhoneInput(`${exactly250} `, REQUIRED).error).toBe(FORMAT);
  });
});

describe('formatPhoneInternational', () => {
  it.each([
    ['+37061234567', '+370 612 34567'],
    ['8 612 34567', '+370 612 34567'],
    ['0612 34567', '+370 612 34567'],
    ['+37052123456', '+370 5 212 3456'],
    ['+370 612', '+370 612'],
    [' abc ', 'abc'],
    ['', ''],
  ])('%j → %j', (raw, formatted) => {
    expect(formatPhoneInternational(raw)).toBe(formatted);
  });
});

describe('dial code helpers', () => {
  it('prefills +370 for Lithuania', () => {
    expect(dialCodePrefix()).toBe('+370');
    expect(dialCodePrefix('LV')).toBe('+371');
  });

  it('recognises input that is only the dial code', () => {
    expect(isOnlyDialCode('+370')).toBe(true);
    expect(isOnlyDialCode(' +370 ')).toBe(true);
    expect(isOnlyDialCode('+')).toBe(true);
    expect(isOnlyDialCode('+3706')).toBe(false);
    expect(isOnlyDialCode('')).toBe(false);
    expect(isOnlyDialCode('+371', 'LV')).toBe(true);
    expect(isOnlyDialCode('+371')).toBe(false);
  });
});

describe('formatPhone and telHref', () => {
  it('groups Lithuanian mobile and city numbers as people read them', () => {
    expect(formatPhone('+37065512345')).toBe('+370 655 12345');
    expect(formatPhone('+37061234567')).toBe('+370 612 34567');
    expect(formatPhone('+37052123456')).toBe('+370 5 212 3456');
    expect(formatPhone('+37037123456')).toBe('+370 37 123 456');
  });

  it('groups mobile and Vilnius numbers the same way as the phone library does', () => {
    for (const phone of ['+37065512345', '+37052123456']) {
      expect(formatPhone(phone)).toBe(formatPhoneInternational(phone));
    }
  });

  it('shows other numbers as stored, and no number as nothing', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('dials the digits only', () => {
    expect(telHref('+370 655 12345')).toBe('tel:+37065512345');
    expect(telHref('+37065512345')).toBe('tel:+37065512345');
  });
});
