import { type CalendarDate, parseDate } from '@internationalized/date';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, I18nProvider } from 'react-aria-components';
import { useEffect, useId, useRef } from 'react';
import { dateFields, formatMonthHeader } from '../../../core/format/lithuanian-dates.ts';
import { CalendarMonthButton, CalendarWeekdays } from '../../components/calendar-parts.tsx';
import { capitalise } from '../../../core/format/capitalise.ts';

export interface BookingCalendarProps {
  /** The chosen date, `YYYY-MM-DD`. */
  value: string | null;
  /** The date keyboard focus sits on; decides the month shown. */
  focused: string;
  firstDate: string;
  lastDate: string;
  /** Dates with at least one free slot in the shown month; undefined while loading. */
  available: ReadonlySet<string> | undefined;
  /** Public holidays in the shown month that the business does not work on (date -> name). */
  holidays: ReadonlyMap<string, string>;
  onChange: (date: string) => void;
  onFocusChange: (date: string) => void;
  /** Labels the calendar (the step's heading). */
  labelledBy: string;
}

/**
 * The month grid (React Aria `Calendar`, so arrows, Page Up/Down, Home/End and screen-reader labels work
 * as in any date picker) with only bookable dates enabled. Month and weekday names are Lithuanian.
 */
export function BookingCalendar(props: BookingCalendarProps) {
  const { value, focused, firstDate, lastDate, available, holidays, onChange, onFocusChange, labelledBy } =
    props;
  const focusedDate = parseDate(focused);
  const loading = available === undefined;

  // React Aria names each day itself (its aria-label: the date, "today", "selected") and takes no
  // aria-labelledby from us, so the holiday the dot stands for would never be heard. Point each holiday's
  // name at the day's own label plus the holiday's hidden text ("…, ketvirtadienis (Kūčios)"); React never
  // renders that attribute, so it stays until the day stops being a holiday.
  const idPrefix = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const days = gridRef.current?.querySelectorAll<HTMLElement>('[data-day]') ?? [];
    for (const day of days) {
      const holidayId = day.dataset.holidayId;
      if (holidayId) {
        // React renders no id on the day either: the reference to the day's own aria-label needs one.
        day.id = `${idPrefix}-${day.dataset.day ?? ''}`;
        day.setAttribute('aria-labelledby', `${day.id} ${holidayId}`);
      } else day.removeAttribute('aria-labelledby');
    }
  });

  return (
    <I18nProvider locale="lt-LT">
      <Calendar<CalendarDate>
        aria-labelledby={labelledBy}
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date.toString())}
        focusedValue={focusedDate}
        onFocusChange={(date) => onFocusChange(date.toString())}
        minValue={parseDate(firstDate)}
        maxValue={parseDate(lastDate)}
        isDateUnavailable={(date) => !available?.has(date.toString())}
        className="w-full"
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <CalendarMonthButton slot="previous" label="Ankstesnis mėnuo" size="size-10" />
          <p className="text-base font-semibold text-zinc-900">
            {capitalise(formatMonthHeader(dateFields(focused)))}
          </p>
          <CalendarMonthButton slot="next" label="Kitas mėnuo" size="size-10" />
        </div>
        <div className="relative" ref={gridRef}>
          <CalendarGrid weekdayStyle="short" className="w-full border-separate border-spacing-y-1">
            <CalendarWeekdays />
            <CalendarGridBody>
              {(date) => {
                const iso = date.toString();
                const holiday = holidays.get(iso);
                const holidayId = `${idPrefix}-${iso}-holiday`;
                return (
                  <CalendarCell
                    date={date}
                    data-day={iso}
                    data-holiday-id={holiday ? holidayId : undefined}
                    className={({ isSelected, isUnavailable, isDisabled, isOutsideMonth, isFocusVisible }) =>
                      [
                        'relative mx-auto flex aspect-square w-full max-w-11 flex-col items-center justify-center rounded-full text-sm outline-none transition',
                        isOutsideMonth ? 'invisible' : '',
                        isSelected
                          ? 'bg-brand-700 font-semibold text-white'
                          : isDisabled || isUnavailable
                            ? 'cursor-default text-zinc-400'
                            : 'cursor-pointer bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100',
                        isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-2' : '',
                      ].join(' ')
                    }
                  >
                    {({ isSelected, isOutsideMonth }) => (
                      <>
                        <span>{date.day}</span>
                        {holiday && !isOutsideMonth ? (
                          <span
                            aria-hidden="true"
                            className={`absolute bottom-1 size-1 rounded-full ${isSelected ? 'bg-white' : 'bg-amber-500'}`}
                          />
                        ) : null}
                        {holiday ? (
                          <span id={holidayId} hidden>
                            ({holiday})
                          </span>
                        ) : null}
                      </>
                    )}
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
          {loading ? (
            <div className="absolute inset-0 grid place-items-center bg-white/60" aria-hidden="true">
              <span className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
            </div>
          ) : null}
        </div>
      </Calendar>
    </I18nProvider>
  );
}
