import type { ReactNode, Ref } from 'react';
import { formatShortDate } from '../../../core/format/lithuanian-dates.ts';
import { requestErrorMessage } from '../../lib/api-client.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import type { BookingAction, BookingState } from './booking-state.ts';
import { TimeSlots } from './time-slots.tsx';
import type { DateTimeDays } from './use-date-time-days.ts';

/** The date and time step's body: the notice about a dropped choice, the month calendar and the day's times. */
export function DateTimeStep({
  state,
  dispatch,
  noticeRef,
  days,
  waitlist = null,
  currentStart = null,
}: {
  /** The booking state's notice and chosen date and time; a picked day or time goes to `dispatch`. */
  state: Pick<BookingState, 'slotNotice' | 'choice'>;
  dispatch: (action: BookingAction) => void;
  noticeRef: Ref<HTMLDivElement>;
  days: DateTimeDays;
  /** "Pranešti, jei atsilaisvins", shown under the day's times (or under the empty month). */
  waitlist?: ReactNode;
  /** The start of the visit being moved, marked among the day's times. */
  currentStart?: string | null;
}) {
  const { options, month, slots } = days;
  const calendar = options.data;
  const { slotNotice } = state;
  const { date, time } = state.choice;
  return (
    <>
      {slotNotice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 outline-none"
        >
          {slotNotice}
        </div>
      ) : null}
      {options.error ? (
        <ErrorPanel
          message={requestErrorMessage(options.error, 'Nepavyko įkelti kalendoriaus.')}
          onRetry={options.reload}
        />
      ) : !calendar || !month ? (
        <CalendarSkeleton />
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div>
            <BookingCalendar
              labelledBy="laikas-antraste"
              value={date}
              focused={month.focused}
              firstDate={calendar.firstDate}
              lastDate={calendar.lastDate}
              available={month.available}
              holidays={month.holidays}
              onChange={(day) => dispatch({ type: 'chooseDate', date: day })}
              onFocusChange={(day) => dispatch({ type: 'focusDate', date: day })}
            />
            <div aria-live="polite" className="mt-2 min-h-5 text-sm text-zinc-600">
              {month.dates.error ? (
                <span className="text-red-700">
                  {requestErrorMessage(month.dates.error, 'Nepavyko įkelti laisvų dienų.')}
                </span>
              ) : month.closedReason ? (
                month.closedReason
              ) : month.dates.data?.length === 0 ? (
                'Šį mėnesį laisvų laikų nėra – pažiūrėkite kitą mėnesį.'
              ) : null}
            </div>
            {month.holidays.size > 0 ? (
              <ul className="mt-2 space-y-1 text-xs text-zinc-600">
                {[...month.holidays].map(([holiday, name]) => (
                  <li key={holiday} className="flex items-start gap-2">
                    <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-500" />
                    <span>
                      {formatShortDate(holiday)} – {name}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div>
            <h3 className="mb-3 text-sm font-semibold text-zinc-900">
              {date ? `Laisvi laikai: ${formatShortDate(date)}` : 'Laisvi laikai'}
            </h3>
            {!date ? (
              <p className="text-sm text-zinc-600">
                Pasirinkite dieną kalendoriuje – parodysime laisvus laikus.
              </p>
            ) : slots.error ? (
              <ErrorPanel
                message={requestErrorMessage(slots.error, 'Nepavyko įkelti laisvų laikų.')}
                onRetry={slots.reload}
              />
            ) : !slots.data ? (
              <SlotsSkeleton />
            ) : slots.data.length === 0 ? (
              <p className="text-sm text-zinc-600">
                Šią dieną laisvų laikų nebeliko. Pasirinkite kitą dieną.
              </p>
            ) : (
              <TimeSlots
                slots={slots.data}
                selectedLabel={time}
                onSelect={(slot) => dispatch({ type: 'chooseTime', time: slot.label })}
                disabled={slots.loading}
                currentStart={currentStart}
              />
            )}
            {date && !slots.data ? null : waitlist}
          </div>
        </div>
      )}
    </>
  );
}

function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 font-semibold text-red-900 underline underline-offset-2"
      >
        Bandyti dar kartą
      </button>
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Įkeliamas kalendorius"
      role="status"
      className="max-w-80 animate-pulse space-y-3"
    >
      <div className="mx-auto h-6 w-32 rounded bg-zinc-100" />
      <div className="grid grid-cols-7 gap-2">
        {Array.from({ length: 35 }, (_, index) => (
          <div key={index} className="aspect-square rounded-full bg-zinc-100" />
        ))}
      </div>
    </div>
  );
}

function SlotsSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Įkeliami laisvi laikai"
      role="status"
      className="grid animate-pulse grid-cols-4 gap-2 sm:grid-cols-5"
    >
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index} className="h-10 rounded-lg bg-zinc-100" />
      ))}
    </div>
  );
}
