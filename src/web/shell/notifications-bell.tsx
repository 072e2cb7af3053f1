// The bell in the top bar, apart from the dialog it opens: the dialog (React Aria's modal and tabs) loads
// only for a signed-in person, while the bell is a plain button that sets the store's open flag.
import { useSyncExternalStore } from 'react';
import { BellIcon } from '../components/icons.tsx';
import {
  getNotificationsState,
  getServerNotificationsState,
  openNotifications,
  subscribeNotifications,
} from './notifications-store.ts';

export function useNotifications() {
  return useSyncExternalStore(subscribeNotifications, getNotificationsState, getServerNotificationsState);
}

/** The bell that opens the dialog, with the unread count as a badge. */
export function NotificationsBell() {
  const { inbox } = useNotifications();
  const count = inbox?.count ?? 0;
  return (
    <button
      type="button"
      onClick={openNotifications}
      aria-label={count > 0 ? `Pranešimai, neskaitytų: ${count}` : 'Pranešimai'}
      data-testid="notifications-bell"
      className="relative rounded-full p-2 text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <BellIcon />
      {count > 0 ? (
        <span
          data-testid="notifications-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
