/**
 * The calendar's controls over the grid: day or week back and forth, a date, the view, whose week. On a
 * phone only the way back and forth and the period show; "Daugiau" unfolds the rest (and what the page
 * folds with it, `FOLDED_WITH_TOOLBAR`), so that the day itself starts near the top of the screen.
 */
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import type { CalendarData } from '../../../contracts/admin-appointments.ts';
import { buttonClass } from '../../components/button.tsx';
import { inputClass } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';
import { ArrowLeftIcon, ChevronDownIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { ALL_SPECIALISTS, periodLabel, shiftDate, validDate, type CalendarView } from './calendar-model.ts';
import { UncontrolledDatePickerField } from '../../components/date-picker-field.tsx';

/** The calendar's own address with some of its query changed (`undefined` drops a parameter). */
export type CalendarHref = (changes: Record<string, string | undefined>) => string;

/** The id of the page's part that a phone folds away with the toolbar's controls. */
export const FOLDED_WITH_TOOLBAR = 'calendar-more';
const FOLDED_CONTROLS = 'calendar-more-controls';

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
  unfolded,
  onUnfold,
}: {
  view: CalendarView;
  date: string;
  here: CalendarHref;
  specialists: CalendarData['specialists'];
  weekSpecialist: string | null;
  /** On a phone: whether the controls past the period are shown. */
  unfolded: boolean;
  onUnfold: (unfolded: boolean) => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const folded = unfolded ? '' : 'max-sm:hidden';
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-2 shadow-sm sm:p-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex items-center gap-2 sm:flex-wrap">
        <Link
          to={here({ data: shiftDate(date, view, -1) })}
          className={buttonClass('secondary', 'shrink-0 px-3')}
          aria-label={view === 'diena' ? 'Ankstesnė diena' : 'Ankstesnė savaitė'}
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        <Link to={here({ data: undefined })} className={buttonClass('secondary', folded)}>
          Šiandien
        </Link>
        <Link
          to={here({ data: shiftDate(date, view, 1) })}
          className={buttonClass('secondary', 'shrink-0 px-3')}
          aria-label={view === 'diena' ? 'Kita diena' : 'Kita savaitė'}
        >
          <ChevronRightIcon className="size-5" />
        </Link>
        <h2
          className="ml-1 min-w-0 flex-1 text-sm leading-tight font-semibold text-zinc-900 sm:flex-none sm:text-lg"
          data-testid="calendar-period"
          aria-live="polite"
        >
          {periodLabel(view, date)}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'shrink-0 px-3 sm:hidden')}
          aria-expanded={unfolded}
          aria-controls={`${FOLDED_CONTROLS} ${FOLDED_WITH_TOOLBAR}`}
          onClick={() => onUnfold(!unfolded)}
        >
          Daugiau
          <ChevronDownIcon className={`size-4 transition-transform ${unfolded ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={FOLDED_CONTROLS} className={`flex flex-wrap items-center gap-2 ${folded}`}>
        <Form method="get" className="flex items-center gap-2">
          <input type="hidden" name="rodinys" value={view} />
          {params.get('specialistas') ? (
            <input type="hidden" name="specialistas" value={params.get('specialistas')!} />
          ) : null}
          <UncontrolledDatePickerField
            key={date}
            name="data"
            label="Data"
            labelClassName="sr-only"
            className="block w-44"
            defaultValue={date}
            testId="calendar-date"
            onChange={(picked) => {
              const value = validDate(picked);
              if (value && value !== date) void navigate(here({ data: value }));
            }}
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
