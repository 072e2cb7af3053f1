/**
 * A specialist's week: seven rows, Pirmadienis…Sekmadienis, each with any number of working intervals
 * (breaks are the gaps between them), "copy Monday to the weekdays", and the date the hours apply from.
 * Inputs carry `days.<weekday>.<index>.start|end`, so the form posts without script too.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { FetcherWithComponents } from 'react-router';
import type { WeeklyDaysDto } from '../../../contracts/admin-schedules.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { WEEKDAY_LABELS, formatIntervals, weeklyMinutes } from '../../../core/schedules/weekly-hours.ts';
import { CopyIcon } from '../../components/icons.tsx';
import { Badge } from '../../components/badge.tsx';
import { buttonClass, BusyButton } from '../../components/button.tsx';
import { DatePickerField } from '../../components/date-picker-field.tsx';
import { IntervalRows, toRows, type IntervalRow } from './interval-rows.tsx';
import { errorsUnder } from './schedule-form-data.ts';

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
const WEEKDAYS: Weekday[] = ['1', '2', '3', '4', '5', '6', '7'];

type WeekRows = Record<Weekday, IntervalRow[]>;

function rowsOf(days: WeeklyDaysDto): WeekRows {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, toRows(days[day])])) as WeekRows;
}

function daysOf(rows: WeekRows): WeeklyDaysDto {
  const days: WeeklyDaysDto = {};
  for (const day of WEEKDAYS) {
    const complete = rows[day].filter(
      (row) => /^\d{2}:\d{2}$/.test(row.start) && /^\d{2}:\d{2}$/.test(row.end),
    );
    if (complete.length > 0)
      days[day] = complete.map(({ start, end }) => ({ start, end: end === '00:00' ? '24:00' : end }));
  }
  return days;
}

export function WeeklyEditor({
  initialDays,
  today,
  initialValidFrom,
  fields,
  fetcher,
  canEdit,
}: {
  initialDays: WeeklyDaysDto;
  today: string;
  initialValidFrom: string;
  fields?: Record<string, string> | undefined;
  /** The page's fetcher: its action saves the week (`intent=save`). */
  fetcher: FetcherWithComponents<unknown>;
  canEdit: boolean;
}) {
  const submitting = fetcher.state !== 'idle';
  const [rows, setRows] = useState<WeekRows>(() => rowsOf(initialDays));
  const [validFrom, setValidFrom] = useState(initialValidFrom);
  const total = (() => {
    try {
      return weeklyMinutes(daysOf(rows));
    } catch {
      return 0;
    }
  })();

  if (!canEdit) {
    return (
      <dl className="divide-y divide-stone-100">
        {WEEKDAYS.map((day, index) => (
          <div key={day} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
            <dt className="w-36 shrink-0 font-medium text-zinc-900">{WEEKDAY_LABELS[index]}</dt>
            <dd className="text-zinc-700">{formatIntervals(initialDays[day])}</dd>
          </div>
        ))}
      </dl>
    );
  }

  const copyMonday = () =>
    setRows((current) => {
      const next = { ...current };
      for (const day of ['2', '3', '4', '5'] as const)
        next[day] = toRows(current['1'].map(({ start, end }) => ({ start, end })));
      return next;
    });

  return (
    <fetcher.Form method="post" className="space-y-5" data-testid="weekly-editor" noValidate>
      <input type="hidden" name="intent" value="save" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-600">
          {/* A length ending in an abbreviation ("val.") takes no second full stop. */}
          Per savaitę: <strong className="font-semibold text-zinc-900">{formatDuration(total)}</strong>
          {formatDuration(total).endsWith('.') ? '' : '.'}
          Pertraukos – tarpai tarp intervalų.
        </p>
        <Button onPress={copyMonday} className={buttonClass('secondary')}>
          <CopyIcon className="size-4" />
          Kopijuoti pirmadienį į darbo dienas
        </Button>
      </div>

      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200">
        {WEEKDAYS.map((day, index) => {
          const label = WEEKDAY_LABELS[index] ?? day;
          const dayRows = rows[day];
          const dayErrors = errorsUnder(fields, `days.${day}`);
          return (
            <li
              key={day}
              data-testid={`weekday-${day}`}
              className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:gap-6 sm:px-5 ${dayErrors.length > 0 ? 'bg-red-50/40' : ''}`}
            >
              <div className="flex items-center justify-between gap-3 sm:w-40 sm:shrink-0 sm:flex-col sm:items-start sm:justify-start sm:pt-2">
                <span className="font-semibold text-zinc-900">{label}</span>
                {dayRows.length === 0 ? (
                  <Badge>Nedirba</Badge>
                ) : index >= 5 ? (
                  <Badge tone="brand">Savaitgalis</Badge>
                ) : null}
              </div>
              <IntervalRows
                prefix={`days.${day}`}
                label={label}
                rows={dayRows}
                onChange={(next) => setRows((current) => ({ ...current, [day]: next }))}
                fields={fields}
                addLabel={dayRows.length === 0 ? 'Pridėti darbo laiką' : 'Pridėti intervalą'}
              />
            </li>
          );
        })}
      </ul>

      <div className="flex flex-col gap-4 rounded-2xl bg-stone-50 px-4 py-4 ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="sm:w-64">
          <DatePickerField
            name="validFrom"
            label="Galioja nuo"
            value={validFrom}
            onChange={setValidFrom}
            minValue={today}
            error={fields?.validFrom}
          />
          <p className="mt-1.5 max-w-md text-sm text-zinc-600">
            Ankstesnės dienos lieka su senu darbo laiku. Pasirinkite vėlesnę datą, jei darbo laikas keisis
            ateityje.
          </p>
        </div>
        <BusyButton busy={submitting} busyLabel="Saugoma…" className="w-full sm:w-auto">
          Išsaugoti darbo laiką
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}
