import { formatDateTimeRange, formatTime } from '../../core/format/lithuanian-dates.ts';
import { greeting } from '../../core/format/vocative.ts';
import type { MailMessage } from './mailer.ts';
import { renderEmail } from './layout.ts';

export interface WaitlistOfferEmailInput {
  brandName: string;
  siteUrl: string;
  to: string;
  clientName: string;
  businessName: string;
  serviceName: string;
  specialistName: string;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
  timeZone: string;
  /** The page that shows the held time with "Registruotis". */
  offerUrl: string;
  /** "Mano vizitai", where the client can leave the waitlist. */
  myVisitsUrl: string;
}

/** A time the client waited for came free: it is held for them until `expiresAt`. */
export function waitlistOfferEmail(input: WaitlistOfferEmailInput): MailMessage {
  const when = formatDateTimeRange(input.startsAt.toISOString(), input.endsAt.toISOString(), input.timeZone);
  const until = formatTime(input.expiresAt.toISOString(), input.timeZone);
  return {
    to: input.to,
    subject: `Atsilaisvino laikas: ${input.serviceName}, ${when} – ${input.businessName}`,
    ...renderEmail({
      brandName: input.brandName,
      siteUrl: input.siteUrl,
      preheader: `Laikas rezervuotas jums iki ${until}.`,
      heading: 'Atsilaisvino jūsų laukiamas laikas',
      paragraphs: [
        greeting(input.clientName),
        `${input.businessName}: ${input.serviceName}, ${when} (${input.specialistName}).`,
        `Šį laiką rezervavome jums iki ${until}. Užsiregistruokite iki tol – vėliau jis bus pasiūlytas kitam laukiančiam klientui.`,
      ],
      action: { label: 'Registruotis', url: input.offerUrl },
      footnote: `Gavote šį laišką, nes paprašėte pranešti, jei atsilaisvins laikas. Nebenorite laukti? Išeikite iš laukiančiųjų sąrašo skiltyje „Mano vizitai“: ${input.myVisitsUrl}`,
    }),
  };
}
