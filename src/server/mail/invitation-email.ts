import { INVITATION_ROLE_LABELS, type InvitationRole } from '../../contracts/invitations.ts';
import { renderEmail } from './layout.ts';
import type { MailMessage } from './mailer.ts';
import { formatDateWithYear, localDateOf } from '../../core/format/lithuanian-dates.ts';
import { LITHUANIA_TIME_ZONE } from '../../core/time/lithuania.ts';

export interface InvitationEmailInput {
  brandName: string;
  siteUrl: string;
  to: string;
  businessName: string;
  role: InvitationRole;
  /** The inviter's name, when known. */
  invitedBy: string | null;
  /** The inviter is the platform's operator, who sets the business up but does not belong to it. */
  invitedByOperator?: boolean;
  /** Absolute `/kvietimas/{token}` link. */
  acceptUrl: string;
  /** Absolute links to the business's app (`/{slug}/`) and booking page (`/naujas-vizitas/{slug}`). */
  appUrl: string;
  bookingUrl: string;
  /** Absolute `/apie/{slug}` link: the business's public page, with its contacts. */
  businessPageUrl: string;
  /** False while the business is not onboarded: its app and booking page do not open yet. */
  takesOnlineBookings: boolean;
  expiresAt: Date;
}

/** The invitation letter: staff are invited to join the team, clients to book and to install the app. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const who = input.invitedBy ? `${input.invitedBy} („${input.businessName}“)` : `„${input.businessName}“`;
  const until = `Nuoroda galioja iki ${formatDateWithYear(localDateOf({ epochMilliseconds: input.expiresAt.getTime() }, LITHUANIA_TIME_ZONE))} (7 dienas). Jei kvietimo nelaukėte, šį laišką tiesiog ištrinkite.`;

  if (input.role === 'client') {
    return {
      to: input.to,
      subject: `${input.businessName} kviečia jus registruotis vizitams`,
      ...renderEmail({
        brandName: input.brandName,
        siteUrl: input.siteUrl,
        preheader: `${input.businessName} kviečia registruotis internetu ir įsidiegti programėlę.`,
        heading: `Kvietimas iš „${input.businessName}“`,
        paragraphs: [
          `${who} kviečia jus registruotis vizitams internetu – bet kuriuo paros metu, be skambučių.`,
          'Priėmę kvietimą tapsite salono klientu: matysite savo vizitus, gausite priminimus ir galėsite juos atšaukti.',
          ...(input.takesOnlineBookings
            ? [
                `Registruotis vizitui: ${input.bookingUrl}`,
                `Įsidiekite salono programėlę į telefoną: atsidarykite ${input.appUrl} ir pasirinkite „Įrašyti į pradžios ekraną“.`,
              ]
            : [
                `Registracija internetu prasidės, kai salonas baigs pasiruošimą. Kol kas jo kontaktus rasite čia: ${input.businessPageUrl}`,
              ]),
        ],
        action: { label: 'Priimti kvietimą', url: input.acceptUrl },
        footnote: until,
      }),
    };
  }

  const roleLabel = INVITATION_ROLE_LABELS[input.role].toLowerCase();
  // The operator is not one of the salon's people: the letter says who they are and for whom they write.
  const invitation = input.invitedByOperator
    ? `${input.invitedBy ?? input.brandName} (${input.brandName} operatorius) kviečia jus prisijungti prie „${input.businessName}“ verslo paskyros sistemoje „${input.brandName}“. Jūsų vaidmuo: ${roleLabel}.`
    : `${who} kviečia jus prisijungti prie verslo paskyros sistemoje „${input.brandName}“. Jūsų vaidmuo: ${roleLabel}.`;
  return {
    to: input.to,
    subject: `Kvietimas prisijungti prie „${input.businessName}“ komandos`,
    ...renderEmail({
      brandName: input.brandName,
      siteUrl: input.siteUrl,
      preheader: `${input.businessName} kviečia jus prisijungti prie komandos (${roleLabel}).`,
      heading: `Prisijunkite prie „${input.businessName}“ komandos`,
      paragraphs: [
        invitation,
        'Priimkite kvietimą paspaudę mygtuką. Jei dar neturite paskyros, susikurkite ją su šiuo el. pašto adresu.',
      ],
      action: { label: 'Priimti kvietimą', url: input.acceptUrl },
      footnote: until,
    }),
  };
}
