import { describe, expect, it } from 'vitest';
import { invitationEmail, type InvitationEmailInput } from './invitation-email.ts';

const base: InvitationEmailInput = {
  brandName: 'Grožio Laikas',
  siteUrl: 'https://grozio.example',
  to: 'ieva@example.lt',
  businessName: 'Grožio studija Saulė',
  role: 'client',
  invitedBy: 'Rasa',
  acceptUrl: 'https://groziolaikas.lt/kvietimas/abc',
  appUrl: 'https://groziolaikas.lt/saule/',
  bookingUrl: 'https://groziolaikas.lt/naujas-vizitas/saule',
  businessPageUrl: 'https://groziolaikas.lt/apie/saule',
  takesOnlineBookings: true,
  expiresAt: new Date('2026-11-30T10:00:00Z'),
};

describe('client invitation e-mail', () => {
  it('links the booking page and the app of a business that takes online bookings', () => {
    const mail = invitationEmail(base);
    expect(mail.text).toContain('Registruotis vizitui: https://groziolaikas.lt/naujas-vizitas/saule');
    expect(mail.text).toContain('https://groziolaikas.lt/saule/');
  });

  it('sends to the business page, not to pages that do not open yet, before the business is onboarded', () => {
    const mail = invitationEmail({ ...base, takesOnlineBookings: false });
    expect(mail.text).not.toContain('/naujas-vizitas/');
    expect(mail.text).not.toContain('https://groziolaikas.lt/saule/');
    expect(mail.text).toContain(
      'Registracija internetu prasidės, kai salonas baigs pasiruošimą. Kol kas jo kontaktus rasite čia: https://groziolaikas.lt/apie/saule',
    );
  });
});
