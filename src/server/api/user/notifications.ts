import { createRoute, z } from '@hono/zod-openapi';
import {
  notificationIdSchema,
  notificationInboxQuerySchema,
  notificationInboxSchema,
  reminderPreferencesInputSchema,
  reminderPreferencesSchema,
  type NotificationIdInput,
} from '../../../contracts/notifications.ts';
import { reminderEmailsEnabled, setReminderEmails } from '../../modules/reminders/reminders.ts';
import type { Database } from '../../db/client.ts';
import {
  createRouter,
  signedInUser,
  errorResponse,
  json,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import {
  dismissNotification,
  markNotificationSeen,
  notificationInbox,
} from '../../modules/notifications/inbox.ts';

const done = json(z.object({ success: z.literal(true) }), 'Done');

const inboxRouteDef = createRoute({
  method: 'get',
  path: '/api/user/notifications',
  tags: ['user'],
  summary: "The signed-in user's notifications (newest first) with the unread count.",
  request: { query: notificationInboxQuerySchema },
  responses: {
    200: json(notificationInboxSchema, 'Inbox'),
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
  },
});

/** POST {id}: one action on one of the signed-in user's own notifications. */
function notificationActionRoute(path: string, summary: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['user'],
    summary,
    request: { body: jsonOrFormBody(notificationIdSchema) },
    responses: {
      200: done,
      400: errorResponse('Bad input'),
      401: errorResponse('Not signed in'),
      404: errorResponse('Not found'),
    },
  });
}

const markSeenRouteDef = notificationActionRoute(
  '/api/user/notification/mark-as-seen',
  'Marks one of the user’s notifications as read.',
);
const dismissRouteDef = notificationActionRoute(
  '/api/user/notification/dismiss',
  'Removes one of the user’s notifications from the list.',
);

const reminderPreferencesRouteDef = createRoute({
  method: 'get',
  path: '/api/user/reminder-preferences',
  tags: ['user'],
  summary: 'Whether the signed-in user gets visit reminders by e-mail.',
  responses: { 200: json(reminderPreferencesSchema, 'Preferences'), 401: errorResponse('Not signed in') },
});

const setReminderPreferencesRouteDef = createRoute({
  method: 'post',
  path: '/api/user/reminder-preferences',
  tags: ['user'],
  summary: 'Turns reminder e-mails on or off (in-app reminders stay).',
  request: { body: jsonOrFormBody(reminderPreferencesInputSchema) },
  responses: {
    200: json(reminderPreferencesSchema, 'Preferences after the change'),
    400: errorResponse('Bad input'),
    401: errorResponse('Not signed in'),
  },
});

export function userNotificationsApi(deps: { db: Database; now: () => Date }) {
  return createRouter()
    .openapi(inboxRouteDef, async (c) => {
      const user = signedInUser(c);
      const { business } = c.req.valid('query');
      return c.json(await notificationInbox(deps.db, user.id, business, deps.now()), 200);
    })
    .openapi(markSeenRouteDef, async (c) => {
      const user = signedInUser(c);
      const { id } = parsedBody<NotificationIdInput>(c);
      await markNotificationSeen(deps.db, user.id, id, deps.now());
      return c.json({ success: true as const }, 200);
    })
    .openapi(dismissRouteDef, async (c) => {
      const user = signedInUser(c);
      const { id } = parsedBody<NotificationIdInput>(c);
      await dismissNotification(deps.db, user.id, id, deps.now());
      return c.json({ success: true as const }, 200);
    })
    .openapi(reminderPreferencesRouteDef, async (c) => {
      const user = signedInUser(c);
      return c.json({ email: await reminderEmailsEnabled(deps.db, user.id) }, 200);
    })
    .openapi(setReminderPreferencesRouteDef, async (c) => {
      const user = signedInUser(c);
      const { email } = parsedBody<{ email: boolean }>(c);
      await setReminderEmails(deps.db, user.id, email);
      return c.json({ email }, 200);
    });
}
