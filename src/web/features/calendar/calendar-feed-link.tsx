/**
 * A secret calendar subscription link (Google, Apple, Outlook poll it) with copy and "new link": making
 * a new one stops the old from working, for a link that was shared by mistake.
 */
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { RouteName, RouteParams } from '../../../contracts/routes.ts';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';

export function CalendarFeedLink({ route, params }: { route: RouteName; params?: RouteParams }) {
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const key = JSON.stringify(params ?? {});
  const inputId = useId();

  async function load(regenerate: boolean) {
    setPending(true);
    try {
      const body = await callApi<{ url: string }>('POST', route, {
        params,
        data: { regenerate: regenerate ? 'true' : 'false' },
      });
      setUrl(body.url);
      if (regenerate) toast('success', 'Sukurta nauja nuoroda. Senoji nebegalioja.');
    } catch (error) {
      toast('danger', requestErrorMessage(error, 'Nepavyko gauti nuorodos. Bandykite dar kartą.'));
    } finally {
      setPending(false);
    }
  }

  // The link is fetched again only when it is another calendar's (`params` is a new object on every render).
  const loadCurrent = useEffectEvent(() => void load(false));
  useEffect(() => {
    loadCurrent();
  }, [route, key]);

  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url);
    toast('success', 'Nuoroda nukopijuota.');
  }

  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium text-zinc-800" htmlFor={inputId}>
        Kalendoriaus prenumeratos nuoroda
      </label>
      <input
        id={inputId}
        readOnly
        value={url ?? ''}
        placeholder="Kuriama…"
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-xl border border-zinc-300 bg-stone-50 px-3 py-2 text-sm text-zinc-800"
      />
      <p className="text-sm text-zinc-600">
        Įklijuokite ją „Google“, „Apple“ ar „Outlook“ kalendoriuje („Pridėti kalendorių pagal URL“). Nuoroda
        slapta – ja nesidalinkite.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!url}
          onClick={() => void copy()}
          className="rounded-xl bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-50"
        >
          Kopijuoti
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => void load(true)}
          className="rounded-xl bg-white px-3 py-2 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 hover:bg-stone-50 disabled:opacity-50"
        >
          Sukurti naują nuorodą
        </button>
      </div>
    </div>
  );
}
