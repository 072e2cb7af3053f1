// The client's places on waitlists, on "Mano vizitai": what they wait for, a held time to take, and a way
// to leave the list.
import { Link } from 'react-router';
import type { WaitlistEntry } from '../../../contracts/waitlist.ts';
import { formatLongDate, formatTime } from '../../../core/format/lithuanian-dates.ts';
import { buttonClass, busySubmitProps } from '../../components/button.tsx';
import { BellIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { WAITLIST_LEAVE_INTENT } from './waitlist-texts.ts';

export function WaitlistEntries({
  entries,
  action,
  offerHref,
  className = '',
}: {
  entries: WaitlistEntry[];
  /** The page whose action takes the "leave" form. */
  action: string;
  offerHref: (offerId: string) => string;
  className?: string;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="laukimai-antraste" className={className}>
      <h2 id="laukimai-antraste" className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <BellIcon className="size-5 text-brand-700" /> Laukiu, kol atsilaisvins
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} action={action} offerHref={offerHref} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryCard({
  entry,
  action,
  offerHref,
}: {
  entry: WaitlistEntry;
  action: string;
  offerHref: (offerId: string) => string;
}) {
  const { fetcher, busy } = useIntentFetcher({ intent: WAITLIST_LEAVE_INTENT });
  const offer = entry.offer;
  return (
    <article
      data-waitlist-entry={entry.id}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <p className="font-semibold text-zinc-900">{entry.service.name}</p>
      <p className="text-sm text-zinc-700">{entry.business.name}</p>
      <p className="mt-1 text-sm text-zinc-600">
        {formatLongDate(entry.date)}, {entry.from}–{entry.to === '24:00' ? '24:00' : entry.to}
        {entry.specialist ? ` · ${entry.specialist.name}` : ' · bet kuris specialistas'}
      </p>
      {offer ? (
        <div className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p className="font-semibold">
            Atsilaisvino {formatTime(offer.start, offer.timeZone)} – rezervuota jums iki{' '}
            {formatTime(offer.expiresAt, offer.timeZone)}
          </p>
          <Link to={offerHref(offer.id)} className={buttonClass('primary', 'mt-2 w-full sm:w-auto')}>
            Peržiūrėti ir registruotis
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-sm text-zinc-600">Pranešime, kai atsilaisvins tinkamas laikas.</p>
      )}
      <fetcher.Form method="post" action={action} className="mt-3">
        <input type="hidden" name="intent" value={WAITLIST_LEAVE_INTENT} />
        <input type="hidden" name="entryId" value={entry.id} />
        <button {...busySubmitProps(busy)} className={buttonClass('ghost', 'w-full sm:w-auto')}>
          Nebelaukti
        </button>
      </fetcher.Form>
    </article>
  );
}
