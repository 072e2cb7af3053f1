import {
  INVITATION_TEXTS,
  sendInvitationInputSchema,
  type InvitationServices,
} from '../../../contracts/invitations.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import { acceptInvitation, invitationPreview } from './accept-invitation.ts';
import {
  inviteToBusiness,
  listInvitations,
  resendManagedInvitation,
  revokeManagedInvitation,
} from './manage-invitations.ts';
import type { InvitationDependencies } from './send-invitation.ts';

/** Invitations for page loaders and actions: the admin list, its changes and the accept page. */
export function createInvitationServices(deps: InvitationDependencies): InvitationServices {
  const { db, now } = deps;

  return {
    adminPage: (user, business) => nullWhenRefused(() => listInvitations(db, { user, business, now: now() })),
    async acceptPage(token, user) {
      const invitation = await invitationPreview(db, token, now());
      if (!invitation) return { found: false, message: INVITATION_TEXTS.notFound };
      const emailMatches = user ? user.email.trim().toLowerCase() === invitation.email.toLowerCase() : null;
      return { found: true, invitation, emailMatches };
    },
    accept: (token, user) => pageResult(() => acceptInvitation({ db, now }, token, user)),
    send: (user, input) =>
      pageResult(async () => {
        const body = parsedInput(sendInvitationInputSchema, input);
        const { invitation } = await inviteToBusiness(deps, { user, ...body });
        return invitation;
      }),
    resend: (user, id) => pageResult(() => resendManagedInvitation(deps, { user, id })),
    revoke: (user, id) => pageResult(() => revokeManagedInvitation(deps, { user, id })),
  };
}
