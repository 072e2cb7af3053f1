// "Pridėti paslaugą": more services in the same visit, performed back to back by one specialist after the
// first. Only services someone performs together with every chosen one are offered.
import { useState } from 'react';
import type { PublicService } from '../../../contracts/catalog.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { buttonClass } from '../../components/button.tsx';
import { MAX_EXTRA_SERVICES } from '../../../contracts/booking-choice.ts';

export function ExtraServices({
  extras,
  addable,
  onChange,
}: {
  /** The services already added after the first, in order. */
  extras: readonly PublicService[];
  /** Services that can still be added (someone performs them with all the chosen ones). */
  addable: readonly PublicService[];
  onChange: (extraServiceIds: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const ids = extras.map((service) => service.id);
  const canAdd = extras.length < MAX_EXTRA_SERVICES && addable.length > 0;
  if (extras.length === 0 && !canAdd) return null;
  return (
    <section aria-labelledby="papildomos-paslaugos" className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200">
      <h2 id="papildomos-paslaugos" className="text-sm font-semibold text-zinc-900">
        Kelios paslaugos viename vizite
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Pridėtas paslaugas atliks tas pats specialistas, vieną po kitos.
      </p>
      {extras.length > 0 ? (
        <ul className="mt-3 divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
          {extras.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              action="Pašalinti"
              variant="ghost"
              onPress={() => onChange(ids.filter((id) => id !== service.id))}
            />
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <div className="mt-3">
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-expanded={open}
            aria-controls="pridedamos-paslaugos"
            onClick={() => setOpen(!open)}
          >
            Pridėti paslaugą
          </button>
          {open ? (
            <ul
              id="pridedamos-paslaugos"
              className="mt-3 divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200"
            >
              {addable.map((service) => (
                <ServiceRow
                  key={service.id}
                  service={service}
                  action="Pridėti"
                  variant="secondary"
                  onPress={() => {
                    setOpen(false);
                    onChange([...ids, service.id]);
                  }}
                />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A service with its length and price, and the one thing to do with it ("Pridėti" or "Pašalinti"). */
function ServiceRow({
  service,
  action,
  variant,
  onPress,
}: {
  service: PublicService;
  action: 'Pridėti' | 'Pašalinti';
  variant: 'secondary' | 'ghost';
  onPress: () => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-zinc-900">{service.name}</span>
        <span className="block text-sm text-zinc-600">
          {formatDuration(service.durationMinutes, 'inText')} · {formatEuro(service.priceCents)}
        </span>
      </span>
      <button
        type="button"
        className={buttonClass(variant)}
        aria-label={`${action} paslaugą „${service.name}“`}
        onClick={onPress}
      >
        {action}
      </button>
    </li>
  );
}
