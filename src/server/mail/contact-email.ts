import type { MailMessage } from './mailer.ts';
import { renderEmail } from './layout.ts';

export interface ContactEmailInput {
  brandName: string;
  siteUrl: string;
  to: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** Whether the sender was signed in (helps the operator find the account). */
  signedIn: boolean;
}

/** The operator's copy of a contact-form message, ready to answer with "Reply". */
export function contactMessageEmail(input: ContactEmailInput): MailMessage & { replyTo: string } {
  const lines = input.message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const details = [
    `Vardas: ${input.name}`,
    `El. paštas: ${input.email}`,
    `Telefonas: ${input.phone ?? 'nenurodytas'}`,
    input.signedIn ? 'Siuntėjas buvo prisijungęs prie savo paskyros.' : 'Siuntėjas nebuvo prisijungęs.',
  ];
  return {
    to: input.to,
    replyTo: input.email,
    subject: `Nauja žinutė iš kontaktų formos: ${input.name}`,
    ...renderEmail({
      brandName: input.brandName,
      siteUrl: input.siteUrl,
      preheader: lines[0]?.slice(0, 120) ?? 'Nauja žinutė iš kontaktų formos.',
      heading: 'Nauja žinutė iš kontaktų formos',
      paragraphs: [...details, '—', ...lines],
      footnote: `Atsakykite tiesiai į šį laišką – atsakymas nueis adresu ${input.email}.`,
    }),
  };
}
