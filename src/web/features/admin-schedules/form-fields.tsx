/** Fields shared by the override and holiday forms: who it applies to and the date range. */
import { useId } from 'react';
import type { SpecialistOption } from '../../../contracts/admin-schedules.ts';
import { FieldMessage, inputClass, labelClass } from '../../components/field.tsx';
import { DatePickerField } from '../../components/date-picker-field.tsx';
import { dayCount } from './schedule-form-data.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { DAY_FORMS } from '../../../core/format/nouns.ts';

export function SpecialistSelect({
  specialists,
  value,
  onChange,
  allowBusinessWide,
  businessWideLabel,
  error,
}: {
  specialists: SpecialistOption[];
  value: string;
  onChange: (value: string) => void;
  allowBusinessWide: boolean;
  businessWideLabel: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Kam taikoma
      </label>
      <select
        id={id}
        name="specialistId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} mt-1.5 pr-10`}
      >
        {allowBusinessWide ? <option value="">{businessWideLabel}</option> : null}
        {specialists.map((specialist) => (
          <option key={specialist.id} value={specialist.id}>
            {specialist.name}
            {specialist.title ? ` – ${specialist.title}` : ''}
            {specialist.active ? '' : ' (neaktyvus)'}
          </option>
        ))}
      </select>
      <FieldMessage message={error} />
    </div>
  );
}

export function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  today,
  fields,
}: {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  today: string;
  fields?: Record<string, string> | undefined;
}) {
  const validRange =
    /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to || from) && (to || from) >= from;
  const days = validRange ? dayCount(from, to || from) : null;
  const sublabel = 'block text-xs font-medium text-zinc-600';
  return (
    <fieldset>
      <legend className={labelClass}>Laikotarpis</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        <DatePickerField
          name="from"
          label="Nuo"
          value={from}
          isRequired
          onChange={(value) => {
            onFromChange(value);
            if (to && value && value > to) onToChange(value);
          }}
          minValue={today}
          error={fields?.from}
          labelClassName={sublabel}
        />
        <DatePickerField
          name="to"
          label="Iki (imtinai)"
          value={to}
          onChange={onToChange}
          minValue={from || today}
          error={fields?.to}
          labelClassName={sublabel}
        />
      </div>
      <p className="mt-1.5 text-sm text-zinc-600">
        {days !== null ? `${formatCount(days, DAY_FORMS)}. ` : ''}Vienai dienai pabaigos datą palikite tuščią.
        Daugiausia 366 dienos.
      </p>
    </fieldset>
  );
}
