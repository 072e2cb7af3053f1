import type { MailMessage } from './mailer.ts';
import { renderEmail } from './layout.ts';

export interface ReviewHiddenEmailInput {
  brandName: string;
  siteUrl: string;
  to: string;
  businessName: string;
  comment: string;
  reason: string;
  /** Where the client reads the rules or asks about it. */
  contactUrl: string;
}

/** The author is told that their review no longer shows, and why. */
export function reviewHiddenEmail(input: ReviewHiddenEmailInput): MailMessage {
  const paragraphs = [
    `Jūsų atsiliepimas apie „${input.businessName}“ paslėptas ir nebėra rodomas kitiems lankytojams.`,
    `Priežastis: ${input.reason}`,
    ...(input.comment ? [`Jūsų atsiliepimas: „${input.comment}“`] : []),
    'Jei manote, kad tai klaida, parašykite mums.',
  ];
  return {
    to: input.to,
    subject: `Jūsų atsiliepimas apie „${input.businessName}“ paslėptas`,
    ...renderEmail({
      brandName: input.brandName,
      siteUrl: input.siteUrl,
      preheader: `Priežastis: ${input.reason}`.slice(0, 120),
      heading: 'Atsiliepimas paslėptas',
      paragraphs,
      action: { label: 'Susisiekti', url: input.contactUrl },
    }),
  };
}
