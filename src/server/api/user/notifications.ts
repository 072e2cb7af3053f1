import type { z } from '@hono/zod-openapi';
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

/**
 * A preferences resource of the signed-in user: GET shows the choices, POST changes them, and both answer
 * with the preferences (after the change, for POST).
 */
function preferencesRoutes<const P extends string, S extends z.ZodType, I extends z.ZodType>(resource: {
  path: P;
  schema: S;
  inputSchema: I;
  read: { summary: string; description?: string };
  change: { summary: string };
}) {
  const { path, schema } = resource;
  return {
    read: apiRoute({
      method: 'get',
      path,
      tag: 'user',
      ...resource.read,
      responses: { 200: json(schema, 'Preferences') },
      errors: NOT_SIGNED_IN,
    }),
    change: apiRoute({
      method: 'post',
      path,
      tag: 'user',
      ...resource.change,
      request: { body: jsonOrFormBody(resource.inputSchema) },
      responses: { 200: json(schema, 'Preferences after the change') },
      errors,
    }),
  };
}

const reminderPreferencesRoutes = preferencesRoutes({
  path: '/api/user/reminder-preferences',
  schema: reminderPreferencesSchema,
  inputSchema: reminderPreferencesInputSchema,
  read: { summary: 'Whether the signed-in user gets visit reminders by e-mail.' },
  change: { summary: 'Turns reminder e-mails on or off (in-app reminders stay).' },
});

const notificationPreferencesRoutes = preferencesRoutes({
  path: '/api/user/notification-preferences',
  schema: notificationPreferencesSchema,
  inputSchema: notificationPreferenceInputSchema,
  read: {
    summary: 'Every kind of message with the signed-in user’s choice for e-mail and push.',
    description: 'In-app notifications always come. No choice stored means on.',
  },
  change: {
    summary:
      'Turns one kind of message on or off on one channel: `{ kind, channel: "email" | "push", enabled }`.',
  },
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
    .openapi(reminderPreferencesRoutes.read, async (c) => {
      const user = signedInUser(c);
      return c.json({ email: await reminderEmailsEnabled(deps.db, user.id) }, 200);
    })
    .openapi(notificationPreferencesRoutes.read, async (c) => {
      const user = signedInUser(c);
      return c.json({ items: await notificationPreferences(deps.db, user.id) }, 200);
    })
    .openapi(notificationPreferencesRoutes.change, async (c) => {
      const user = signedInUser(c);
      await setNotificationPreference(deps.db, user.id, parsedBody<NotificationPreferenceInput>(c));
      return c.json({ items: await notificationPreferences(deps.db, user.id) }, 200);
    })
    .openapi(reminderPreferencesRoutes.change, async (c) => {
      const user = signedInUser(c);
      const { email } = parsedBody<{ email: boolean }>(c);
      await setReminderEmails(deps.db, user.id, email);
      return c.json({ email }, 200);
    });
}
