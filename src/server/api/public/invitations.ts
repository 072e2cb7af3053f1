import { createRoute, z } from '@hono/zod-openapi';
import {
  INVITATION_TEXTS,
  invitationAcceptedSchema,
  invitationPreviewSchema,
} from '../../../contracts/invitations.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { createRouter, errorResponse, json } from '../../http/openapi.ts';
import { acceptInvitation, invitationPreview } from '../../modules/invitations/accept-invitation.ts';

const tokenParam = z.object({
  token: z.string().min(1).max(200).openapi({ description: 'The token from the e-mailed link' }),
});

const previewRoute = createRoute({
  method: 'get',
  path: '/api/public/invitations/{token}',
  tags: ['public'],
  summary: 'Who invites whom to which business, and whether the invitation can still be accepted.',
  request: { params: tokenParam },
  responses: {
    200: json(invitationPreviewSchema, 'The invitation'),
    404: errorResponse('No such invitation (or replaced by a newer one)'),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/public/invitations/{token}/accept',
  tags: ['public'],
  summary: 'Accepts an invitation for the signed-in person (whose e-mail must be the invited one).',
  description:
    "Staff become members with the role; a client gets the business's client card. " +
    '409 `invitation_used` when already accepted; 410 `invitation_expired` / `invitation_revoked`; ' +
    '403 `wrong_user` when signed in with another e-mail.',
  request: { params: tokenParam },
  responses: {
    200: json(invitationAcceptedSchema, 'Accepted'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Signed in with another e-mail address'),
    404: errorResponse('No such invitation'),
    409: errorResponse('Already accepted'),
    410: errorResponse('Expired or revoked'),
  },
});

export function publicInvitationsApi(deps: { db: Database; now: () => Date }) {
  return createRouter()
    .openapi(previewRoute, async (c) => {
      const preview = await invitationPreview(deps.db, c.req.valid('param').token, deps.now());
      if (!preview) throw notFound(INVITATION_TEXTS.notFound);
      c.header('Cache-Control', 'no-store');
      return c.json(preview, 200);
    })
    .openapi(acceptRoute, async (c) => {
      const result = await acceptInvitation(deps, c.req.valid('param').token, c.get('user'));
      return c.json(result, 200);
    });
}
