import { useEffect } from 'react';
import { data } from 'react-router';
import { WIDGET_CLOSE_MESSAGE } from '../../../core/embed/widget-path.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { bookingPath } from '../../features/catalog/catalog-text.ts';
import { catalogErrorBoundary } from '../../features/catalog/not-found-panel.tsx';
import { freeTimeDays } from '../../features/catalog/search-query.ts';
import type { Route } from './+types/booking-widget';

// The booking widget other sites frame (embed.js): light on purpose, no shell. Every link opens the booking
// on our own site in a new tab, since signing in cannot happen inside a third-party frame.

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Registracija – ${loaderData.business.name}` : 'Verslas nerastas' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const business = await context.services.catalog.businessBySlug(params.slug);
  if (!business) throw data(null, { status: 404 });
  const today = localDateOf(context.now().toISOString(), business.timeZone);
  let freeTimes: ReturnType<typeof freeTimeDays> = [];
  let freeFor: string | null = null;
  if (business.onboarded) {
    // The search's engine gives the soonest free starts of the salon's best-matching service.
    const result = await context.services.catalog.searchBusinesses({
      q: business.name.slice(0, 100),
      sort: 'earliest',
      page: 1,
    });
    const item = result.items.find((i) => i.id === business.id);
    if (item?.match) {
      freeTimes = freeTimeDays(item, today);
      freeFor = business.services.find((s) => s.id === item.match?.serviceId)?.name ?? null;
    }
  }
  return {
    business: {
      name: business.name,
      slug: business.slug,
      onboarded: business.onboarded,
      services: business.services.map(({ id, name, priceCents, durationMinutes }) => ({
        id,
        name,
        priceCents,
        durationMinutes,
      })),
    },
    freeTimes,
    freeFor,
  };
}

const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

export default function BookingWidget({ loaderData }: Route.ComponentProps) {
  const { business, freeTimes, freeFor } = loaderData;
  useEffect(() => {
    if (window.parent === window) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.parent.postMessage(WIDGET_CLOSE_MESSAGE, '*');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <main id="turinys" className="mx-auto max-w-lg px-4 pt-5 pb-8">
      <h1 className="pr-10 text-xl font-semibold text-zinc-900">{business.name}</h1>
      {business.onboarded ? null : (
        <p className="mt-2 text-sm text-zinc-600">Šis salonas dar nepriima registracijų internetu.</p>
      )}

      {freeTimes.length > 0 ? (
        <section aria-labelledby="laisvi-laikai" className="mt-5">
          <h2 id="laisvi-laikai" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            Artimiausi laisvi laikai
          </h2>
          {freeFor ? <p className="mt-1 text-sm text-zinc-600">{freeFor}</p> : null}
          <div className="mt-2 space-y-2">
            {freeTimes.map((day) => (
              <div key={day.date} className="flex flex-wrap items-center gap-2">
                <span className="w-full text-sm text-zinc-700 sm:w-28 sm:shrink-0">{day.label}</span>
                {day.times.map((slot) => (
                  <a
                    key={slot.href}
                    href={slot.href}
                    {...NEW_TAB}
                    className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
                  >
                    {slot.time}
                  </a>
                ))}
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="paslaugos" className="mt-6">
        <h2 id="paslaugos" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Paslaugos
        </h2>
        {business.services.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-600">Paslaugų sąrašas dar neužpildytas.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
            {business.services.map((service) => (
              <li key={service.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium text-zinc-900">{service.name}</p>
                  <p className="text-sm text-zinc-600">
                    {formatDuration(service.durationMinutes, 'inText')} · {formatEuro(service.priceCents)}
                  </p>
                </div>
                {business.onboarded ? (
                  <a
                    href={bookingPath(business.slug, service.id)}
                    {...NEW_TAB}
                    aria-label={`Registruotis: ${service.name}`}
                    className="inline-flex h-10 shrink-0 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Registruotis
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export const ErrorBoundary = catalogErrorBoundary(
  'Verslas nerastas',
  'Tokio salono pas mus nėra arba jo adresas pasikeitė.',
);
