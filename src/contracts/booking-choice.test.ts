import { describe, expect, it } from 'vitest';
import {
  ANY_SPECIALIST,
  authLinks,
  bookingPath,
  readChoice,
  specialistParam,
  writeChoice,
} from './booking-choice.ts';

const SERVICE = '0b7c5c3e-8a3f-4c1e-9d55-1b2a3c4d5e6f';
const SPECIALIST = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('readChoice', () => {
  it('reads every step', () => {
    const params = new URLSearchParams({
      paslauga: SERVICE,
      specialistas: SPECIALIST,
      data: '2026-11-23',
      laikas: '09:00',
    });
    expect(readChoice(params)).toEqual({
      serviceId: SERVICE,
      specialist: SPECIALIST,
      date: '2026-11-23',
      time: '09:00',
    });
  });

  it('accepts "any specialist"', () => {
    expect(
      readChoice(new URLSearchParams({ paslauga: SERVICE, specialistas: ANY_SPECIALIST })).specialist,
    ).toBe(ANY_SPECIALIST);
  });

  it('drops malformed values and whatever follows a missing step', () => {
    expect(
      readChoice(
        new URLSearchParams({
          paslauga: SERVICE,
          specialistas: SPECIALIST,
          data: '2026-13-01',
          laikas: '09:00',
        }),
      ),
    ).toEqual({
      serviceId: SERVICE,
      specialist: SPECIALIST,
      date: null,
      time: null,
    });
    expect(readChoice(new URLSearchParams({ data: '2026-11-23', laikas: '09:00' }))).toEqual({
      serviceId: null,
      specialist: null,
      date: null,
      time: null,
    });
    expect(readChoice(new URLSearchParams({ paslauga: '<script>' })).serviceId).toBeNull();
    expect(
      readChoice(
        new URLSearchParams({
          paslauga: SERVICE,
          specialistas: SPECIALIST,
          data: '2026-11-23',
          laikas: '25:00',
        }),
      ).time,
    ).toBeNull();
  });
});

describe('writeChoice', () => {
  it('writes the set steps, removes the others and keeps unrelated parameters', () => {
    const base = new URLSearchParams({ utm_source: 'x', laikas: '10:00' });
    const params = writeChoice(
      { serviceId: SERVICE, specialist: ANY_SPECIALIST, date: null, time: null },
      base,
    );
    expect(params.get('paslauga')).toBe(SERVICE);
    expect(params.get('specialistas')).toBe(ANY_SPECIALIST);
    expect(params.has('laikas')).toBe(false);
    expect(params.get('utm_source')).toBe('x');
  });

  it('round-trips through readChoice', () => {
    const choice = { serviceId: SERVICE, specialist: SPECIALIST, date: '2026-11-23', time: '17:15' };
    expect(readChoice(writeChoice(choice))).toEqual(choice);
  });
});

describe('links', () => {
  it('builds the booking path with the choice', () => {
    expect(bookingPath('saule', { serviceId: SERVICE, specialist: null, date: null, time: null })).toBe(
      `/naujas-vizitas/saule?paslauga=${SERVICE}`,
    );
    expect(bookingPath('saule', { serviceId: null, specialist: null, date: null, time: null })).toBe(
      '/naujas-vizitas/saule',
    );
  });

  it('sends sign-in back to the booking page with the whole choice encoded', () => {
    const back = bookingPath('saule', {
      serviceId: SERVICE,
      specialist: SPECIALIST,
      date: '2026-11-23',
      time: '09:00',
    });
    const { signIn, signUp } = authLinks(back);
    const url = new URL(signIn, 'http://x');
    expect(url.pathname).toBe('/prisijungti');
    expect(url.searchParams.get('grizti')).toBe(back);
    expect(new URL(signUp, 'http://x').searchParams.get('grizti')).toBe(back);
  });

  it('leaves the specialist out of API calls for "any specialist"', () => {
    expect(specialistParam(ANY_SPECIALIST)).toBeUndefined();
    expect(specialistParam(null)).toBeUndefined();
    expect(specialistParam(SPECIALIST)).toBe(SPECIALIST);
  });
});
