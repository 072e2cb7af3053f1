import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  bookingIcs,
  cancellationText,
  clientBookingEmail,
  clientCancellationEmail,
  visitIcs,
  type BookingMailDetails,
} from './booking-emails.ts';
import { defaultSender } from './mailer.ts';
import { appointmentConfirmedEmail, appointmentMovedEmail } from './appointment-change-emails.ts';

const NBSP = '\u00A0';

function details(overrides: {
  startsAt: string;
  phone?: string | null;
  cutoffHours?: number;
}): BookingMailDetails {
  const startsAt = new Date(overrides.startsAt);
  return {
    brandName: 'Grožio Laikas',
    baseUrl: 'https://groziolaikas.lt',
    appointmentId: '3f0c1d6e-0000-4000-8000-000000000001',
    sequence: 0,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    priceCents: 4000,
    clientNote: '',
    business: {
      slug: 'saule',
      name: 'Grožio studija Saulė',
      address: 'Gedimino pr. 1, Vilnius',
      phone: overrides.phone === undefined ? '+37060000001' : overrides.phone,
      timeZone: 'Europe/Vilnius',
      cancellationCutoffHours: overrides.cutoffHours ?? 24,
    },
    service: { name: 'Kirpimas' },
    specialist: { name: 'Eglė' },
    client: { name: 'Ieva', email: 'ieva@example.lt', phone: null },
  };
}

/** The DESCRIPTION of an .ics file, unfolded and unescaped. */
function icsDescription(ics: string): string {
  const line = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((candidate) => candidate.startsWith('DESCRIPTION:'));
  return (line ?? '')
    .slice('DESCRIPTION:'.length)
    .replace(/\\n/g, '\n')
    .replace(/\\([,;\\])/g, '$1');
}

// Monday 2026-12-14 10:00 in Vilnius.
const BOOKED_AT = new Date('2026-12-14T08:00:00Z');

describe('cancellation wording in the client e-mail and .ics', () => {
  it('names the deadline while online cancellation is still possible', () => {
    const visit = details({ startsAt: '2026-12-21T09:00:00+02:00' });
    expect(cancellationText(visit, BOOKED_AT)).toBe(
      'Negalėsite atvykti? Vizitą atšaukite puslapyje „Mano vizitai“ iki sekmadienio, gruodžio 20 d., 09:00. ' +
        'Vėliau – tik paskambinę salonui telefonu +370 600 00001.',
    );
    const mail = clientBookingEmail(visit, 'ieva@example.lt', BOOKED_AT);
    expect(mail.text).toContain('iki sekmadienio, gruodžio 20 d., 09:00');
    expect(mail.text).toContain('Sveiki, Ieva!');
    expect(icsDescription(bookingIcs(visit, BOOKED_AT))).toContain(
      'Atšaukti internetu galite iki sekmadienio, gruodžio 20 d., 09:00: https://groziolaikas.lt/mano-vizitai',
    );
  });

  it('says online cancellation is over, with the salon phone, when the visit is closer than the cutoff', () => {
    // Tomorrow 09:00 is 23 hours away: the 24-hour deadline (today 09:00) passed before booking.
    const visit = details({ startsAt: '2026-12-15T09:00:00+02:00' });
    const expected = `Atšaukti šio vizito internetu nebegalima – iki jo liko mažiau nei 24${NBSP}valandos. Negalėsite atvykti? Susisiekite su salonu telefonu +370 600 00001.`;
    expect(cancellationText(visit, BOOKED_AT)).toBe(expected);

    const mail = clientBookingEmail(visit, 'ieva@example.lt', BOOKED_AT);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('Mano vizitai“ iki');
      expect(body).not.toContain('pirmadienis, gruodžio 14 d., 09:00'); // the deadline already gone
      expect(body).toContain('internetu nebegalima');
      expect(body).toContain('+370 600 00001');
    }
    const description = icsDescription(bookingIcs(visit, BOOKED_AT));
    expect(description).not.toContain('galite iki');
    expect(description).toContain(
      'Atšaukti internetu nebegalima – susisiekite su salonu telefonu +370 600 00001.',
    );
  });

  it('without a salon phone, asks to contact the salon; the deadline moment itself is already too late', () => {
    // Exactly at the deadline (start − 1 h) online cancellation is refused, so the text must not offer it.
    const visit = details({ startsAt: '2026-12-14T11:00:00+02:00', phone: null, cutoffHours: 1 });
    const text = cancellationText(visit, BOOKED_AT);
    expect(text).toBe(
      `Atšaukti šio vizito internetu nebegalima – iki jo liko mažiau nei 1${NBSP}valanda. Negalėsite atvykti? Susisiekite su salonu.`,
    );
    expect(icsDescription(bookingIcs(visit, BOOKED_AT))).toContain(
      'Atšaukti internetu nebegalima – susisiekite su salonu.',
    );
    expect(cancellationText(visit, new Date(BOOKED_AT.getTime() - 1))).toContain(
      'iki pirmadienio, gruodžio 14 d., 10:00',
    );
  });

  it('confirmation and move e-mails tell the truth about cancelling, too', () => {
    const soon = details({ startsAt: '2026-12-14T11:00:00+02:00', cutoffHours: 24 });
    const change = { ...soon, status: 'confirmed' as const };
    const confirmed = appointmentConfirmedEmail(change, 'ieva@example.lt', BOOKED_AT);
    expect(confirmed.text).toContain('Atšaukti šio vizito internetu nebegalima');
    expect(confirmed.text).not.toContain('atšaukite puslapyje');
    const previous = {
      startsAt: new Date('2026-12-20T09:00:00+02:00'),
      endsAt: new Date('2026-12-20T10:00:00+02:00'),
      specialistName: 'Eglė',
      serviceName: 'Kirpimas',
    };
    const moved = appointmentMovedEmail(change, 'ieva@example.lt', previous, BOOKED_AT);
    expect(moved.text).toContain('Atšaukti šio vizito internetu nebegalima');
    const later = { ...details({ startsAt: '2026-12-20T09:00:00+02:00' }), status: 'confirmed' as const };
    expect(appointmentConfirmedEmail(later, 'ieva@example.lt', BOOKED_AT).text).toContain(
      'Vizitą atšaukite puslapyje „Mano vizitai“ iki šeštadienio, gruodžio 19 d., 09:00.',
    );
  });
});

describe('calendar files of a visit', () => {
  it('carry one UID and the stored SEQUENCE; a cancellation is METHOD:CANCEL (checked with ical.js)', () => {
    const visit = { ...details({ startsAt: '2026-12-21T09:00:00+02:00' }), sequence: 3 };
    const booked = ICAL.Component.fromString(bookingIcs(visit, BOOKED_AT));
    const cancelled = ICAL.Component.fromString(visitIcs(visit, BOOKED_AT, 'CANCELLED'));
    expect(booked.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
    const [first, last] = [booked, cancelled].map((c) => new ICAL.Event(c.getFirstSubcomponent('vevent')!));
    expect(first!.uid).toBe('vizitas-3f0c1d6e-0000-4000-8000-000000000001@groziolaikas.lt');
    expect(last!.uid).toBe(first!.uid);
    expect([first!.sequence, last!.sequence]).toEqual([3, 3]);
    expect(last!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-12-21T07:00:00.000Z');
    expect(first!.description).toContain('iki sekmadienio, gruodžio 20 d., 09:00');
  });

  it('the client cancellation e-mail carries the cancelling file', () => {
    const visit = details({ startsAt: '2026-12-21T09:00:00+02:00' });
    const mail = clientCancellationEmail(visit, 'ieva@example.lt', BOOKED_AT);
    expect(mail.subject).toBe('Jūsų vizitas atšauktas – Grožio studija Saulė');
    expect(mail.attachments?.[0]?.contentType).toContain('method=CANCEL');
  });
});

describe('defaultSender', () => {
  it('uses the site host, and localhost when the site is reached by an IP address', () => {
    expect(defaultSender('Grožio Laikas', 'https://groziolaikas.lt')).toBe(
      'Grožio Laikas <noreply@groziolaikas.lt>',
    );
    expect(defaultSender('Grožio Laikas', 'http://127.0.0.1:3000')).toBe('Grožio Laikas <noreply@localhost>');
    expect(defaultSender('Grožio Laikas', 'http://[::1]:3000')).toBe('Grožio Laikas <noreply@localhost>');
  });
});
