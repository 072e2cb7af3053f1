import { useEffect, useState } from 'react';
import type { PublicService } from '../../../contracts/catalog.ts';
import type { TimeSlot } from '../../../contracts/schedule.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatShortDate, formatTimeRange } from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import type { BookingBusiness } from './booking-business.ts';
import { AnySpecialistAvatar, SpecialistAvatar } from './specialist-avatar.tsx';
import { AddressText } from '../../components/contact-text.tsx';

export interface BookingSummaryProps {
  business: BookingBusiness;
  service: PublicService | null;
  specialistName: string | null;
  specialistPhoto: string | null;
  anySpecialist: boolean;
  date: string | null;
  time: string | null;
  slot: TimeSlot | null;
  timeZone: string;
}

/** The choice so far, beside the steps on wide screens. */
export function BookingSummary(props: BookingSummaryProps) {
  const { business, service, specialistName, date, time, slot, timeZone } = props;
  const when = date
    ? `${formatShortDate(date)}${slot ? `, ${formatTimeRange(slot.start, slot.end, timeZone)}` : time ? `, ${time}` : ''}`
    : null;
  return (
    <aside aria-labelledby="santrauka-antraste" className="hidden lg:sticky lg:top-24 lg:block">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200">
        <h2 id="santrauka-antraste" className="text-lg font-semibold text-zinc-900">
          Jūsų vizitas
        </h2>
        <p className="mt-1 text-sm text-zinc-600">
          {business.name}
          {business.address ? (
            <span className="block">
              <AddressText address={business.address} />
            </span>
          ) : null}
        </p>
        {!service ? (
          <p className="mt-5 rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-zinc-600">
            Pasirinkite paslaugą – čia matysite savo registracijos santrauką.
          </p>
        ) : (
          <dl className="mt-5 space-y-4 text-sm">
            <div>
              <dt className="text-zinc-600">Paslauga</dt>
              <dd className="font-medium text-zinc-900">{service.name}</dd>
              <dd className="text-zinc-600">{formatDuration(service.durationMinutes, 'inText')}</dd>
            </div>
            <div>
              <dt className="text-zinc-600">Specialistas</dt>
              <dd className="mt-1 flex items-center gap-2 font-medium text-zinc-900">
                {specialistName ? (
                  <>
                    {props.anySpecialist ? (
                      <AnySpecialistAvatar size="sm" />
                    ) : (
                      <SpecialistAvatar name={specialistName} photo={props.specialistPhoto} size="sm" />
                    )}
                    {specialistName}
                  </>
                ) : (
                  <span className="font-normal text-zinc-600">Nepasirinkta</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-600">Data ir laikas</dt>
              <dd className={when ? 'font-medium text-zinc-900' : 'text-zinc-600'}>
                {when ?? 'Nepasirinkta'}
              </dd>
            </div>
            <div className="flex items-baseline justify-between border-t border-zinc-100 pt-4">
              <dt className="font-medium text-zinc-900">Kaina</dt>
              <dd className="text-lg font-semibold text-zinc-900">{formatEuro(service.priceCents)}</dd>
            </div>
          </dl>
        )}
      </div>
    </aside>
  );
}

/** Whether the element with this id is at least partly in the viewport (false while there is none). */
function useOnScreen(id: string | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = id ? document.getElementById(id) : null;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setOnScreen(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}

/**
 * On phones: the choice in a bar stuck to the bottom of the screen while the steps scroll past (sticky, so it
 * stops above the page footer), with a shortcut to confirming.
 */
export function MobileSummaryBar({
  service,
  when,
  ready,
  targetId,
}: {
  service: PublicService | null;
  when: string | null;
  ready: boolean;
  targetId: string;
}) {
  const confirmOnScreen = useOnScreen(ready ? targetId : null);
  // Once the confirming step is on screen its own button is the way on: a second one would compete.
  if (!service || confirmOnScreen) return null;
  const goToConfirm = () => {
    const section = document.getElementById(targetId);
    if (!section) return;
    // The whole step when it fits the screen; on a short one its confirming button at the bottom, with as
    // much of the step above it as fits.
    const button = section.querySelector<HTMLElement>('button[type="submit"]');
    const fits = section.getBoundingClientRect().height <= window.innerHeight;
    if (fits || !button) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else button.scrollIntoView({ behavior: 'smooth', block: 'end' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-zinc-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-zinc-900">{service.name}</p>
          <p className="truncate text-sm text-zinc-600">
            {when ?? formatDuration(service.durationMinutes, 'inText')} · {formatEuro(service.priceCents)}
          </p>
        </div>
        {ready ? (
          <button
            type="button"
            onClick={goToConfirm}
            className="shrink-0 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Tęsti
          </button>
        ) : null}
      </div>
    </div>
  );
}
