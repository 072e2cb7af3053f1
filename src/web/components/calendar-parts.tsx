/** Pieces shared by the month calendars (the booking calendar and the date picker's pop-up). */
import { Button, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components';
import { ChevronRightIcon } from './icons.tsx';

/** The previous or next month arrow; disabled (greyed) at the edge of the bookable range. */
export function CalendarMonthButton({
  slot,
  label,
  size = 'size-9',
}: {
  slot: 'previous' | 'next';
  label: string;
  size?: 'size-9' | 'size-10';
}) {
  return (
    <Button
      slot={slot}
      aria-label={label}
      className={`grid ${size} place-items-center rounded-full text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-default disabled:text-zinc-300 disabled:hover:bg-transparent`}
    >
      <ChevronRightIcon className={slot === 'previous' ? 'size-5 rotate-180' : 'size-5'} />
    </Button>
  );
}

/** The row of short weekday names above the days. */
export function CalendarWeekdays() {
  return (
    <CalendarGridHeader>
      {(day) => (
        <CalendarHeaderCell className="pb-1 text-xs font-medium text-zinc-500">{day}</CalendarHeaderCell>
      )}
    </CalendarGridHeader>
  );
}
