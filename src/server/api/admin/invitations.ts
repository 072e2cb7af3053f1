import {
  INVITATION_TEXTS,
  invitationListSchema,
  invitationSchema,
  invitationSentSchema,
  sendInvitationInputSchema,
  type SendInvitationInput,
} from '../../../contracts/invitations.ts';
import type { Database } from '../../db/client.ts';
import { successMessageSchema, succeeded } from '../../../contracts/shared-schemas.ts';
import { apiRoute, createRouter, idParamsOf, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { idOrSlugParamsSchema } from './business.ts';
import { BAD_INPUT_WITH_FIELDS, NOT_SIGNED_IN } from '../error-responses.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SideEffectJob } from '../../modules/side-effects/side-effect-jobs.ts';
import { managerOf } from '../request-context.ts';
import {
  inviteToBusiness,
  listInvitations,
  resendManagedInvitation,
  revokeManagedInvitation,
} from '../../modules/invitations/manage-invitations.ts';

export interface InvitationsApiDependencies {
  db: Database;
  jobs: JobQueue<SideEffectJob>;
  baseUrl: string;
  brandName: string;
  now: () => Date;
}

const accessErrors = {
  ...NOT_SIGNED_IN,
  403: 'A specialist of this business, or inviting an owner without being the operator',
  404: 'No such business or invitation, or one of another business',
} as const;
const notPending = { ...accessErrors, 409: 'Already accepted or revoked' } as const;
const NOT_SENT = { 502: 'The e-mail could not be sent' } as const;

const sendRoute = apiRoute({
  method: 'post',
  path: '/api/admin/send-invitation',
  tag: 'admin: invitations',
  summary:
    'Invites someone by e-mail: a client (to book and install the app) or a staff member (specialist, admin; owner by the operator only).',
  description:
    'The e-mail carries a link `/kvietimas/{token}` valid for 7 days; only a hash of the token is stored. ' +
    'A pending invitation to the same address is replaced (new link, the old one stops working). ' +
    '409 `already_member` when the person already has that staff role or a higher one.',
  request: { body: jsonOrFormBody(sendInvitationInputSchema) },
  responses: {
    201: json(invitationSentSchema, 'Sent'),
  },
  errors: {
    ...accessErrors,
    ...BAD_INPUT_WITH_FIELDS,
    ...NOT_SENT,
    409: 'Already a member with that role or higher',
  },
});

const invitationIdParam = idParamsOf('Invitation id (uuid)');

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/invitations',
  tag: 'admin: invitations',
  summary: 'Pending invitations, then those accepted, expired or revoked in the last 30 days.',
  request: { params: idOrSlugParamsSchema },
  responses: { 200: json(invitationListSchema, 'Invitations') },
  errors: accessErrors,
});

const resendRoute = apiRoute({
  method: 'post',
  path: '/api/admin/invitation/{id}/resend',
  tag: 'admin: invitations',
  summary: 'Sends a pending (or expired) invitation again with a new link; the old link stops working.',
  request: { params: invitationIdParam },
  responses: {
    200: json(invitationSentSchema, 'Sent again'),
  },
  errors: { ...notPending, ...NOT_SENT },
});

const revokeRoute = apiRoute({
  method: 'post',
  path: '/api/admin/invitation/{id}/revoke',
  tag: 'admin: invitations',
  summary: 'Revokes a pending invitation: its link answers "revoked" from now on.',
  request: { params: invitationIdParam },
  responses: {
    200: json(successMessageSchema.extend({ invitation: invitationSchema }), 'Revoked'),
  },
  errors: notPending,
});

export function adminInvitationsApi(deps: InvitationsApiDependencies) {
  return createRouter()
    .openapi(sendRoute, async (c) => {
      const body = parsedBody<SendInvitationInput>(c);
      const { invitation } = await inviteToBusiness(deps, { user: c.get('user'), ...body });
      return c.json(succeeded(INVITATION_TEXTS.sent, { invitation }), 201);
    })
    .openapi(listRoute, async (c) => {
      const { items } = await listInvitations(deps.db, { ...managerOf(c), now: deps.now() });
      return c.json({ items }, 200);
    })
    .openapi(resendRoute, async (c) => {
      const invitation = await resendManagedInvitation(deps, {
        user: c.get('user'),
        id: c.req.valid('param').id,
      });
      return c.json(succeeded(INVITATION_TEXTS.resent, { invitation }), 200);
    })
    .openapi(revokeRoute, async (c) => {
      const invitation = await revokeManagedInvitation(deps, {
        user: c.get('user'),
        id: c.req.valid('param').id,
      });
      return c.json(succeeded(INVITATION_TEXTS.revoked, { invitation }), 200);
    });
}
