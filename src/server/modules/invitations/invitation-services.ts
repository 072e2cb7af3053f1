import {
  INVITATION_TEXTS,
  sendInvitationInputSchema,
  type InvitationServices,
} from '../../../contracts/invitations.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { invitationPreview } from './accept-invitation.ts';
import {
  findInvitation,
  invitableRoles,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './manage-invitations.ts';
import { sendInvitation, type InvitationDependencies } from './send-invitation.ts';

/** Invitations for page loaders and actions: the admin list, its changes and the accept page. */
export function createInvitationServices(deps: InvitationDependencies): InvitationServices {
  const { db, now } = deps;

  /** An invitation this person manages: of a business they manage, with a role they may invite. */
  async function manageable(user: SessionUser, invitationId: string) {
    const row = await findInvitation(db, invitationId);
    if (!row) throw notFound(INVITATION_TEXTS.notFound);
    const access = await requireBusinessAccess(db, user, row.businessId, MANAGERS);
    if (!invitableRoles(access.role).includes(row.role))
      throw new AppError('forbidden', 403, INVITATION_TEXTS.ownerOnlyOperator);
    return { row, access };
  }

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
    send: (user, input) =>
      pageResult(async () => {
        const body = parsedInput(sendInvitationInputSchema, input);
        const access = await requireBusinessAccess(db, user, body.business, MANAGERS);
        if (!invitableRoles(access.role).includes(body.role)) {
          throw new AppError('forbidden', 403, INVITATION_TEXTS.ownerOnlyOperator, {
            role: INVITATION_TEXTS.ownerOnlyOperator,
          });
        }
        const { invitation } = await sendInvitation(deps, {
          businessId: access.business.id,
          email: body.email,
          role: body.role,
          invitedByUserId: access.user.id,
        });
        return invitation;
      }),
    resend: (user, invitationId) =>
      pageResult(async () => {
        const { row, access } = await manageable(user, invitationId);
        return resendInvitation(deps, row, access.user.id);
      }),
    revoke: (user, invitationId) =>
      pageResult(async () => {
        const { row } = await manageable(user, invitationId);
        return revokeInvitation(db, row, now());
      }),
  };
}
