import {
  INVITATION_TEXTS,
  sendInvitationInputSchema,
  type InvitationServices,
} from '../../../contracts/invitations.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { acceptInvitation, invitationPreview } from './accept-invitation.ts';
import {
  invitableRoles,
  inviteToBusiness,
  listInvitations,
  manageableInvitation,
  resendInvitation,
  revokeInvitation,
} from './manage-invitations.ts';
import type { InvitationDependencies } from './send-invitation.ts';

/** Invitations for page loaders and actions: the admin list, its changes and the accept page. */
export function createInvitationServices(deps: InvitationDependencies): InvitationServices {
  const { db, now } = deps;

  return {
    adminPage: (user, businessRef) =>
      nullWhenRefused(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef, allowed: MANAGERS });
        const { id, slug, name, timeZone } = access.business;
        return {
          business: { id, slug, name, timeZone },
          allowedRoles: invitableRoles(access.role),
          items: await listInvitations(db, id, now()),
        };
      }),
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
    resend: (user, invitationId) =>
      pageResult(async () => {
        const { row, access } = await manageableInvitation(db, user, invitationId);
        return resendInvitation(deps, row, access.user.id);
      }),
    revoke: (user, invitationId) =>
      pageResult(async () => {
        const { row } = await manageableInvitation(db, user, invitationId);
        return revokeInvitation(db, row, now());
      }),
  };
}
