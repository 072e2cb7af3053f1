import { describe, expect, it } from 'vitest';
import { signUpAttemptEmail, verificationEmail } from './auth-emails.ts';

/** Who every letter here goes to, from which site. */
const recipient = {
  brandName: 'Grožio Laikas',
  siteUrl: 'https://grozio.example',
  to: 'ona@pastas.lt',
  name: 'Ona',
};

function verificationTo(code: string) {
  return verificationEmail({
    ...recipient,
    url: 'https://grozio.example/el-pasto-patvirtinimas?token=abc',
    code,
    codeValidMinutes: 30,
  });
}

describe('verificationEmail', () => {
  const message = verificationTo('042917');

  it('thanks for the new account in grammatical Lithuanian, the brand name in quotes', () => {
    const sentence =
      'Ačiū, kad sukūrėte paskyrą „Grožio Laikas“ platformoje. Kad galėtume siųsti vizitų patvirtinimus ir priminimus, patvirtinkite savo el. pašto adresą: įveskite kodą svetainėje arba paspauskite mygtuką.';
    expect(message.text).toContain(sentence);
    expect(message.html).toContain(sentence);
    expect(message.text).not.toMatch(/užsiregistravote/);
  });

  it('carries the verification link', () => {
    expect(message.subject).toBe('Patvirtinkite el. pašto adresą – Grožio Laikas');
    expect(message.text).toContain(
      'Patvirtinti el. paštą: https://grozio.example/el-pasto-patvirtinimas?token=abc',
    );
  });

  it('carries the code, with how long it lasts, in the text and the HTML', () => {
    expect(message.text).toContain('Patvirtinimo kodas (galioja 30 min.): 042917');
    expect(message.html).toContain('>042917</p>');
  });
});

describe('signUpAttemptEmail', () => {
  const message = signUpAttemptEmail({
    ...recipient,
    resetUrl: 'https://grozio.example/pamirsau-slaptazodi',
    signInUrl: 'https://grozio.example/prisijungti',
  });

  it('tells the owner in Lithuanian and links to the password reset and sign-in', () => {
    expect(message.subject).toBe('Bandymas registruotis jūsų el. pašto adresu – Grožio Laikas');
    expect(message.text).toContain('Sveiki, Ona!');
    expect(message.text).toContain('Paskyra su šiuo adresu jau yra, todėl nauja nesukurta.');
    expect(message.text).toContain('Nustatyti naują slaptažodį: https://grozio.example/pamirsau-slaptazodi');
    expect(message.text).toContain('https://grozio.example/prisijungti');
  });
});

describe('every letter’s footer', () => {
  const message = verificationTo('123456');

  it('links to the privacy policy and the terms on the site', () => {
    expect(message.html).toContain('href="https://grozio.example/privatumo-politika"');
    expect(message.html).toContain('href="https://grozio.example/naudojimosi-taisykles"');
    expect(message.text).toContain('Privatumo politika: https://grozio.example/privatumo-politika');
    expect(message.text).toContain('Naudojimosi taisyklės: https://grozio.example/naudojimosi-taisykles');
  });
});
