// /administratorius/laukimo-sarasas/{slug}?data=YYYY-MM-DD: the clients waiting for a freed time on one day,
// in the order they are offered one, with the time held for each now.
import { Form, Link } from 'react-router';
import { localDateSchema } from '../../../../contracts/local-date.ts';
import { buildRoute } from '../../../../contracts/routes.ts';
import type { AdminWaitlistEntry } from '../../../../contracts/waitlist.ts';
import { addDays } from '../../../../core/time/calendar-date.ts';
import { capitalise } from '../../../../core/format/capitalise.ts';
import { formatLongDate, formatTime } from '../../../../core/format/lithuanian-dates.ts';
import { formatPhone } from '../../../../core/phone/phone-display.ts';
import { Badge } from '../../../components/badge.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { UncontrolledDatePickerField } from '../../../components/date-picker-field.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { BellIcon } from '../../../components/icons.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { valueOrThrow } from '../../../lib/page-results.ts';
import type { Route } from './+types/waitlist-day';

export function meta() {
  return adminPageMeta('Laukiantieji');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('data');
  const date = localDateSchema.safeParse(asked).success
    ? (asked as string)
    : valueOrThrow(await context.services.adminAppointments.today(context.user, params.slug), request);
  const day = valueOrThrow(
    await context.services.waitlist.day(context.user, { business: params.slug, date }),
    request,
  );
  return { day };
}

export const ErrorBoundary = AdminErrorView;

const STATUS: Record<
  AdminWaitlistEntry['status'],
  { label: string; tone: 'neutral' | 'success' | 'warning' }
> = {
  waiting: { label: 'Laukia', tone: 'warning' },
  booked: { label: 'Užsiregistravo', tone: 'success' },
  left: { label: 'Nebelaukia', tone: 'neutral' },
  ended: { label: 'Diena praėjo', tone: 'neutral' },
};

export default function WaitlistDay({ loaderData }: Route.ComponentProps) {
  const { day } = loaderData;
  const { business } = day;
  const page = buildRoute('admin_waitlist', { slug: business.slug });
  const dayLink = (date: string) => `${page}?data=${date}`;
  return (
    <BusinessPage
      business={business}
      title="Laukiantieji"
      description="Klientai, paprašę pranešti, jei atsilaisvins laikas. Atsilaisvinęs laikas pirmiausia siūlomas anksčiausiai užsirašiusiam ir laikinai rezervuojamas jam."
    >
      <div className="flex flex-wrap items-end gap-2">
        <Link
          to={dayLink(addDays(day.date, -1))}
          className={buttonClass('secondary')}
          aria-label="Ankstesnė diena"
        >
          ‹
        </Link>
        <Form method="get" className="flex items-end gap-2">
          <UncontrolledDatePickerField
            key={day.date}
            name="data"
            label="Diena"
            labelClassName="sr-only"
            defaultValue={day.date}
          />
          <button type="submit" className={buttonClass('secondary')}>
            Rodyti
          </button>
        </Form>
        <Link to={dayLink(addDays(day.date, 1))} className={buttonClass('secondary')} aria-label="Kita diena">
          ›
        </Link>
      </div>
      <Card title={capitalise(formatLongDate(day.date))} padded={false} id="laukiantieji">
        {day.items.length === 0 ? (
          <EmptyState icon={<BellIcon />} title="Šią dieną niekas nelaukia">
            Kai klientas neras tinkamo laiko ir paprašys pranešti, jei atsilaisvins, jis atsiras čia.
          </EmptyState>
        ) : (
          <ol className="divide-y divide-stone-100">
            {day.items.map((entry, index) => (
              <li
                key={entry.id}
                data-testid="waitlist-row"
                className="flex flex-col gap-2 px-5 py-3.5 sm:flex-row sm:items-start sm:justify-between sm:px-6"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-zinc-900">
                    <span className="mr-2 text-zinc-500 tabular-nums">{index + 1}.</span>
                    {entry.client.name}
                  </p>
                  <p className="text-sm text-zinc-600">
                    {[entry.client.phone ? formatPhone(entry.client.phone) : null, entry.client.email]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="mt-1 text-sm text-zinc-700">
                    {entry.service.name} · {entry.from}–{entry.to} ·{' '}
                    {entry.specialist ? entry.specialist.name : 'bet kuris specialistas'}
                  </p>
                  {entry.offer ? (
                    <p className="mt-1 text-sm font-medium text-emerald-800">
                      Pasiūlyta {formatTime(entry.offer.start, day.timeZone)} ({entry.offer.specialist.name}),
                      rezervuota iki {formatTime(entry.offer.expiresAt, day.timeZone)}
                    </p>
                  ) : null}
                </div>
                <div className="shrink-0">
                  <Badge tone={entry.offer ? 'success' : STATUS[entry.status].tone}>
                    {entry.offer ? 'Pasiūlytas laikas' : STATUS[entry.status].label}
                  </Badge>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </BusinessPage>
  );
}
