// POST /webpush/ and DELETE /webpush/: the signed-in person's browser stores or removes its push
// subscription. Outside /api/ because the browser code of every variant posts there (with credentials,
// also from a business's own domain).
import { successSchema } from '../../contracts/shared-schemas.ts';
import {
  webPushSubscribeAnswerSchema,
  webPushSubscribeSchema,
  webPushUnsubscribeSchema,
} from '../../contracts/web-push.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { apiRoute, createRouter, json, jsonBody } from '../http/openapi.ts';
import { deleteSubscription, saveSubscription } from '../modules/push/push-subscriptions.ts';
import type { WebPushSettings } from '../push/web-push-settings.ts';
import { SIGNED_IN_INPUT_WITH_FIELDS } from './error-responses.ts';
import { signedInUser } from './request-context.ts';

const WEB_PUSH_PATH = '/webpush/';

const subscribeRouteDef = apiRoute({
  method: 'post',
  path: WEB_PUSH_PATH,
  tag: 'user',
  summary:
    'Stores the browser’s push subscription for the signed-in person (in a business’s app when `businessId` is given).',
  request: { body: jsonBody(webPushSubscribeSchema) },
  responses: {
    201: json(webPushSubscribeAnswerSchema, 'Stored'),
    200: json(webPushSubscribeAnswerSchema, 'Already stored'),
  },
  errors: { ...SIGNED_IN_INPUT_WITH_FIELDS, 404: 'No such business app' },
});

const unsubscribeRouteDef = apiRoute({
  method: 'delete',
  path: WEB_PUSH_PATH,
  tag: 'user',
  summary: 'Removes one of the signed-in person’s push subscriptions.',
  request: { body: jsonBody(webPushUnsubscribeSchema) },
  responses: { 200: json(successSchema, 'Removed') },
  errors: { ...SIGNED_IN_INPUT_WITH_FIELDS, 404: 'No such subscription of this person' },
});

export function webPushApi(deps: { db: Database; webPush: WebPushSettings }) {
  const router = createRouter();

  router.openapi(subscribeRouteDef, async (c) => {
    const user = signedInUser(c);
    const body = c.req.valid('json');
    const { created } = await saveSubscription(deps.db, {
      userId: user.id,
      businessId: body.businessId ?? null,
      subscription: body.subscription,
      serverKey: deps.webPush.publicKey,
      extraOrigins: deps.webPush.extraOrigins,
    });
    c.header('Cache-Control', 'no-store');
    const message = 'Pranešimų prenumerata išsaugota.';
    return created
      ? c.json({ success: true as const, message, created }, 201)
      : c.json({ success: true as const, message, created }, 200);
  });

  router.openapi(unsubscribeRouteDef, async (c) => {
    const user = signedInUser(c);
    const { endpoint } = c.req.valid('json');
    if (!(await deleteSubscription(deps.db, user.id, endpoint))) {
      throw notFound('Tokios prenumeratos nėra.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const }, 200);
  });

  return router;
}
