/**
 * The notifications dialog, 700 px wide and 70 % high, with one tab, "Pranešimai". It opens
 * when the address has `pranesimai`, when the bell is pressed, or by itself through the modal queue when
 * the newest notification is later than the marker stored the last time it closed.
 */
import { useEffect } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { NOTIFICATIONS_DIALOG } from '../../core/ui/modal-queue-order.ts';
import { formatTime } from '../../core/format/lithuanian-dates.ts';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { logAnError } from '../lib/api-client.ts';
import { GenericModal } from './generic-modal.tsx';
import { CloseIcon } from '../components/icons.tsx';
import { useNotifications } from './notifications-bell.tsx';
import { modalQueue } from './modal-queue.ts';
import { useQueuedModal } from './modal-queue-host.tsx';
import {
  closeNotifications,
  dismissNotificationItem,
  followNotification,
  groupNotifications,
  hasNewerThanShown,
  loadNotifications,
  openNotifications,
  readShownMarker,
  storeShownMarker,
} from './notifications-store.ts';
import { LITHUANIA_TIME_ZONE } from '../../core/time/lithuania.ts';

const NOTIFICATIONS_MODAL_ID = 'notifications';

/** `?a=1&pranesimai&b=2` without `pranesimai` → `?a=1&b=2` ('' when nothing is left). */
export function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function NotificationsDialog({
  variant,
  businessId,
  signedIn,
}: {
  variant: FrontEndVariant;
  businessId: string | null;
  signedIn: boolean;
}) {
  const { inbox, isOpen } = useNotifications();
  const inApp = variant === 'app';
  const location = useLocation();
  const navigate = useNavigate();
  const askedInAddress = new URLSearchParams(location.search).has('pranesimai');

  useEffect(() => {
    if (signedIn) void loadNotifications(businessId);
  }, [signedIn, businessId]);

  useEffect(() => {
    if (signedIn && askedInAddress) openNotifications();
  }, [signedIn, askedInAddress]);

  const newer = inbox !== null && hasNewerThanShown(inbox, readShownMarker(inApp, businessId));
  const queued = useQueuedModal(NOTIFICATIONS_MODAL_ID, signedIn && newer && !askedInAddress);
  // Opened by the bell or the address, it still holds the queue: no prompt opens over it.
  useEffect(() => {
    if (isOpen) modalQueue.hold(NOTIFICATIONS_MODAL_ID);
  }, [isOpen]);
  useEffect(() => {
    if (queued.isOpen) openNotifications();
  }, [queued.isOpen]);

  if (!signedIn) return null;

  // Seen is seen, whether the dialog was closed or left by following a notification: the queue does not
  // open it again on the next page for the same news.
  const storeSeen = () => {
    if (inbox?.current) storeShownMarker(inApp, businessId, inbox.current);
    else void logAnError('Missing "current" attribute on the notifications modal');
  };
  const close = () => {
    storeSeen();
    closeNotifications();
    queued.setOpen(false);
    // The address asked for the dialog: without the parameter a reload does not open it again.
    if (askedInAddress) {
      void navigate(
        {
          pathname: location.pathname,
          search: withoutParam(location.search, 'pranesimai'),
          hash: location.hash,
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  // One inbox mixes several businesses' news and groups it by the viewer's days: the platform's zone, not
  // any one business's (an account carries none).
  const groups = inbox ? groupNotifications(inbox.items, inbox.current, LITHUANIA_TIME_ZONE) : [];
  return (
    <GenericModal
      id={NOTIFICATIONS_MODAL_ID}
      testId="notifications-dialog"
      title="Pranešimai"
      hideTitle
      isOpen={isOpen}
      onOpenChange={(open) => (open ? openNotifications() : close())}
      options={{ width: NOTIFICATIONS_DIALOG.width, height: `${NOTIFICATIONS_DIALOG.heightPercent}vh` }}
      className="flex flex-col"
    >
      <Tabs className="flex min-h-0 flex-1 flex-col">
        <TabList aria-label="Pranešimų skiltys" className="flex gap-1 border-b border-stone-200">
          <Tab
            id="pranesimai"
            className="-mb-px flex cursor-default items-center gap-2 border-b-2 border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Pranešimai
            {inbox && inbox.count > 0 ? (
              <span
                data-testid="notifications-tab-count"
                className="rounded-full bg-brand-700 px-2 text-xs text-white"
              >
                {inbox.count}
              </span>
            ) : null}
          </Tab>
        </TabList>
        <TabPanel id="pranesimai" className="min-h-0 flex-1 overflow-y-auto pt-3 outline-none">
          {groups.length === 0 ? (
            <p data-testid="notifications-empty" className="px-2 py-10 text-center text-sm text-zinc-600">
              Pranešimų dėžutė tuščia. Čia matysite žinias apie savo vizitus.
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.date} data-testid="notifications-group" className="mb-4">
                <h3 className="mb-1 px-1 text-xs font-semibold tracking-wide text-zinc-500 first-letter:uppercase">
                  {group.label}
                </h3>
                <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
                  {group.items.map((item) => (
                    <li
                      key={item.id}
                      data-testid="notification"
                      data-active={item.active ? 'true' : 'false'}
                      className={`flex items-start gap-2 px-3 py-2.5 ${item.active ? 'bg-brand-50/60' : ''}`}
                    >
                      <a
                        href={item.href}
                        onClick={(event) => {
                          event.preventDefault();
                          storeSeen();
                          void followNotification(item, (href) => window.location.assign(href));
                        }}
                        className="min-w-0 flex-1 rounded outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                      >
                        <span className="flex items-center gap-2">
                          {item.active ? (
                            <span
                              className="size-2 shrink-0 rounded-full bg-brand-600"
                              aria-label="Neskaitytas"
                            />
                          ) : null}
                          <span
                            className={`text-sm ${item.active ? 'font-semibold text-zinc-900' : 'text-zinc-700'}`}
                          >
                            {item.title}
                          </span>
                          <span className="ml-auto shrink-0 text-xs text-zinc-500">
                            {formatTime(item.createdAt, LITHUANIA_TIME_ZONE)}
                          </span>
                        </span>
                        {item.body ? (
                          <span className="mt-0.5 block text-sm text-zinc-600">{item.body}</span>
                        ) : null}
                      </a>
                      <Button
                        aria-label={`Pašalinti pranešimą „${item.title}“`}
                        onPress={() => void dismissNotificationItem(item.id)}
                        className="rounded-lg p-1.5 text-zinc-500 outline-none hover:bg-stone-100 hover:text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-600"
                      >
                        <CloseIcon className="size-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </TabPanel>
      </Tabs>
    </GenericModal>
  );
}
