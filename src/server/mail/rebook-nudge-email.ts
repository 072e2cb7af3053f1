// The rebook nudge: a salon's invitation to come back some weeks after the client's last visit, sent only
// to a client who agreed to that salon's offers. A marketing letter: it carries the one-click unsubscribe
// headers and a visible "Atsisakyti" link; letters about visits never do.
import { bookingPath } from '../../contracts/booking-choice.ts';
import { buildRoute } from '../../contracts/routes.ts';
import { formatDateWithYear, localDateOf } from '../../core/format/lithuanian-dates.ts';
import { greeting } from '../../core/format/vocative.ts';
import { renderEmail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export interface RebookNudgeDetails {
  brandName: string;
  baseUrl: string;
  to: string;
  clientName: string;
  business: { slug: string; name: string; timeZone: string };
  lastVisit: {
    endsAt: Date;
    service: { id: string; name: string };
    specialist: { id: string; name: string };
  };
  /** The signed token of the client and the salon (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

/**
 * `List-Unsubscribe` (the https address, which a mail app POSTs to) and `List-Unsubscribe-Post`, which
 * says that POST alone unsubscribes. No mailto: the sender's address takes no mail in.
 */
export function marketingHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function rebookNudgeEmail(details: RebookNudgeDetails): MailMessage {
  const { business, lastVisit } = details;
  const absolute = (path: string) => new URL(path, details.baseUrl).toString();
  const token = { token: details.unsubscribeToken };
  const visitDay = formatDateWithYear(localDateOf(lastVisit.endsAt.toISOString(), business.timeZone));
  const bookAgain = absolute(
    bookingPath(business.slug, {
      serviceId: lastVisit.service.id,
      specialist: lastVisit.specialist.id,
      date: null,
      time: null,
    }),
  );
  return {
    to: details.to,
    subject: `Laukiame jūsų vėl – ${business.name}`,
    headers: marketingHeaders(absolute(buildRoute('public_marketing_unsubscribe', token))),
    ...renderEmail({
      brandName: details.brandName,
      siteUrl: details.baseUrl,
      preheader: `${lastVisit.service.name} – užsiregistruokite dar kartą keliais paspaudimais.`,
      heading: 'Laukiame jūsų vėl',
      paragraphs: [
        greeting(details.clientName),
        `„${business.name}“ primena: paskutinį kartą lankėtės ${visitDay}`,
        `Paslauga: ${lastVisit.service.name}`,
        `Specialistas: ${lastVisit.specialist.name}`,
        'Norite to paties dar kartą? Paslauga ir specialistas jau bus pasirinkti – liks išsirinkti laiką.',
      ],
      action: { label: 'Registruotis dar kartą', url: bookAgain },
      unsubscribe: {
        reason: `Šį laišką gavote, nes sutikote gauti „${business.name}“ pasiūlymus ir priminimus apsilankyti vėl.`,
        url: absolute(buildRoute('marketing_unsubscribe', token)),
      },
    }),
  };
}
