import { describe, expect, it } from 'vitest';
import { verificationEmail } from './auth-emails.ts';

describe('verificationEmail', () => {
  const message = verificationEmail({
    brandName: 'Grožio Laikas',
    to: 'ona@pastas.lt',
    name: 'Ona',
    url: 'https://grozio.example/api/auth/verify-email?token=abc',
  });

  it('thanks for the new account in grammatical Lithuanian, the brand name in quotes', () => {
    const sentence =
      'Ačiū, kad sukūrėte paskyrą „Grožio Laikas“ platformoje. Kad galėtume siųsti vizitų patvirtinimus ir priminimus, patvirtinkite savo el. pašto adresą.';
    expect(message.text).toContain(sentence);
    expect(message.html).toContain(sentence);
    expect(message.text).not.toMatch(/užsiregistravote/);
  });

  it('carries the verification link', () => {
    expect(message.subject).toBe('Patvirtinkite el. pašto adresą – Grožio Laikas');
    expect(message.text).toContain(
      'Patvirtinti el. paštą: https://grozio.example/api/auth/verify-email?token=abc',
    );
  });
});
