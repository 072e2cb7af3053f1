/**
 * A date field in Lithuanian order (2026-12-24) on React Aria's DatePicker: type the digits or pick from a
 * calendar, whatever the browser's own locale. Posts `YYYY-MM-DD` under `name` (a hidden input); the
 * server validates the value either way. The project's one date field: a native `<input type="date">`
 * would write the date in the browser's locale order instead.
 */
import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { CalendarIcon } from './icons.tsx';
import { FieldMessage } from './field.tsx';
import { CalendarMonthButton, CalendarWeekdays } from './calendar-parts.tsx';

function toDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

interface DatePickerFieldProps {
  /** The posted field; none for a field whose value the form carries otherwise. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  minValue?: string;
  maxValue?: string;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
  labelClassName?: string;
  className?: string;
  /** `date-{name}` unless given. */
  testId?: string;
}

export function DatePickerField({
  name,
  label,
  value,
  onChange,
  minValue,
  maxValue,
  error,
  description,
  isRequired,
  labelClassName = 'block text-sm font-medium text-zinc-800',
  className = 'block',
  testId,
}: DatePickerFieldProps) {
  const min = minValue ? toDate(minValue) : null;
  const max = maxValue ? toDate(maxValue) : null;
  return (
    <I18nProvider locale="lt-LT">
      <DatePicker<CalendarDate>
        name={name}
        value={toDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        minValue={min ?? undefined}
        maxValue={max ?? undefined}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        validationBehavior="aria"
        granularity="day"
        shouldForceLeadingZeros
        className={`group ${className}`}
        data-testid={testId ?? `date-${name}`}
      >
        <Label className={labelClassName}>{label}</Label>
        <Group className="mt-1 flex w-full items-center rounded-xl bg-white shadow-sm ring-1 ring-inset ring-zinc-300 focus-within:ring-2 focus-within:ring-brand-600 group-data-[invalid]:ring-red-500">
          <DateInput className="flex min-w-0 flex-1 px-3 py-2.5 text-base tabular-nums text-zinc-900 sm:text-sm">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded-md px-0.5 outline-none data-[placeholder]:text-zinc-500 data-[type=literal]:px-0 data-[type=literal]:text-zinc-500 focus:bg-brand-700 focus:text-white"
              />
            )}
          </DateInput>
          <Button
            aria-label="Pasirinkti iš kalendoriaus"
            className="mr-1 grid size-9 shrink-0 place-items-center rounded-lg text-zinc-500 outline-none hover:bg-stone-100 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <CalendarIcon className="size-5" />
          </Button>
        </Group>
        {description && !error ? (
          <Text slot="description" className="mt-1.5 block text-sm text-zinc-600">
            {description}
          </Text>
        ) : null}
        <FieldMessage message={error} />
        <Popover
          placement="bottom start"
          className="rounded-2xl border border-stone-200 bg-white shadow-xl outline-none"
        >
          <Dialog aria-label={label} className="p-3 outline-none">
            <Calendar className="w-[18rem]">
              <header className="mb-2 flex items-center justify-between gap-2">
                <CalendarMonthButton slot="previous" label="Ankstesnis mėnuo" />
                <Heading className="text-sm font-semibold text-zinc-900 first-letter:uppercase" />
                <CalendarMonthButton slot="next" label="Kitas mėnuo" />
              </header>
              <CalendarGrid weekdayStyle="short" className="w-full border-separate border-spacing-0.5">
                <CalendarWeekdays />
                <CalendarGridBody>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className="grid size-9 place-items-center rounded-full text-sm text-zinc-800 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 data-[disabled]:text-zinc-300 data-[disabled]:hover:bg-transparent data-[outside-month]:hidden data-[selected]:bg-brand-700 data-[selected]:font-semibold data-[selected]:text-white"
                    />
                  )}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** The date field of a plain form (a filter sent by GET): it starts at `defaultValue` and keeps its own value. */
export function UncontrolledDatePickerField({
  defaultValue,
  onChange,
  ...props
}: Omit<DatePickerFieldProps, 'value' | 'onChange'> & {
  defaultValue: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(defaultValue);
  return (
    <DatePickerField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}
