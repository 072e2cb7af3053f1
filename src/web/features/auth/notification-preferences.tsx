/** E-mail and push per kind of message, each a switch saved at once; in-app notifications always come. */
import { useEffect, useState } from 'react';
import {
  notificationPreferencesSchema,
  type NotificationPreferences as Preferences,
} from '../../../contracts/notifications.ts';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import {
  isNotificationKind,
  preferenceChangedMessage,
} from '../../../core/notifications/notification-preferences.ts';

type Channel = 'email' | 'push';

const CHANNEL_LABELS: Record<Channel, { column: string; suffix: string }> = {
  email: { column: 'El. paštu', suffix: 'el. paštu' },
  push: { column: 'Telefone („push“)', suffix: '„push“ pranešimais' },
};

export function NotificationPreferences() {
  const [items, setItems] = useState<Preferences['items'] | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi<unknown>('GET', 'user_notification_preferences')
      .then((body) => live && setItems(notificationPreferencesSchema.parse(body).items))
      .catch((error: unknown) => {
        if (live) toast('danger', requestErrorMessage(error, 'Nepavyko įkelti pranešimų nustatymų.'));
      });
    return () => {
      live = false;
    };
  }, []);

  async function change(kind: string, channel: Channel, enabled: boolean) {
    if (!items) return;
    const previous = items;
    // The box follows the click at once; a refusal puts it back.
    setItems(items.map((item) => (item.kind === kind ? { ...item, [channel]: enabled } : item)));
    setPending(`${kind}:${channel}`);
    try {
      const body = await callApi<unknown>('POST', 'user_notification_preferences', {
        data: { kind, channel, enabled },
      });
      setItems(notificationPreferencesSchema.parse(body).items);
      if (isNotificationKind(kind)) {
        toast('success', preferenceChangedMessage(kind, CHANNEL_LABELS[channel].suffix, enabled));
      }
    } catch (error) {
      setItems(previous);
      toast('danger', requestErrorMessage(error, 'Nepavyko išsaugoti. Bandykite dar kartą.'));
    } finally {
      setPending(null);
    }
  }

  return (
    <div data-testid="notification-preferences">
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {(items ?? []).map((item) => (
          <li key={item.kind} className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <span>
              <span className="block text-sm font-semibold text-zinc-900">{item.label}</span>
              <span className="mt-0.5 block text-sm text-zinc-600">{item.description}</span>
            </span>
            <span className="flex flex-wrap gap-x-5 gap-y-2">
              {(['email', 'push'] as const).map((channel) => (
                <label key={channel} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-800">
                  <input
                    type="checkbox"
                    name={`${item.kind}.${channel}`}
                    checked={item[channel]}
                    disabled={pending !== null}
                    aria-label={`${item.label} ${CHANNEL_LABELS[channel].suffix}`}
                    onChange={(event) => void change(item.kind, channel, event.currentTarget.checked)}
                    className="size-5 shrink-0 rounded border-zinc-300 accent-brand-700"
                  />
                  {CHANNEL_LABELS[channel].column}
                </label>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-zinc-600">
        Pranešimus programėlėje matysite bet kuriuo atveju. „Push“ pranešimai ateina tik į įrenginius,
        kuriuose juos leidote.
      </p>
    </div>
  );
}
