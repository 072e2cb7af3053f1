/** The business-holiday form (create and edit): name, the days, and the whole business or one specialist. */
import { useState } from 'react';
import type { BusinessHolidayDto } from '../../../contracts/admin-schedules.ts';
import { InputField } from '../../components/field.tsx';
import { ScheduleEntryForm, type ScheduleFormProps } from './schedule-form-shell.tsx';

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

export function HolidayForm(props: ScheduleFormProps<HolidayFormValues>) {
  const fields = props.fields;
  const [name, setName] = useState(props.initial.name);
  return (
    <ScheduleEntryForm
      form={props}
      testId="holiday-form"
      businessWideLabel="Visas verslas (visi specialistai)"
      lead={
        <InputField
          label="Pavadinimas"
          name="name"
          error={fields?.name}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Pvz., Vasaros atostogos"
        />
      }
    />
  );
}
