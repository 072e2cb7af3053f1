import { describe, expect, it } from 'vitest';
import { invitationSentence, sendInvitationInputSchema } from './invitations.ts';

describe('invitationSentence', () => {
  it('names who invites to what', () => {
    expect(invitationSentence({ role: 'client', businessName: 'Saulė', invitedBy: 'Rūta' })).toBe(
      'Rūta kviečia jus tapti „Saulė“ klientu ir registruotis vizitams internetu.',
    );
    expect(invitationSentence({ role: 'specialist', businessName: 'Saulė', invitedBy: null })).toBe(
      'Kviečiame jus prisijungti prie „Saulė“ komandos. Jūsų vaidmuo – specialistas.',
    );
  });
});

describe('sendInvitationInputSchema', () => {
  it('lower-cases and trims the address and refuses unknown roles in Lithuanian', () => {
    expect(
      sendInvitationInputSchema.parse({ business: 'saule', email: ' Ona@Example.LT ', role: 'admin' }).email,
    ).toBe('ona@example.lt');
    const refused = sendInvitationInputSchema.safeParse({
      business: 'saule',
      email: 'ona@example.lt',
      role: 'karalius',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Pasirinkite, ką kviečiate.');
  });
});
