/** The calendar's controls over the grid: day or week back and forth, a date, the view, whose week. */
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import type { CalendarData } from '../../../contracts/admin-appointments.ts';
import { buttonClass } from '../../components/button.tsx';
import { inputClass } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';
import { ArrowLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { ALL_SPECIALISTS, periodLabel, shiftDate, validDate, type CalendarView } from './calendar-model.ts';

/** The calendar's own address with some of its query changed (`undefined` drops a parameter). */
export type CalendarHref = (changes: Record<string, string | undefined>) => string;

const VIEWS = [
  ['diena', 'Diena'],
  ['savaite', 'Savaitė'],
] as const;

export function CalendarToolbar({
  view,
  date,
  here,
  specialists,
  weekSpecialist,
}: {
  view: CalendarView;
  date: string;
  here: CalendarHref;
  specialists: CalendarData['specialists'];
  weekSpecialist: string | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={here({ data: shiftDate(date, view, -1) })}
          className={buttonClass('secondary', 'px-3')}
          aria-label={view === 'diena' ? 'Ankstesnė diena' : 'Ankstesnė savaitė'}
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        <Link to={here({ data: undefined })} className={buttonClass('secondary')}>
          Šiandien
        </Link>
        <Link
          to={here({ data: shiftDate(date, view, 1) })}
          className={buttonClass('secondary', 'px-3')}
          aria-label={view === 'diena' ? 'Kita diena' : 'Kita savaitė'}
        >
          <ChevronRightIcon className="size-5" />
        </Link>
        <h2
          className="ml-1 text-lg font-semibold text-zinc-900"
          data-testid="calendar-period"
          aria-live="polite"
        >
          {periodLabel(view, date)}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Form method="get" className="flex items-center gap-2">
          <input type="hidden" name="rodinys" value={view} />
          {params.get('specialistas') ? (
            <input type="hidden" name="specialistas" value={params.get('specialistas')!} />
          ) : null}
          <label className="sr-only" htmlFor="calendar-date">
            Data
          </label>
          <input
            id="calendar-date"
            type="date"
            name="data"
            defaultValue={date}
            key={date}
            onChange={(event) => {
              const value = validDate(event.target.value);
              if (value) void navigate(here({ data: value }));
            }}
            className={inputClass.replace('w-full', 'w-auto')}
          />
        </Form>
        <div role="group" aria-label="Rodinys" className="inline-flex rounded-xl bg-stone-100 p-1">
          {VIEWS.map(([value, label]) => (
            <Link
              key={value}
              to={here({ rodinys: value === 'diena' ? undefined : value })}
              aria-current={view === value ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
                view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
              }`}
            >
              {label}
            </Link>
          ))}
        </div>
        {view === 'savaite' && specialists.length > 1 ? (
          <select
            aria-label="Specialistas"
            value={weekSpecialist ?? ''}
            onChange={(event) => void navigate(here({ specialistas: event.target.value }))}
            className={inputClass.replace('w-full', 'w-auto')}
          >
            <option value={ALL_SPECIALISTS}>Visi specialistai</option>
            <NamedOptions items={specialists} by="id" />
          </select>
        ) : null}
      </div>
    </div>
  );
}
