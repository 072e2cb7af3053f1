/** The business-holiday form (create and edit): name, the days, and the whole business or one specialist. */
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { BusinessHolidayDto, SpecialistOption, Viewer } from '../../../contracts/admin-schedules.ts';
import { FieldMessage, inputClass, labelClass } from '../../components/field.tsx';
import { DateRangeFields, SpecialistSelect } from './form-fields.tsx';
import { ScheduleFormShell } from './schedule-form-shell.tsx';

export interface HolidayFormValues {
  specialistId: string;
  from: string;
  to: string;
  name: string;
}

export function holidayFormValues(
  holiday: BusinessHolidayDto | null,
  defaults: { specialistId?: string; from?: string } = {},
): HolidayFormValues {
  if (!holiday)
    return { specialistId: defaults.specialistId ?? '', from: defaults.from ?? '', to: '', name: '' };
  return {
    specialistId: holiday.specialistId ?? '',
    from: holiday.from,
    to: holiday.to === holiday.from ? '' : holiday.to,
    name: holiday.name,
  };
}

export function HolidayForm({
  initial,
  specialists,
  viewer,
  today,
  fields,
  formError,
  fetcher,
  submitLabel,
}: {
  initial: HolidayFormValues;
  specialists: SpecialistOption[];
  viewer: Viewer;
  today: string;
  fields?: Record<string, string> | undefined;
  formError?: string | null | undefined;
  /** The page's fetcher: its action answers with the field messages. */
  fetcher: FetcherWithComponents<unknown>;
  submitLabel: string;
}) {
  const [specialistId, setSpecialistId] = useState(
    initial.specialistId || (viewer.managesBusiness ? '' : (viewer.ownSpecialistId ?? '')),
  );
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [name, setName] = useState(initial.name);
  return (
    <ScheduleFormShell
      fetcher={fetcher}
      testId="holiday-form"
      formError={formError}
      submitLabel={submitLabel}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <label htmlFor="holiday-name" className={labelClass}>
            Pavadinimas
          </label>
          <input
            id="holiday-name"
            name="name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="Pvz., Vasaros atostogos"
            aria-invalid={fields?.name ? true : undefined}
            className={`${inputClass} mt-1.5`}
          />
          <FieldMessage message={fields?.name} />
        </div>
        <SpecialistSelect
          specialists={specialists}
          value={specialistId}
          onChange={setSpecialistId}
          allowBusinessWide={viewer.managesBusiness}
          businessWideLabel="Visas verslas (visi specialistai)"
          error={fields?.specialistId}
        />
      </div>
      <DateRangeFields
        from={from}
        to={to}
        onFromChange={setFrom}
        onToChange={setTo}
        today={today}
        fields={fields}
      />
    </ScheduleFormShell>
  );
}
