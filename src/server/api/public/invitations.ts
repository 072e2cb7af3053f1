import { z } from '@hono/zod-openapi';
import {
  INVITATION_TEXTS,
  invitationAcceptedSchema,
  invitationPreviewSchema,
} from '../../../contracts/invitations.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';
import { acceptInvitation, invitationPreview } from '../../modules/invitations/accept-invitation.ts';

const tokenParam = z.object({
  token: z.string().min(1).max(200).openapi({ description: 'The token from the e-mailed link' }),
});

const previewRoute = apiRoute({
  method: 'get',
  path: '/api/public/invitations/{token}',
  tag: 'public',
  summary: 'Who invites whom to which business, and whether the invitation can still be accepted.',
  request: { params: tokenParam },
  responses: { 200: json(invitationPreviewSchema, 'The invitation') },
  errors: { 404: 'No such invitation (or replaced by a newer one)' },
});

const acceptRoute = apiRoute({
  method: 'post',
  path: '/api/public/invitations/{token}/accept',
  tag: 'public',
  summary: 'Accepts an invitation for the signed-in person (whose e-mail must be the invited one).',
  description:
    "Staff become members with the role; a client gets the business's client card. " +
    '409 `invitation_used` when already accepted; 410 `invitation_expired` / `invitation_revoked`; ' +
    '403 `wrong_user` when signed in with another e-mail.',
  request: { params: tokenParam },
  responses: { 200: json(invitationAcceptedSchema, 'Accepted') },
  errors: {
    ...NOT_SIGNED_IN,
    403: 'Signed in with another e-mail address',
    404: 'No such invitation',
    409: 'Already accepted',
    410: 'Expired or revoked',
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
