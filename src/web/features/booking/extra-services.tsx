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
        <ServiceRows
          services={extras}
          action="Pašalinti"
          variant="ghost"
          onPress={(service) => onChange(ids.filter((id) => id !== service.id))}
        />
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
            <ServiceRows
              id="pridedamos-paslaugos"
              services={addable}
              action="Pridėti"
              variant="secondary"
              onPress={(service) => {
                setOpen(false);
                onChange([...ids, service.id]);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Services with their length and price, each with the one thing to do with it ("Pridėti" or "Pašalinti"). */
function ServiceRows({
  id,
  services,
  action,
  variant,
  onPress,
}: {
  id?: string;
  services: readonly PublicService[];
  action: 'Pridėti' | 'Pašalinti';
  variant: 'secondary' | 'ghost';
  onPress: (service: PublicService) => void;
}) {
  return (
    <ul id={id} className="mt-3 divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
      {services.map((service) => (
        <li key={service.id} className="flex items-center gap-3 px-3 py-2">
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
            onClick={() => onPress(service)}
          >
            {action}
          </button>
        </li>
      ))}
    </ul>
  );
}
