/**
 * E-mail and push per kind of message, each a switch saved at once through the profile page's action; in-app
 * notifications always come. The choices come from the page's loader.
 */
import { useEffect, useState } from 'react';
import type { NotificationPreferences as Preferences } from '../../../contracts/notifications.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

type Channel = 'email' | 'push';

/** The `intent` of a switch, answered by the profile page's action. */
export const NOTIFICATION_PREFERENCE_INTENT = 'notification-preference';

export const CHANNEL_LABELS: Record<Channel, { column: string; suffix: string }> = {
  email: { column: 'El. paštu', suffix: 'el. paštu' },
  push: { column: 'Telefone („push“)', suffix: '„push“ pranešimais' },
};

/** Posts to the action of the page it stands on (the profile page, on the website or in a business's app). */
export function NotificationPreferences({ items }: { items: Preferences['items'] }) {
  const { fetcher, busy } = useIntentFetcher({ intent: NOTIFICATION_PREFERENCE_INTENT });
  // The box follows the click at once; the loader's choices replace it after a save, and a refusal puts it
  // back.
  const [clicked, setClicked] = useState<{ kind: string; channel: Channel; enabled: boolean } | null>(null);
  useEffect(() => setClicked(null), [items]);
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setClicked(null);
  }, [fetcher.data]);
  const shown = items.map((item) =>
    clicked?.kind === item.kind ? { ...item, [clicked.channel]: clicked.enabled } : item,
  );

  return (
    <div data-testid="notification-preferences">
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {shown.map((item) => (
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
                    disabled={busy}
                    aria-label={`${item.label} ${CHANNEL_LABELS[channel].suffix}`}
                    onChange={(event) => {
                      const enabled = event.currentTarget.checked;
                      setClicked({ kind: item.kind, channel, enabled });
                      void fetcher.submit(
                        {
                          intent: NOTIFICATION_PREFERENCE_INTENT,
                          kind: item.kind,
                          channel,
                          enabled: String(enabled),
                        },
                        { method: 'post' },
                      );
                    }}
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
