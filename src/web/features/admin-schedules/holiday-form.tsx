/** The business-holiday form (create and edit): name, the days, and the whole business or one specialist. */
import { useState } from 'react';
import { Form } from 'react-router';
import type { BusinessHolidayDto, SpecialistOption, Viewer } from '../../../contracts/admin-schedules.ts';
import { FieldMessage, inputClass, labelClass } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { buttonClass } from '../../components/button.tsx';
import { DateRangeFields, SpecialistSelect } from './form-fields.tsx';

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
  submitting,
  submitLabel,
}: {
  initial: HolidayFormValues;
  specialists: SpecialistOption[];
  viewer: Viewer;
  today: string;
  fields?: Record<string, string> | undefined;
  formError?: string | null | undefined;
  submitting: boolean;
  submitLabel: string;
}) {
  const [specialistId, setSpecialistId] = useState(
    initial.specialistId || (viewer.managesBusiness ? '' : (viewer.ownSpecialistId ?? '')),
  );
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [name, setName] = useState(initial.name);
  return (
    <Form method="post" className="space-y-6" data-testid="holiday-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      {formError ? <Notice tone="error" title={formError} /> : null}
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
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        <button type="submit" disabled={submitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {submitting ? <Spinner /> : null}
          {submitting ? 'Saugoma…' : submitLabel}
        </button>
      </div>
    </Form>
  );
}
