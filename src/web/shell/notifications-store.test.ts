import { describe, expect, it } from 'vitest';
import type { NotificationInbox, NotificationItem } from '../../contracts/notifications.ts';
import {
  groupNotifications,
  hasNewerThanShown,
  notificationsShownKey,
  notificationsShownStorage,
  withNotificationRead,
  withoutNotification,
} from './notifications-store.ts';

function item(id: string, createdAt: string, active = true): NotificationItem {
  return { id, title: `Pranešimas ${id}`, body: '', href: '/mano-vizitai', active, createdAt };
}

const inbox: NotificationInbox = {
  items: [
    item('c', '2026-11-23T21:30:00.000Z'), // 23:30 in Vilnius, 23 Nov
    item('b', '2026-11-22T22:30:00.000Z', false), // 00:30 in Vilnius, 23 Nov
    item('a', '2026-11-22T10:00:00.000Z'),
    item('z', '2026-11-18T10:00:00.000Z'),
  ],
  count: 3,
  newest: '2026-11-23T21:30:00.000Z',
  current: '2026-11-23T21:45:00.000Z',
};

describe('notifications dialog rules', () => {
  it('opens by itself only for a notification newer than the stored marker', () => {
    expect(hasNewerThanShown(inbox, null)).toBe(true);
    expect(hasNewerThanShown(inbox, '2026-11-23T21:00:00.000Z')).toBe(true);
    expect(hasNewerThanShown(inbox, '2026-11-23T21:30:00.000Z')).toBe(false);
    expect(hasNewerThanShown(inbox, inbox.current)).toBe(false);
    expect(hasNewerThanShown({ ...inbox, items: [], newest: null }, null)).toBe(false);
  });

  it('remembers the marker per business: session storage in the app, local storage elsewhere', () => {
    expect(notificationsShownStorage(true)).toBe('session');
    expect(notificationsShownStorage(false)).toBe('local');
    expect(notificationsShownKey('b-1')).toBe('notificationsShown[b-1]');
    expect(notificationsShownKey(null)).toBe('notificationsShown[svetaine]');
  });

  it('dismissing lowers the count only for an unread notification', () => {
    const withoutRead = withoutNotification(inbox, 'b');
    expect(withoutRead.items.map((i) => i.id)).toEqual(['c', 'a', 'z']);
    expect(withoutRead.count).toBe(3);
    const withoutUnread = withoutNotification(withoutRead, 'c');
    expect(withoutUnread.count).toBe(2);
    expect(withoutNotification(inbox, 'nera')).toBe(inbox);
  });

  it('reading lowers the count once', () => {
    const read = withNotificationRead(inbox, 'a');
    expect(read.items.find((i) => i.id === 'a')?.active).toBe(false);
    expect(read.count).toBe(2);
    expect(withNotificationRead(read, 'a')).toBe(read);
  });

  it('groups by the local day in Vilnius: today, yesterday, then the long date', () => {
    const groups = groupNotifications(inbox.items, inbox.current, 'Europe/Vilnius');
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Šiandien', ['c', 'b']],
      ['Vakar', ['a']],
      ['trečiadienis, lapkričio 18 d.', ['z']],
    ]);
  });
});
