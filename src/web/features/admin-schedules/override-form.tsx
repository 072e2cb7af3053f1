/** The schedule-override form (create and edit): who, which days, a day off or other hours, and a note. */
import { useState } from 'react';
import type { ScheduleOverrideDto } from '../../../contracts/admin-schedules.ts';
import { FieldMessage, inputClass, labelClass } from '../../components/field.tsx';
import { ScheduleEntryForm, type ScheduleFormProps } from './schedule-form-shell.tsx';
import { IntervalRows, toRows, type IntervalRow } from './interval-rows.tsx';

export interface OverrideFormValues {
  specialistId: string;
  from: string;
  to: string;
  closed: boolean;
  intervals: IntervalRow[];
  note: string;
}

export function overrideFormValues(
  override: ScheduleOverrideDto | null,
  defaults: { specialistId?: string; from?: string } = {},
): OverrideFormValues {
  if (!override) {
    return {
      specialistId: defaults.specialistId ?? '',
      from: defaults.from ?? '',
      to: '',
      closed: true,
      intervals: toRows([{ start: '10:00', end: '16:00' }]),
      note: '',
    };
  }
  return {
    specialistId: override.specialistId ?? '',
    from: override.from,
    to: override.to === override.from ? '' : override.to,
    closed: override.closed,
    intervals: toRows(override.closed ? [{ start: '10:00', end: '16:00' }] : override.intervals),
    note: override.note,
  };
}

export function OverrideForm(props: ScheduleFormProps<OverrideFormValues>) {
  const { initial, fields } = props;
  const [closed, setClosed] = useState(initial.closed);
  const [intervals, setIntervals] = useState(initial.intervals);
  const [note, setNote] = useState(initial.note);

  const choice = (value: boolean, title: string, text: string) => (
    <label
      className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        closed === value ? 'bg-brand-50/70 ring-brand-300' : 'bg-white ring-zinc-200 hover:bg-stone-50'
      }`}
    >
      <input
        type="radio"
        name="closed"
        value={String(value)}
        checked={closed === value}
        onChange={() => setClosed(value)}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>
        <span className="block font-semibold text-zinc-900">{title}</span>
        <span className="mt-0.5 block text-sm text-zinc-600">{text}</span>
      </span>
    </label>
  );

  return (
    <ScheduleEntryForm
      form={props}
      testId="override-form"
      businessWideLabel="Visi specialistai (visas verslas)"
    >
      <fieldset>
        <legend className={labelClass}>Tą dieną</legend>
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          {choice(true, 'Nedirbama', 'Laisva diena: registracijos nepriimamos.')}
          {choice(false, 'Kitas darbo laikas', 'Vietoje įprasto savaitės darbo laiko.')}
        </div>
        <FieldMessage message={fields?.closed} />
      </fieldset>

      <div className={closed ? 'hidden' : ''} data-testid="override-intervals">
        <p className={labelClass}>Darbo laikas</p>
        <div className="mt-2 rounded-2xl border border-stone-200 px-4 py-3">
          <IntervalRows
            prefix="intervals"
            label="Darbo laikas"
            rows={intervals}
            onChange={setIntervals}
            fields={fields}
            emptyText="Intervalų nėra."
          />
        </div>
        <FieldMessage message={fields?.intervals} />
      </div>

      <div>
        <label htmlFor="override-note" className={labelClass}>
          Pastaba <span className="font-normal text-zinc-500">(nebūtina)</span>
        </label>
        <textarea
          id="override-note"
          name="note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Pvz., mokymai, inventorizacija"
          className={`${inputClass} mt-1.5`}
        />
        <FieldMessage message={fields?.note} />
      </div>
    </ScheduleEntryForm>
  );
}
