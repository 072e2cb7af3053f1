/**
 * The start of the day on "Apžvalga": today's visits per specialist, visits waiting for confirmation (each a
 * link to confirm it), the next free time of each specialist, and cancellations and reviews since yesterday.
 */
import { Link } from 'react-router';
import { buildRoute } from '../../../contracts/routes.ts';
import type { AdminAppointment, AdminOverview } from '../../../contracts/admin-appointments.ts';
import { formatDeadline, formatTimeRange } from '../../../core/format/lithuanian-dates.ts';
import { Card } from '../../components/card.tsx';
import { visitShortDay } from './appointment-format.ts';
import { appointmentPaths } from './appointment-paths.ts';
import { StatusBadge } from './appointment-summary.tsx';

function VisitLine({
  visit,
  href,
  showDay = false,
}: {
  visit: AdminAppointment;
  href: string;
  showDay?: boolean;
}) {
  return (
    <li>
      <Link
        to={href}
        className="flex items-start justify-between gap-3 rounded-lg px-2 py-2 hover:bg-stone-50"
        data-testid="overview-visit"
      >
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-zinc-900 tabular-nums">
            {showDay ? `${visitShortDay(visit)}, ` : ''}
            {formatTimeRange(visit.start, visit.end, visit.timeZone)} · {visit.client.name}
          </span>
          <span className="block truncate text-sm text-zinc-600">
            {visit.service.name}
            {showDay ? ` · ${visit.specialist.name}` : ''}
          </span>
        </span>
        <StatusBadge status={visit.status} />
      </Link>
    </li>
  );
}

export function DayOverview({ overview }: { overview: AdminOverview }) {
  const slug = overview.business.slug;
  const byPerson = overview.specialists
    .map((person) => ({
      person,
      visits: overview.todayVisits.filter((visit) => visit.specialist.id === person.id),
    }))
    .filter(({ person, visits }) => person.active || visits.length > 0);
  const calendarToday = appointmentPaths.calendar(slug);
  return (
    <div className="space-y-6" data-testid="day-overview">
      <Card
        id="siandien"
        title="Šiandien"
        description={`Vizitų: ${overview.todayVisits.filter((visit) => visit.status !== 'cancelled').length}`}
        actions={
          <Link to={calendarToday} className="text-sm font-semibold text-brand-800 hover:underline">
            Atidaryti kalendorių
          </Link>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {byPerson.map(({ person, visits }) => (
            <section key={person.id} aria-label={person.name} data-testid="overview-specialist">
              <h3 className="px-2 text-sm font-semibold text-zinc-900">{person.name}</h3>
              {visits.length === 0 ? (
                <p className="px-2 py-2 text-sm text-zinc-500">Šiandien vizitų nėra.</p>
              ) : (
                <ul>
                  {visits.map((visit) => (
                    <VisitLine
                      key={visit.id}
                      visit={visit}
                      href={appointmentPaths.edit(slug, visit.id, { grizti: buildRoute('admin_home') })}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          id="laukia"
          title="Laukia patvirtinimo"
          description={
            overview.pending.length === 0
              ? 'Visi vizitai patvirtinti.'
              : 'Patvirtinkite arba atmeskite – klientas laukia atsakymo.'
          }
        >
          {overview.pending.length > 0 ? (
            <ul data-testid="overview-pending">
              {overview.pending.map((visit) => (
                <VisitLine
                  key={visit.id}
                  visit={visit}
                  href={appointmentPaths.confirm(slug, visit.id)}
                  showDay
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-500">Nėra vizitų, laukiančių patvirtinimo.</p>
          )}
        </Card>

        <Card id="laisvi-laikai" title="Artimiausi laisvi laikai">
          {overview.nextFree.length === 0 ? (
            <p className="text-sm text-zinc-500">Nėra specialistų su paslaugomis.</p>
          ) : (
            <ul className="divide-y divide-stone-100" data-testid="overview-free">
              {overview.nextFree.map((item) => (
                <li key={item.specialist.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-semibold text-zinc-900">{item.specialist.name}</span>
                    <span className="block truncate text-zinc-600">{item.service}</span>
                  </span>
                  {item.start ? (
                    <Link
                      to={appointmentPaths.create(slug, {
                        data: item.start.slice(0, 10),
                        laikas: item.start.slice(11, 16),
                        specialistas: item.specialist.id,
                      })}
                      className="shrink-0 font-semibold text-brand-800 tabular-nums hover:underline"
                    >
                      {formatDeadline(item.start, overview.business.timeZone)}
                    </Link>
                  ) : (
                    <span className="shrink-0 text-zinc-500">Šią savaitę laisvo laiko nėra</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card id="atsaukti" title="Atšaukti nuo vakar">
          {overview.cancelled.length === 0 ? (
            <p className="text-sm text-zinc-500">Atšauktų vizitų nėra.</p>
          ) : (
            <ul data-testid="overview-cancelled">
              {overview.cancelled.map((visit) => (
                <VisitLine
                  key={visit.id}
                  visit={visit}
                  href={appointmentPaths.edit(slug, visit.id)}
                  showDay
                />
              ))}
            </ul>
          )}
        </Card>

        <Card id="atsiliepimai" title="Nauji atsiliepimai nuo vakar">
          {overview.reviews.length === 0 ? (
            <p className="text-sm text-zinc-500">Naujų atsiliepimų nėra.</p>
          ) : (
            <ul className="divide-y divide-stone-100" data-testid="overview-reviews">
              {overview.reviews.map((item) => (
                <li key={item.id} className="py-2 text-sm">
                  <span className="font-semibold text-zinc-900">{item.authorName}</span>{' '}
                  <span className="text-amber-600" aria-label={`Įvertinimas: ${item.rating} iš 5`}>
                    {'★'.repeat(item.rating)}
                    <span className="text-stone-300">{'★'.repeat(5 - item.rating)}</span>
                  </span>
                  {item.comment ? <p className="mt-1 text-zinc-700">{item.comment}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
