import { Link } from 'react-router';
import type { PublicBusiness } from '../../../contracts/catalog.ts';
import type { ServiceGroup } from '../../lib/services-by-area.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { ClockIcon } from '../../components/icons.tsx';
import { BUSINESS_CARD, BusinessSection } from './business-section.tsx';
import { formatDuration } from '../../../core/format/durations.ts';
import { bookingPath } from './catalog-text.ts';
import { Avatar } from '../../components/avatar.tsx';
import { SERVICE_FORMS } from '../../../core/format/nouns.ts';

/** The price list by area, with a booking link per service once the salon takes bookings online. */
export function BusinessServices({
  business,
  groups,
}: {
  business: PublicBusiness;
  groups: readonly ServiceGroup[];
}) {
  return (
    <BusinessSection
      slug="paslaugos"
      title="Paslaugos"
      aside={
        <span className="text-sm text-zinc-600">{formatCount(business.services.length, SERVICE_FORMS)}</span>
      }
    >
      {groups.length === 0 ? (
        <p className="mt-3 text-zinc-600">Paslaugų sąrašas dar neužpildytas.</p>
      ) : (
        <div className="mt-4 space-y-6">
          {groups.map((group) => (
            <div key={group.slug}>
              <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{group.title}</h3>
              <ul className={`mt-2 divide-y divide-stone-100 ${BUSINESS_CARD}`}>
                {group.services.map((service) => (
                  <li key={service.id} className="flex items-start justify-between gap-3 p-4 sm:items-center">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-zinc-900">{service.name}</p>
                      {service.description ? (
                        <p className="mt-0.5 text-sm text-zinc-600">{service.description}</p>
                      ) : null}
                      <p className="mt-1 flex items-center gap-1 text-sm text-zinc-600">
                        <ClockIcon className="size-4 text-zinc-500" />
                        {formatDuration(service.durationMinutes, 'inText')}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center sm:gap-4">
                      <span className="text-base font-semibold whitespace-nowrap text-zinc-900">
                        {formatEuro(service.priceCents)}
                      </span>
                      {business.onboarded ? (
                        <Link
                          to={bookingPath(business.slug, service.id)}
                          aria-label={`Registruotis: ${service.name}`}
                          className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-brand-50 sm:px-4"
                        >
                          Registruotis
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </BusinessSection>
  );
}

/** The specialists with a photo or their initials. */
export function BusinessTeam({ specialists }: { specialists: PublicBusiness['specialists'] }) {
  if (specialists.length === 0) return null;
  return (
    <BusinessSection slug="komanda" title="Komanda">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {specialists.map((person) => (
          <li key={person.id} className={`flex flex-col items-center p-4 text-center ${BUSINESS_CARD}`}>
            <Avatar
              name={person.name}
              photo={person.photo}
              width={80}
              height={80}
              className="size-16"
              discClassName="bg-gradient-to-br from-brand-100 to-rose-200 text-lg font-semibold text-brand-800"
            />
            <p className="mt-3 text-sm font-semibold text-zinc-900">{person.name}</p>
            {person.title ? <p className="mt-0.5 text-xs text-zinc-600">{person.title}</p> : null}
          </li>
        ))}
      </ul>
    </BusinessSection>
  );
}
