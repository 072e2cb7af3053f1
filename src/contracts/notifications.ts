import { z } from './zod.ts';
import type { AdminResult } from './admin-schedules.ts';

/** One in-app notification as the notifications dialog shows it; `active` means unread. */
export const notificationItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  href: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/**
 * The dialog's container: `current` is the marker the dialog stores when it closes (the server's
 * time of this answer), `newest` the newest notification's time, `count` the unread count.
 */
export const notificationInboxSchema = z.object({
  items: z.array(notificationItemSchema),
  count: z.number().int().nonnegative(),
  newest: z.iso.datetime({ offset: true }).nullable(),
  current: z.iso.datetime({ offset: true }),
});
export type NotificationInbox = z.infer<typeof notificationInboxSchema>;

export const notificationInboxQuerySchema = z.object({
  /** In a business's app only that business's notifications are shown. */
  business: z.uuid({ error: 'Neteisingas verslo identifikatorius.' }).optional(),
});

export const notificationIdSchema = z.object({
  id: z.uuid({ error: 'Neteisingas pranešimo identifikatorius.' }),
});
export type NotificationIdInput = z.infer<typeof notificationIdSchema>;

/** How many notifications the dialog lists at most (newest first). */
export const NOTIFICATION_INBOX_LIMIT = 50;

/** The client's choice about reminder e-mails (push joins here when it exists). */
export const reminderPreferencesSchema = z.object({ email: z.boolean() });
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const reminderPreferencesInputSchema = z.object({
  email: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])], {
      error: 'Reikšmė turi būti taip arba ne.',
    })
    .transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
});
export type ReminderPreferencesInput = z.input<typeof reminderPreferencesInputSchema>;

/** Every kind of message with the person's choice for e-mail and push (in-app always comes). */
export const notificationPreferencesSchema = z.object({
  items: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      description: z.string(),
      email: z.boolean(),
      push: z.boolean(),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const PREFERENCE_KIND_MESSAGE = 'Nežinoma pranešimų rūšis.';

/** One switch: a kind of message on one channel, on or off. */
export const notificationPreferenceInputSchema = z.object({
  kind: z.enum(['reminder', 'appointment_change'], { error: PREFERENCE_KIND_MESSAGE }),
  channel: z.enum(['email', 'push'], { error: 'Kanalas turi būti el. paštas arba „push“.' }),
  enabled: reminderPreferencesInputSchema.shape.email,
});
export type NotificationPreferenceInput = z.output<typeof notificationPreferenceInputSchema>;

/** Web-services group `notifications`: the profile page's message choices. */
export interface NotificationServices {
  preferences(userId: string): Promise<NotificationPreferences['items']>;
  /** One kind on one channel (`notificationPreferenceInputSchema`); answers the choices after the change. */
  setPreference(
    user: { id: string },
    input: unknown,
  ): Promise<AdminResult<{ change: NotificationPreferenceInput; items: NotificationPreferences['items'] }>>;
}
