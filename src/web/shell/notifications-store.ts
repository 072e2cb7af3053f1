/**
 * The notifications dialog's state, shared by the dialog and the bell in the top bar: the user's inbox
 * loaded from the API, whether the dialog is open, and the rules for clicking (read,
 * then go to its href) and dismissing (gone from the list; the count drops only for an unread one).
 */
import type { NotificationInbox, NotificationItem } from '../../contracts/notifications.ts';
import { formatLongDate, localDateOf } from '../../core/format/lithuanian-dates.ts';
import { callApi } from '../lib/api-client.ts';
import { STORAGE_KEYS, readStorage, writeStorage, type StorageArea } from './storage.ts';

export interface NotificationsState {
  inbox: NotificationInbox | null;
  isOpen: boolean;
}

let state: NotificationsState = { inbox: null, isOpen: false };
const listeners = new Set<() => void>();
const serverState: NotificationsState = { inbox: null, isOpen: false };

function setState(next: Partial<NotificationsState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getNotificationsState = () => state;
export const getServerNotificationsState = () => serverState;

export async function loadNotifications(businessId: string | null): Promise<NotificationInbox | null> {
  try {
    const inbox = await callApi<NotificationInbox>('GET', 'user_notifications', {
      data: businessId ? { business: businessId } : {},
    });
    setState({ inbox });
    return inbox;
  } catch {
    // Reported through the request helper; the bell simply shows nothing.
    return null;
  }
}

export const openNotifications = () => setState({ isOpen: true });
export const closeNotifications = () => setState({ isOpen: false });

/** Where the dialog remembers the last `current` marker it showed: per business, session in the app. */
export function notificationsShownStorage(inApp: boolean): StorageArea {
  return inApp ? 'session' : 'local';
}
export function notificationsShownKey(businessId: string | null): string {
  return STORAGE_KEYS.notificationsShown(businessId ?? 'svetaine');
}

/** Opens by itself when the newest notification is later than the marker stored when it last closed. */
export function hasNewerThanShown(inbox: NotificationInbox, storedMarker: string | null): boolean {
  if (!inbox.newest) return false;
  if (!storedMarker) return true;
  const stored = Date.parse(storedMarker);
  return Number.isNaN(stored) || Date.parse(inbox.newest) > stored;
}

export function readShownMarker(inApp: boolean, businessId: string | null): string | null {
  return readStorage(notificationsShownStorage(inApp), notificationsShownKey(businessId));
}
export function storeShownMarker(inApp: boolean, businessId: string | null, marker: string): void {
  writeStorage(notificationsShownStorage(inApp), notificationsShownKey(businessId), marker);
}

/** Without the item: the count drops by one only when it was unread. */
export function withoutNotification(inbox: NotificationInbox, id: string): NotificationInbox {
  const item = inbox.items.find((candidate) => candidate.id === id);
  if (!item) return inbox;
  return {
    ...inbox,
    items: inbox.items.filter((candidate) => candidate.id !== id),
    count: item.active ? Math.max(0, inbox.count - 1) : inbox.count,
  };
}

export function withNotificationRead(inbox: NotificationInbox, id: string): NotificationInbox {
  const item = inbox.items.find((candidate) => candidate.id === id);
  if (!item?.active) return inbox;
  return {
    ...inbox,
    items: inbox.items.map((candidate) =>
      candidate.id === id ? { ...candidate, active: false } : candidate,
    ),
    count: Math.max(0, inbox.count - 1),
  };
}

export interface NotificationGroup {
  date: string;
  label: string;
  items: NotificationItem[];
}

/** Groups by local day, newest first, labelled "Šiandien", "Vakar" or the long date. */
export function groupNotifications(
  items: NotificationItem[],
  now: string,
  timeZone: string,
): NotificationGroup[] {
  const today = localDateOf(now, timeZone);
  const yesterday = localDateOf(new Date(Date.parse(now) - 86_400_000).toISOString(), timeZone);
  const groups: NotificationGroup[] = [];
  for (const item of items) {
    const date = localDateOf(item.createdAt, timeZone);
    let group = groups.find((candidate) => candidate.date === date);
    if (!group) {
      const label = date === today ? 'Šiandien' : date === yesterday ? 'Vakar' : formatLongDate(date);
      group = { date, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** Unread becomes read (a failure to mark it is ignored: going there matters more), then the browser goes to its href. */
export async function followNotification(item: NotificationItem, navigate: (href: string) => void) {
  if (item.active && state.inbox) {
    setState({ inbox: withNotificationRead(state.inbox, item.id) });
    await callApi('POST', 'mark_notification_as_seen', { data: { id: item.id } }).catch(() => undefined);
  }
  navigate(item.href);
}

export async function dismissNotificationItem(id: string) {
  if (state.inbox) setState({ inbox: withoutNotification(state.inbox, id) });
  await callApi('POST', 'dismiss_notification', { data: { id } }).catch(() => undefined);
}
