import { successSchema } from '../../../contracts/shared-schemas.ts';
import type { Context } from 'hono';
import {
  notificationIdSchema,
  notificationInboxQuerySchema,
  notificationInboxSchema,
  reminderPreferencesInputSchema,
  reminderPreferencesSchema,
  notificationPreferenceInputSchema,
  notificationPreferencesSchema,
  type NotificationIdInput,
  type NotificationPreferenceInput,
} from '../../../contracts/notifications.ts';
import { reminderEmailsEnabled, setReminderEmails } from '../../modules/reminders/reminders.ts';
import {
  notificationPreferences,
  setNotificationPreference,
} from '../../modules/notifications/notification-preferences.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { signedInUser } from '../request-context.ts';
import { NOT_SIGNED_IN, SIGNED_IN_INPUT } from '../error-responses.ts';
import {
  dismissNotification,
  markNotificationSeen,
  notificationInbox,
  type OwnNotification,
} from '../../modules/notifications/inbox.ts';

const done = json(successSchema, 'Done');
const errors = SIGNED_IN_INPUT;

const inboxRouteDef = apiRoute({
  method: 'get',
  path: '/api/user/notifications',
  tag: 'user',
  summary: "The signed-in user's notifications (newest first) with the unread count.",
  request: { query: notificationInboxQuerySchema },
  responses: { 200: json(notificationInboxSchema, 'Inbox') },
  errors,
});

/** POST {id}: one action on one of the signed-in user's own notifications. */
function notificationActionRoute(path: string, summary: string) {
  return apiRoute({
    method: 'post',
    path,
    tag: 'user',
    summary,
    request: { body: jsonOrFormBody(notificationIdSchema) },
    responses: { 200: done },
    errors: { ...errors, 404: 'Not found' },
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

const reminderPreferencesRouteDef = apiRoute({
  method: 'get',
  path: '/api/user/reminder-preferences',
  tag: 'user',
  summary: 'Whether the signed-in user gets visit reminders by e-mail.',
  responses: { 200: json(reminderPreferencesSchema, 'Preferences') },
  errors: NOT_SIGNED_IN,
});

const setReminderPreferencesRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/reminder-preferences',
  tag: 'user',
  summary: 'Turns reminder e-mails on or off (in-app reminders stay).',
  request: { body: jsonOrFormBody(reminderPreferencesInputSchema) },
  responses: { 200: json(reminderPreferencesSchema, 'Preferences after the change') },
  errors,
});

const preferencesRouteDef = apiRoute({
  method: 'get',
  path: '/api/user/notification-preferences',
  tag: 'user',
  summary: 'Every kind of message with the signed-in user’s choice for e-mail and push.',
  description: 'In-app notifications always come. No choice stored means on.',
  responses: { 200: json(notificationPreferencesSchema, 'Preferences') },
  errors: NOT_SIGNED_IN,
});

const setPreferenceRouteDef = apiRoute({
  method: 'post',
  path: '/api/user/notification-preferences',
  tag: 'user',
  summary:
    'Turns one kind of message on or off on one channel: `{ kind, channel: "email" | "push", enabled }`.',
  request: { body: jsonOrFormBody(notificationPreferenceInputSchema) },
  responses: { 200: json(notificationPreferencesSchema, 'Preferences after the change') },
  errors,
});

type NotificationAction = (db: Database, own: OwnNotification) => Promise<unknown>;

export function userNotificationsApi(deps: { db: Database; now: () => Date }) {
  const act =
    (action: NotificationAction) =>
    async (
      c: Context<AppEnv, string, { out: { json?: NotificationIdInput; form?: NotificationIdInput } }>,
    ) => {
      const user = signedInUser(c);
      const { id } = parsedBody<NotificationIdInput>(c);
      await action(deps.db, { userId: user.id, id, now: deps.now() });
      return c.json({ success: true as const }, 200);
    };
  return createRouter()
    .openapi(inboxRouteDef, async (c) => {
      const user = signedInUser(c);
      const { business } = c.req.valid('query');
      return c.json(
        await notificationInbox(deps.db, { userId: user.id, businessId: business, now: deps.now() }),
        200,
      );
    })
    .openapi(markSeenRouteDef, act(markNotificationSeen))
    .openapi(dismissRouteDef, act(dismissNotification))
    .openapi(reminderPreferencesRouteDef, async (c) => {
      const user = signedInUser(c);
      return c.json({ email: await reminderEmailsEnabled(deps.db, user.id) }, 200);
    })
    .openapi(preferencesRouteDef, async (c) => {
      const user = signedInUser(c);
      return c.json({ items: await notificationPreferences(deps.db, user.id) }, 200);
    })
    .openapi(setPreferenceRouteDef, async (c) => {
      const user = signedInUser(c);
      await setNotificationPreference(deps.db, user.id, parsedBody<NotificationPreferenceInput>(c));
      return c.json({ items: await notificationPreferences(deps.db, user.id) }, 200);
    })
    .openapi(setReminderPreferencesRouteDef, async (c) => {
      const user = signedInUser(c);
      const { email } = parsedBody<{ email: boolean }>(c);
      await setReminderEmails(deps.db, user.id, email);
      return c.json({ email }, 200);
    });
}
