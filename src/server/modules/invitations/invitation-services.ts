import { INVITATION_TEXTS, type InvitationServices } from '../../../contracts/invitations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { invitationPreview } from './accept-invitation.ts';
import { invitableRoles, listInvitations } from './manage-invitations.ts';

/** Invitations for page loaders: the admin list and the accept page. */
export function createInvitationServices(db: DbOrTx, now: () => Date): InvitationServices {
  return {
    async adminPage(user, businessRef) {
      try {
        const access = await requireBusinessAccess(db, user, businessRef, MANAGERS);
        const { id, slug, name } = access.business;
        return {
          business: { id, slug, name },
          allowedRoles: invitableRoles(access.role),
          items: await listInvitations(db, id, now()),
        };
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
    async acceptPage(token, user) {
      const invitation = await invitationPreview(db, token, now());
      if (!invitation) return { found: false, message: INVITATION_TEXTS.notFound };
      const emailMatches = user ? user.email.trim().toLowerCase() === invitation.email.toLowerCase() : null;
      return { found: true, invitation, emailMatches };
    },
  };
}
