import type { MailMessage } from './mailer.ts';
import { greeting } from '../../core/format/vocative.ts';
import { renderEmail, type EmailContent } from './layout.ts';

/** An e-mail about the person's account; its subject ends with the platform's name. */
function accountEmail(
  options: { brandName: string; siteUrl: string; to: string },
  subject: string,
  content: Omit<EmailContent, 'brandName' | 'siteUrl'>,
): MailMessage {
  return {
    to: options.to,
    subject: `${subject} – ${options.brandName}`,
    ...renderEmail({ brandName: options.brandName, siteUrl: options.siteUrl, ...content }),
  };
}

export function verificationEmail(options: {
  brandName: string;
  siteUrl: string;
  to: string;
  name: string;
  url: string;
  /** The same confirmation as a code to type where the person signed up. */
  code: string;
  codeValidMinutes: number;
}): MailMessage {
  return accountEmail(options, 'Patvirtinkite el. pašto adresą', {
    preheader: `Jūsų patvirtinimo kodas: ${options.code}.`,
    heading: 'Patvirtinkite el. pašto adresą',
    paragraphs: [
      greeting(options.name),
      `Ačiū, kad sukūrėte paskyrą „${options.brandName}“ platformoje. Kad galėtume siųsti vizitų patvirtinimus ir priminimus, patvirtinkite savo el. pašto adresą: įveskite kodą svetainėje arba paspauskite mygtuką.`,
    ],
    code: { label: `Patvirtinimo kodas (galioja ${options.codeValidMinutes} min.):`, value: options.code },
    action: { label: 'Patvirtinti el. paštą', url: options.url },
    footnote: 'Nuoroda galioja 24 valandas. Jei registravotės ne jūs, šį laišką galite ignoruoti.',
  });
}

export function passwordResetEmail(options: {
  brandName: string;
  siteUrl: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return accountEmail(options, 'Slaptažodžio keitimas', {
    preheader: 'Nuoroda naujam slaptažodžiui nustatyti.',
    heading: 'Slaptažodžio keitimas',
    paragraphs: [
      greeting(options.name),
      'Gavome prašymą pakeisti jūsų slaptažodį. Paspauskite mygtuką ir nustatykite naują slaptažodį. Nuoroda galioja 1 valandą.',
    ],
    action: { label: 'Nustatyti naują slaptažodį', url: options.url },
    footnote: 'Jei slaptažodžio keisti neprašėte, šį laišką galite ignoruoti – jūsų slaptažodis nepasikeis.',
  });
}

/**
 * To the owner of an address someone tried to sign up with again. The sign-up answered as for a new address
 * (so nobody learns who has an account); the owner learns of it here, with a way back in if it was them.
 */
export function signUpAttemptEmail(options: {
  brandName: string;
  siteUrl: string;
  to: string;
  name: string;
  /** The page where a password-reset link is requested. */
  resetUrl: string;
  signInUrl: string;
}): MailMessage {
  return accountEmail(options, 'Bandymas registruotis jūsų el. pašto adresu', {
    preheader: 'Šiuo el. pašto adresu jau turite paskyrą.',
    heading: 'Jūs jau turite paskyrą',
    paragraphs: [
      greeting(options.name),
      `Kažkas ką tik bandė sukurti naują paskyrą „${options.brandName}“ platformoje jūsų el. pašto adresu. Paskyra su šiuo adresu jau yra, todėl nauja nesukurta.`,
      `Jei tai buvote jūs, tiesiog prisijunkite: ${options.signInUrl}. Neprisimenate slaptažodžio? Nustatykite naują.`,
    ],
    action: { label: 'Nustatyti naują slaptažodį', url: options.resetUrl },
    footnote: 'Jei registruotis bandėte ne jūs, šį laišką galite ignoruoti – jūsų paskyra nepasikeitė.',
  });
}

/** Sent after a person deleted their account: what went, and what the salons keep. */
export function accountDeletedEmail(options: {
  brandName: string;
  siteUrl: string;
  to: string;
  name: string;
}): MailMessage {
  return accountEmail(options, 'Jūsų paskyra ištrinta', {
    preheader: 'Jūsų paskyra ir asmens duomenys ištrinti.',
    heading: 'Paskyra ištrinta',
    paragraphs: [
      greeting(options.name),
      'Jūsų prašymu ištrynėme jūsų paskyrą: profilį, pranešimus, prenumeratas ir nustatymus.',
      'Salonai, kuriuose lankėtės, pasilieka vizitų įrašus savo apskaitai, tačiau be jūsų vardo, telefono numerio, el. pašto adreso ir pastabų.',
    ],
    footnote: 'Jei paskyros netrynėte jūs, nedelsdami susisiekite su mumis atsakydami į šį laišką.',
  });
}
