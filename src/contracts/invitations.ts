import { z } from './zod.ts';
import type { AdminResult } from './admin-schedules.ts';
import {
  businessRefSchema,
  lowerCaseEmailSchema,
  specialistIdSchema,
  successMessageSchema,
} from './shared-schemas.ts';
import type { SessionUser } from './session-user.ts';

// Invitations: a business invites a staff member (owner, admin, specialist) or a client by
// e-mail; the link `/kvietimas/{token}` expires after a week. Only a hash of the token is stored.

export const INVITATION_ROLES = ['client', 'specialist', 'admin', 'owner'] as const;
export const invitationRoleSchema = z.enum(INVITATION_ROLES, { error: 'Pasirinkite, ką kviečiate.' });
export type InvitationRole = z.infer<typeof invitationRoleSchema>;

export const INVITATION_ROLE_LABELS: Record<InvitationRole, string> = {
  client: 'Klientas',
  specialist: 'Specialistas',
  admin: 'Administratorius',
  owner: 'Savininkas',
};

/** The accept page's sentence: who invites you to what ("Rūta kviečia jus prisijungti prie „Saulė“ komandos…"). */
export function invitationSentence(input: {
  role: InvitationRole;
  businessName: string;
  invitedBy: string | null;
}): string {
  const lead = input.invitedBy ? `${input.invitedBy} kviečia jus` : 'Kviečiame jus';
  const where = `„${input.businessName}“`;
  switch (input.role) {
    case 'client':
      return `${lead} tapti ${where} klientu ir registruotis vizitams internetu.`;
    case 'owner':
      return `${lead} tapti ${where} savininku: tvarkyti verslo paskyrą, komandą ir registracijas.`;
    default:
      return `${lead} prisijungti prie ${where} komandos. Jūsų vaidmuo – ${INVITATION_ROLE_LABELS[input.role].toLowerCase()}.`;
  }
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Laukia atsakymo',
  accepted: 'Priimtas',
  revoked: 'Atšauktas',
  expired: 'Nebegalioja',
};

export const INVITATION_TEXTS = {
  sent: 'Kvietimas išsiųstas.',
  resent: 'Kvietimas išsiųstas iš naujo. Ankstesnė nuoroda nebegalioja.',
  revoked: 'Kvietimas atšauktas.',
  notFound: 'Kvietimas nerastas. Patikrinkite nuorodą.',
  expired: 'Kvietimo galiojimas baigėsi. Paprašykite, kad jums atsiųstų naują kvietimą.',
  revokedAlready: 'Šis kvietimas atšauktas. Jei vis dar norite prisijungti, paprašykite naujo kvietimo.',
  usedAlready: 'Šis kvietimas jau priimtas.',
  notPending: 'Šio kvietimo nebegalima pakeisti: jis jau priimtas arba atšauktas.',
  ownerOnlyOperator: 'Pakviesti verslo savininką gali tik platformos operatorius.',
  alreadyMember: 'Šis asmuo jau yra verslo komandos narys su tokiomis ar didesnėmis teisėmis.',
  signInRequired: 'Prisijunkite, kad galėtumėte priimti kvietimą.',
  acceptedStaff: 'Kvietimas priimtas. Sveiki prisijungę prie komandos!',
  acceptedClient: 'Kvietimas priimtas. Dabar galite registruotis vizitams.',
  cardForSpecialistOnly: 'Specialisto kortelę galima susieti tik su specialisto kvietimu.',
  cardAlreadyLinked: 'Šis specialistas jau susietas su paskyra.',
  cardUnknown: 'Šio specialisto versle nėra.',
  acceptedClientNotBookable:
    'Kvietimas priimtas. Šis verslas dar nepriima registracijų internetu – jo kontaktus rasite verslo puslapyje.',
} as const;

export function wrongUserMessage(invitedEmail: string): string {
  return `Šis kvietimas skirtas adresui ${invitedEmail}. Prisijunkite su šiuo el. pašto adresu ir bandykite dar kartą.`;
}

export const sendInvitationInputSchema = z
  .object({
    business: businessRefSchema,
    email: lowerCaseEmailSchema,
    role: invitationRoleSchema,
    /** A specialist card of the business without an account: accepting the invitation links it. */
    specialistId: z.preprocess((value) => (value === '' ? undefined : value), specialistIdSchema.optional()),
  })
  .refine((input) => input.specialistId === undefined || input.role === 'specialist', {
    path: ['role'],
    error: INVITATION_TEXTS.cardForSpecialistOnly,
  });
export type SendInvitationInput = z.infer<typeof sendInvitationInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  email: z.string(),
  role: invitationRoleSchema,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
  /** The specialist card the invitation links when accepted; null when it makes or finds one by name. */
  specialistId: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationSentSchema = successMessageSchema.extend({
  invitation: invitationSchema,
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** What the accept page shows about an invitation (anyone holding the link may see it). */
export const invitationPreviewSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  email: z.string(),
  role: invitationRoleSchema,
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
  business: z.object({
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    onboarded: z.boolean(),
    /** The business's IANA time zone: the expiry date is shown in it. */
    timeZone: z.string(),
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptedSchema = successMessageSchema.extend({
  role: invitationRoleSchema,
  business: z.object({ slug: z.string(), name: z.string() }),
  /** Where to go next: the admin area for staff, the business's booking page for clients. */
  redirectTo: z.string(),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

export interface AdminInvitationsPage {
  /** Dates on the page are shown in the business's own time zone. */
  business: { id: string; slug: string; name: string; timeZone: string };
  /** Which roles the signed-in person may invite here (owner only for the operator). */
  allowedRoles: InvitationRole[];
  items: Invitation[];
}

/** The accept page's data: the invitation (or why it cannot be shown) and who is signed in. */
export type InvitationPageData =
  | { found: false; message: string }
  | {
      found: true;
      invitation: InvitationPreview;
      /** Whether the signed-in person's e-mail matches the invited one (null when nobody is signed in). */
      emailMatches: boolean | null;
    };

export interface InvitationServices {
  /** The admin page: pending and recent invitations of a business; null when the user may not see it. */
  adminPage(user: SessionUser, business: string): Promise<AdminInvitationsPage | null>;
  /** The accept page `/kvietimas/{token}`. */
  acceptPage(token: string, user: SessionUser | null): Promise<InvitationPageData>;
  /** The accept page's action: the signed-in person must be the invited one. */
  accept(token: string, user: SessionUser): Promise<AdminResult<InvitationAccepted>>;
  /** Page actions, by the admin API's rules: managers invite; the owner role only the operator. */
  send(user: SessionUser, input: Record<string, unknown>): Promise<AdminResult<Invitation>>;
  resend(user: SessionUser, invitationId: string): Promise<AdminResult<Invitation>>;
  revoke(user: SessionUser, invitationId: string): Promise<AdminResult<Invitation>>;
}
