/**
 * The start of the day on "Apžvalga": today's visits per specialist, visits waiting for confirmation (each a
 * link to confirm it), the next free time of each specialist, and cancellations and reviews since yesterday.
 */
import type { ReactNode } from 'react';
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

/** Visits, each a link to where it is handled (`href`); `showDay` for lists that span more than today. */
function VisitLines({
  visits,
  href,
  showDay = false,
  testId,
}: {
  visits: AdminAppointment[];
  href: (visit: AdminAppointment) => string;
  showDay?: boolean;
  testId?: string;
}) {
  return (
    <ul data-testid={testId}>
      {visits.map((visit) => (
        <VisitLine key={visit.id} visit={visit} href={href(visit)} showDay={showDay} />
      ))}
    </ul>
  );
}

/** A card of one list under today's visits: the list, or a line saying there is nothing in it. */
interface ListCardProps {
  id: string;
  title: string;
  description?: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

function ListCard({ id, title, description, isEmpty, emptyText, children }: ListCardProps) {
  return (
    <Card id={id} title={title} description={description}>
      {isEmpty ? <p className="text-sm text-zinc-500">{emptyText}</p> : children}
    </Card>
  );
}

/** A card of one kind of item, a line each from `children`, with rules between the lines. */
function ItemListCard<T>({
  items,
  testId,
  children,
  ...card
}: Omit<ListCardProps, 'isEmpty' | 'children'> & {
  items: readonly T[];
  testId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ListCard {...card} isEmpty={items.length === 0}>
      <ul className="divide-y divide-stone-100" data-testid={testId}>
        {items.map((item) => children(item))}
      </ul>
    </ListCard>
  );
}

/** A card of visits from more than today: each line names its day and specialist. */
function VisitListCard({
  visits,
  href,
  testId,
  ...card
}: Omit<ListCardProps, 'isEmpty' | 'children'> &
  Pick<Parameters<typeof VisitLines>[0], 'visits' | 'href' | 'testId'>) {
  return (
    <ListCard {...card} isEmpty={visits.length === 0}>
      <VisitLines visits={visits} href={href} showDay testId={testId} />
    </ListCard>
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
                <VisitLines
                  visits={visits}
                  href={(visit) =>
                    appointmentPaths.edit(slug, visit.id, { grizti: buildRoute('admin_home') })
                  }
                />
              )}
            </section>
          ))}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <VisitListCard
          id="laukia"
          title="Laukia patvirtinimo"
          description={
            overview.pending.length === 0
              ? 'Visi vizitai patvirtinti.'
              : 'Patvirtinkite arba atmeskite – klientas laukia atsakymo.'
          }
          emptyText="Nėra vizitų, laukiančių patvirtinimo."
          visits={overview.pending}
          href={(visit) => appointmentPaths.confirm(slug, visit.id)}
          testId="overview-pending"
        />

        <ItemListCard
          id="laisvi-laikai"
          title="Artimiausi laisvi laikai"
          emptyText="Nėra specialistų su paslaugomis."
          items={overview.nextFree}
          testId="overview-free"
        >
          {(item) => (
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
          )}
        </ItemListCard>

        <VisitListCard
          id="atsaukti"
          title="Atšaukti nuo vakar"
          emptyText="Atšauktų vizitų nėra."
          visits={overview.cancelled}
          href={(visit) => appointmentPaths.edit(slug, visit.id)}
          testId="overview-cancelled"
        />

        <ItemListCard
          id="atsiliepimai"
          title="Nauji atsiliepimai nuo vakar"
          emptyText="Naujų atsiliepimų nėra."
          items={overview.reviews}
          testId="overview-reviews"
        >
          {(item) => (
            <li key={item.id} className="py-2 text-sm">
              <span className="font-semibold text-zinc-900">{item.authorName}</span>{' '}
              <span className="text-amber-600" aria-label={`Įvertinimas: ${item.rating} iš 5`}>
                {'★'.repeat(item.rating)}
                <span className="text-stone-300">{'★'.repeat(5 - item.rating)}</span>
              </span>
              {item.comment ? <p className="mt-1 text-zinc-700">{item.comment}</p> : null}
            </li>
          )}
        </ItemListCard>
      </div>
    </div>
  );
}
