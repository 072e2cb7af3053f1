import {
  operatorCreateBusinessSchema,
  ownerAssignmentSchema,
  type OperatorServices,
} from '../../../contracts/admin-onboarding.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { requireBusinessAccess } from '../access/business-access.ts';
import type { InvitationDependencies } from '../invitations/send-invitation.ts';
import { createBusinessWithOwner, inviteOwner, requireOperator } from './operator-businesses.ts';

/** The operator page's actions that invite an owner by e-mail; the same rules as the admin API. */
export function createOperatorServices(deps: InvitationDependencies): OperatorServices {
  return {
    createBusiness: (user, input) =>
      pageResult(async () => {
        const operator = requireOperator(user);
        return createBusinessWithOwner(deps, parsedInput(operatorCreateBusinessSchema, input), operator.id);
      }),
    inviteOwner: (user, business, input) =>
      pageResult(async () => {
        const access = await requireBusinessAccess(deps.db, { user, businessRef: business });
        const operator = requireOperator(access.user);
        const { email } = parsedInput(ownerAssignmentSchema, input);
        return inviteOwner(deps, { businessId: access.business.id, email, invitedByUserId: operator.id });
      }),
  };
}
