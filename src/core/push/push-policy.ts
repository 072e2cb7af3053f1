/**
 * Which in-app notifications also go out as push messages, and how urgently: the client hears about
 * reminders and about what the business did to the visit; the business's staff about new bookings,
 * cancellations and visits clients moved. `ttlSeconds` is how long the push service keeps a message for
 * a device that is offline: a reminder is worthless once the visit has begun, a status change stays
 * useful for a day.
 */

import type { NotificationKind } from '../notifications/notification-preferences.ts';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushDeliveryPolicy {
  urgency: PushUrgency;
  ttlSeconds: number;
  /** The kind of message a client may switch off for push; staff messages have none. */
  preference?: NotificationKind;
}

const HOUR = 3600;

const POLICIES: Readonly<Record<string, PushDeliveryPolicy>> = {
  appointment_reminder: { urgency: 'high', ttlSeconds: 2 * HOUR, preference: 'reminder' },
  appointment_confirmed: { urgency: 'high', ttlSeconds: 24 * HOUR, preference: 'appointment_change' },
  appointment_declined: { urgency: 'high', ttlSeconds: 24 * HOUR, preference: 'appointment_change' },
  appointment_moved: { urgency: 'high', ttlSeconds: 24 * HOUR, preference: 'appointment_change' },
  // A visit the business booked for the client.
  appointment_booked: { urgency: 'normal', ttlSeconds: 24 * HOUR, preference: 'appointment_change' },
  appointment_completed: { urgency: 'low', ttlSeconds: 72 * HOUR, preference: 'appointment_change' },
  appointment_no_show: { urgency: 'normal', ttlSeconds: 72 * HOUR, preference: 'appointment_change' },
  appointment_new_booking: { urgency: 'normal', ttlSeconds: 24 * HOUR },
  appointment_cancelled_by_client: { urgency: 'high', ttlSeconds: 24 * HOUR },
  appointment_moved_by_client: { urgency: 'high', ttlSeconds: 24 * HOUR },
  // The client asked for it when joining the waitlist; worthless once the hold (at most two hours) is over.
  waitlist_offer: { urgency: 'high', ttlSeconds: 2 * HOUR },
};

/** How a notification of `type` is pushed, or null when it stays in the app only. */
export function pushPolicyOf(type: string): PushDeliveryPolicy | null {
  return POLICIES[type] ?? null;
}

/**
 * The page a tap on the message opens. A subscription made in a business's own app keeps the client in
 * that app: the website's "my visits" becomes the app's. Other links (the staff's admin pages) stay.
 */
export function pushTargetUrl(
  href: string,
  subscription: { appSlug: string | null },
  websiteVisitsPath: string,
): string {
  if (subscription.appSlug === null) return href;
  const [path, query = ''] = href.split('?', 2) as [string, string?];
  if (path !== websiteVisitsPath) return href;
  return `/${subscription.appSlug}${websiteVisitsPath}${query ? `?${query}` : ''}`;
}
