/**
 * Editable working intervals of one day: pairs of 24-hour time selects (15-minute steps) named
 * `<prefix>.<index>.start|end`, so a plain form post carries them and the API's field errors find them.
 */
import { useId } from 'react';
import { Button } from 'react-aria-components';
import type { WallIntervalDto } from '../../../contracts/admin-schedules.ts';
import { FieldMessage } from '../../components/field.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { buttonClass } from '../../components/button.tsx';

export interface IntervalRow extends WallIntervalDto {
  /** Stable React key of the row. */
  key: string;
}

let rowCounter = 0;
function intervalRow(interval: WallIntervalDto): IntervalRow {
  rowCounter += 1;
  return { ...interval, key: `r${rowCounter}` };
}

export function toRows(intervals: readonly WallIntervalDto[] | undefined): IntervalRow[] {
  return (intervals ?? []).map(intervalRow);
}

const minutes = (time: string) =>
  /^\d{2}:\d{2}$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A sensible next interval: 09:00–18:00 first, else an hour after the last one ends (while the day lasts). */
function nextInterval(rows: readonly WallIntervalDto[]): WallIntervalDto {
  const last = rows.at(-1);
  const lastEnd = last ? minutes(last.end) : null;
  if (last === undefined || lastEnd === null) return { start: '09:00', end: '18:00' };
  const start = Math.min(lastEnd + 60, 23 * 60);
  const end = Math.min(start + 3 * 60, 24 * 60);
  return { start: hhmm(start), end: end === 24 * 60 ? '24:00' : hhmm(end) };
}

/** The 15-minute grid: starts 00:00…23:45, ends 00:15…24:00 (midnight after the day). */
const QUARTERS = Array.from({ length: 97 }, (_, i) => hhmm(i * 15));
const START_TIMES = QUARTERS.slice(0, 96);
const END_TIMES = QUARTERS.slice(1);

/**
 * A 24-hour time on a 15-minute grid as a native select: the same on every browser and locale (a time input
 * shows AM/PM on English systems and cannot say 24:00), a wheel on phones, and it posts without script.
 * A stored time off the grid stays selectable.
 */
function TimeSelect({
  name,
  value,
  options,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  name: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const all = value && !options.includes(value) ? [...options, value].sort() : options;
  return (
    <select
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className="w-[6.5rem] rounded-xl border-0 bg-white py-2 pr-1 pl-2.5 text-base tabular-nums text-zinc-900 shadow-sm ring-1 ring-inset ring-zinc-300 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-red-500 sm:text-sm"
    >
      {value === '' ? <option value="">--:--</option> : null}
      {all.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

export function IntervalRows({
  prefix,
  rows,
  onChange,
  fields,
  label,
  addLabel = 'Pridėti intervalą',
  emptyText,
}: {
  prefix: string;
  rows: IntervalRow[];
  onChange: (rows: IntervalRow[]) => void;
  fields?: Record<string, string> | undefined;
  /** What the intervals belong to, for screen readers ("Pirmadienis"). */
  label: string;
  addLabel?: string;
  emptyText?: string;
}) {
  const id = useId();
  const update = (key: string, patch: Partial<WallIntervalDto>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const dayError = fields?.[prefix];
  return (
    <div className="min-w-0 flex-1">
      {rows.length === 0 && emptyText ? <p className="py-2 text-sm text-zinc-500">{emptyText}</p> : null}
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const startError = fields?.[`${prefix}.${index}.start`];
          const endError = fields?.[`${prefix}.${index}.end`];
          const errorId = `${id}-${index}-error`;
          return (
            <li key={row.key} data-testid="interval-row">
              <div className="flex items-center gap-2">
                <TimeSelect
                  name={`${prefix}.${index}.start`}
                  value={row.start}
                  options={START_TIMES}
                  onChange={(value) => update(row.key, { start: value })}
                  label={`${label}: ${index + 1} intervalo pradžia`}
                  invalid={Boolean(startError)}
                  describedBy={startError || endError ? errorId : undefined}
                />
                <span aria-hidden="true" className="text-zinc-500">
                  –
                </span>
                <TimeSelect
                  name={`${prefix}.${index}.end`}
                  value={row.end}
                  options={END_TIMES}
                  onChange={(value) => update(row.key, { end: value })}
                  label={`${label}: ${index + 1} intervalo pabaiga`}
                  invalid={Boolean(endError)}
                  describedBy={startError || endError ? errorId : undefined}
                />
                <Button
                  onPress={() => onChange(rows.filter((candidate) => candidate.key !== row.key))}
                  aria-label={`Pašalinti intervalą ${row.start}–${row.end} (${label})`}
                  className="grid size-9 shrink-0 place-items-center rounded-xl text-zinc-500 outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  <TrashIcon className="size-[18px]" />
                </Button>
              </div>
              <FieldMessage id={errorId} message={startError ?? endError} />
            </li>
          );
        })}
      </ul>
      <FieldMessage message={dayError} />
      <Button
        onPress={() => onChange([...rows, intervalRow(nextInterval(rows))])}
        className={buttonClass(
          'ghost',
          `mt-1 -ml-2 min-h-10 px-2 text-brand-700 hover:text-brand-800 ${rows.length >= 12 ? 'hidden' : ''}`,
        )}
      >
        <PlusIcon className="size-4" />
        {addLabel}
      </Button>
    </div>
  );
}
