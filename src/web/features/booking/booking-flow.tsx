import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import type { Appointment } from '../../../contracts/booking.ts';
import type { Area, PublicService } from '../../../contracts/catalog.ts';
import type { TimeSlot } from '../../../contracts/schedule.ts';
import { dateFields, formatShortDate } from '../../../core/format/lithuanian-dates.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { isApiError, randomErrorToken, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import {
  createAppointment,
  fetchAvailableDates,
  fetchCalendarOptions,
  fetchDateOverride,
  fetchTimeSlots,
  type ScheduleParams,
} from './booking-api.ts';
import { attemptFor, type BookingAttempt } from './booking-attempt.ts';
import { groupServicesByArea, type BookingBusiness } from './booking-business.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { calendarHolidays } from './calendar-holidays.ts';
import {
  ANY_SPECIALIST,
  EMPTY_CHOICE,
  authLinks,
  bookingPath,
  readChoice,
  specialistParam,
  writeChoice,
  type BookingChoice,
} from './booking-choice.ts';
import { BookingConfirm } from './booking-confirm.tsx';
import { monthWindow } from './booking-format.ts';
import { BookingSuccess } from './booking-success.tsx';
import { BookingSummary, MobileSummaryBar } from './booking-summary.tsx';
import { closedDateReason } from './closed-date-reason.ts';
import { ServicePicker } from './service-picker.tsx';
import { SpecialistPicker } from './specialist-picker.tsx';
import { StepSection, type StepState } from './step-section.tsx';
import { TimeSlots } from './time-slots.tsx';
import { useRemote } from './use-remote.ts';

type Step = 'service' | 'specialist' | 'datetime' | 'confirm';

/** Answers of POST /api/user/appointments that mean "pick another time" (409 slot_taken, 422 not offered). */
const SLOT_PROBLEMS = new Set([
  'slot_taken',
  'slot_unavailable',
  'slot_not_offered',
  'invalid_slot',
  'outside_schedule',
]);

const FALLBACK_TIME_ZONE = 'Europe/Vilnius';

export interface BookingFlowProps {
  business: BookingBusiness;
  areas: readonly Area[];
  signedIn: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BookingFlow({ business, areas, signedIn }: BookingFlowProps) {
  const [searchParams, setSearchParams] = useSearchParams();

  // The choice as far as it makes sense for this business (an unknown service or a specialist who does not
  // perform it drops that step and everything after it).
  const requested = readChoice(searchParams);
  const service = business.services.find((candidate) => candidate.id === requested.serviceId) ?? null;
  const performers = useMemo(
    () =>
      service ? business.specialists.filter((specialist) => specialist.serviceIds.includes(service.id)) : [],
    [business.specialists, service],
  );
  const specialistKnown =
    requested.specialist === ANY_SPECIALIST ||
    performers.some((specialist) => specialist.id === requested.specialist);
  const choice: BookingChoice = !service
    ? EMPTY_CHOICE
    : specialistKnown
      ? requested
      : { serviceId: service.id, specialist: null, date: null, time: null };
  const specialist = performers.find((candidate) => candidate.id === choice.specialist) ?? null;

  const updateChoice = useCallback(
    (next: BookingChoice) => {
      setSearchParams((current) => writeChoice(next, current), { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  // ----- Schedule data -------------------------------------------------------------------------------------
  const scheduleParams: ScheduleParams | null =
    service && choice.specialist
      ? { business: business.slug, service: service.id, specialist: specialistParam(choice.specialist) }
      : null;
  const scheduleKey = scheduleParams
    ? `${scheduleParams.service}|${scheduleParams.specialist ?? ANY_SPECIALIST}`
    : null;
  const options = useRemote(scheduleKey, () => fetchCalendarOptions(scheduleParams as ScheduleParams));
  const calendar = options.data;
  const timeZone = calendar?.timeZone ?? FALLBACK_TIME_ZONE;

  // The month on screen follows the date keyboard focus sits on in the calendar.
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const clamp = (date: string) =>
    calendar
      ? date < calendar.firstDate
        ? calendar.firstDate
        : date > calendar.lastDate
          ? calendar.lastDate
          : date
      : date;
  const monthAnchor = calendar ? clamp(focusedDate ?? choice.date ?? calendar.firstDate) : null;
  const month = monthAnchor ? dateFields(monthAnchor) : null;
  const monthRange =
    calendar && month ? monthWindow(month.year, month.month, calendar.firstDate, calendar.lastDate) : null;
  const datesKey = scheduleKey && monthRange ? `${scheduleKey}|${monthRange.from}|${monthRange.to}` : null;
  const dates = useRemote(datesKey, () =>
    fetchAvailableDates(scheduleParams as ScheduleParams, monthRange as { from: string; to: string }),
  );
  const available = useMemo(() => (dates.data ? new Set(dates.data) : undefined), [dates.data]);

  const slotsKey = scheduleKey && choice.date ? `${scheduleKey}|${choice.date}` : null;
  const slots = useRemote(slotsKey, () =>
    fetchTimeSlots(scheduleParams as ScheduleParams, choice.date as string),
  );
  const selectedSlot: TimeSlot | null = slots.data?.find((slot) => slot.label === choice.time) ?? null;

  // Public holidays of the month on screen that the business does not work on, marked in the grid and
  // listed under it.
  const excludedHolidays = calendar?.excludedPublicHolidays;
  const holidays = useMemo(
    () =>
      monthRange && excludedHolidays
        ? calendarHolidays(monthRange.from, monthRange.to, excludedHolidays)
        : new Map<string, string>(),
    [monthRange?.from, monthRange?.to, excludedHolidays],
  );

  // ----- Messages about a choice that stopped being possible -----------------------------------------------
  const [slotNotice, setSlotNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!calendar || !choice.date) return;
    const outside = choice.date < calendar.firstDate || choice.date > calendar.lastDate;
    const loadedAndGone =
      available !== undefined &&
      monthRange !== null &&
      choice.date >= monthRange.from &&
      choice.date <= monthRange.to &&
      !available.has(choice.date);
    if (outside || loadedAndGone) {
      // Keep the server's word on why the time failed, if that is what emptied the day. A day that was
      // never bookable (a link to a holiday, a closed Sunday) gets no "nebeliko": the calendar focuses it
      // and says why it cannot be booked.
      setSlotNotice((current) =>
        current
          ? `${current} Šią dieną laisvų laikų nebeliko – pasirinkite kitą dieną.`
          : outside
            ? 'Pasirinkta diena registracijai neprieinama – pasirinkite kitą dieną.'
            : null,
      );
      if (!outside) setFocusedDate(choice.date);
      updateChoice({ ...choice, date: null, time: null });
    }
  }, [calendar, available, monthRange?.from, monthRange?.to, choice.date]);

  useEffect(() => {
    if (!slots.data || !choice.time) return;
    if (!slots.data.some((slot) => slot.label === choice.time)) {
      // A notice the server gave (the booking lost the time) says more: keep it.
      setSlotNotice((current) => current ?? 'Pasirinktas laikas jau užimtas – pasirinkite kitą laiką.');
      updateChoice({ ...choice, time: null });
    }
  }, [slots.data, choice.time]);

  // When nothing is free in the first month (e.g. late in the month), show the next one.
  const autoAdvanced = useRef<string | null>(null);
  useEffect(() => {
    if (!calendar || !monthRange || !dates.data || focusedDate !== null || choice.date) return;
    if (dates.data.length > 0 || autoAdvanced.current === scheduleKey) return;
    autoAdvanced.current = scheduleKey;
    const next = Temporal.PlainDate.from(monthRange.to).add({ days: 1 });
    if (next.toString() <= calendar.lastDate) setFocusedDate(next.toString());
  }, [calendar, dates.data]);

  // Why a date the client moved to cannot be booked.
  const reasonDate =
    focusedDate &&
    available &&
    calendar &&
    !available.has(focusedDate) &&
    focusedDate >= calendar.firstDate &&
    focusedDate <= calendar.lastDate
      ? focusedDate
      : null;
  const override = useRemote(reasonDate ? `${scheduleKey}|${reasonDate}` : null, () =>
    fetchDateOverride({
      business: business.slug,
      service: (service as PublicService).id,
      date: reasonDate as string,
      specialist: specialistParam(choice.specialist),
    }),
  );

  // ----- Steps -------------------------------------------------------------------------------------------
  const complete = Boolean(service && choice.specialist && choice.date && selectedSlot);
  const [editing, setEditing] = useState<Step | null>(null);
  const firstIncomplete: Step = !service
    ? 'service'
    : !choice.specialist
      ? 'specialist'
      : !(choice.date && choice.time)
        ? 'datetime'
        : 'confirm';
  const openStep = editing ?? firstIncomplete;
  const stepState = (step: Exclude<Step, 'confirm'>, done: boolean): StepState =>
    openStep === step ? 'open' : done ? 'done' : 'locked';

  const headings = {
    service: useRef<HTMLHeadingElement>(null),
    specialist: useRef<HTMLHeadingElement>(null),
    datetime: useRef<HTMLHeadingElement>(null),
    confirm: useRef<HTMLHeadingElement>(null),
  };
  const [focusTarget, setFocusTarget] = useState<Step | null>(null);
  const currentStep: Step = complete && editing === null ? 'confirm' : openStep;
  useEffect(() => {
    if (!focusTarget || focusTarget !== currentStep) return;
    const heading = headings[focusTarget].current;
    setFocusTarget(null);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading
      .closest('section')
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [focusTarget, currentStep]);

  const selectService = (picked: PublicService) => {
    const keepSpecialist =
      choice.specialist === ANY_SPECIALIST ||
      business.specialists.some(
        (candidate) => candidate.id === choice.specialist && candidate.serviceIds.includes(picked.id),
      );
    setSlotNotice(null);
    setEditing(null);
    updateChoice({
      serviceId: picked.id,
      specialist: keepSpecialist ? choice.specialist : null,
      date: keepSpecialist ? choice.date : null,
      time: null,
    });
    setFocusTarget(keepSpecialist ? 'datetime' : 'specialist');
  };

  const selectSpecialist = (id: string) => {
    setSlotNotice(null);
    setEditing(null);
    updateChoice({ ...choice, specialist: id, time: null });
    setFocusTarget('datetime');
  };

  const selectDate = (date: string) => {
    setSlotNotice(null);
    setFocusedDate(date);
    updateChoice({ ...choice, date, time: null });
  };

  const selectTime = (slot: TimeSlot) => {
    setSlotNotice(null);
    setEditing(null);
    updateChoice({ ...choice, time: slot.label });
    setFocusTarget('confirm');
  };

  const edit = (step: Step) => {
    setEditing(step);
    setFocusTarget(step);
  };

  // ----- Booking ----------------------------------------------------------------------------------------
  const links = authLinks(bookingPath(business.slug, choice));
  const [note, setNote] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const slotNoticeRef = useRef<HTMLDivElement>(null);
  // The notice renders once the time step has reopened (after the URL update): focus it then.
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    const notice = slotNoticeRef.current;
    if (!focusNotice || !notice) return;
    setFocusNotice(false);
    notice.focus({ preventScroll: true });
    notice.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  });

  // The last booking attempt: sending the same choice again reuses its Idempotency-Key.
  const lastAttempt = useRef<BookingAttempt | null>(null);
  const confirm = async () => {
    if (!service || !selectedSlot || submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const submission = {
        business: business.slug,
        service: service.id,
        specialist: specialistParam(choice.specialist),
        start: selectedSlot.start,
        note: note.trim() || undefined,
      };
      const attempt = attemptFor(lastAttempt.current, submission, () => randomErrorToken(32));
      lastAttempt.current = attempt;
      const appointment = await createAppointment(submission, attempt.key);
      setBooked(appointment);
      globalThis.scrollTo?.({ top: 0 });
    } catch (error) {
      if (isApiError(error) && SLOT_PROBLEMS.has(error.error)) {
        // The time went to someone else (or stopped being offered): fresh times for the same day.
        setSlotNotice(error.message);
        setEditing(null);
        updateChoice({ ...choice, time: null });
        slots.reload();
        dates.reload();
        setFocusNotice(true);
      } else {
        const message = requestErrorMessage(
          error,
          'Nepavyko užregistruoti. Patikrinkite ryšį ir bandykite dar kartą.',
        );
        setSubmitError(message);
        // A session that ended meanwhile: offer the way back in (the choice stays in the address).
        const signInAgain = isApiError(error) && error.error === 'unauthorized';
        toast('danger', message, signInAgain ? { link: { href: links.signIn, label: 'Prisijungti' } } : {});
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (booked) {
    return <BookingSuccess appointment={booked} />;
  }

  // ----- Render ------------------------------------------------------------------------------------------
  const serviceGroups = groupServicesByArea(business.services, areas);
  const specialistName =
    choice.specialist === ANY_SPECIALIST ? 'Bet kuris specialistas' : (specialist?.name ?? null);
  const when = choice.date && choice.time ? `${formatShortDate(choice.date)}, ${choice.time}` : null;
  const monthHasNothing = dates.data !== undefined && dates.data.length === 0;
  const closedReason = reasonDate
    ? closedDateReason(
        reasonDate,
        override.data ?? null,
        holidays.get(reasonDate) ?? null,
        Boolean(specialistParam(choice.specialist)),
      )
    : null;

  return (
    <>
      <BusinessHeader business={business} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-4">
          <StepSection
            id="paslauga"
            number={1}
            title="Paslauga"
            state={stepState('service', Boolean(service))}
            summary={
              service
                ? `${service.name} · ${formatDuration(service.durationMinutes, 'compact')} · ${formatEuro(service.priceCents)}`
                : null
            }
            editLabel="Keisti paslaugą"
            onEdit={() => edit('service')}
            headingRef={headings.service}
          >
            {business.services.length === 0 ? (
              <p className="text-zinc-600">
                Šis salonas dar nepaskelbė paslaugų, kurioms galima registruotis internetu.
              </p>
            ) : (
              <ServicePicker
                groups={serviceGroups}
                selectedId={service?.id ?? null}
                onSelect={selectService}
              />
            )}
          </StepSection>

          <StepSection
            id="specialistas"
            number={2}
            title="Specialistas"
            state={stepState('specialist', Boolean(choice.specialist))}
            summary={specialistName}
            editLabel="Keisti specialistą"
            onEdit={() => edit('specialist')}
            headingRef={headings.specialist}
          >
            {performers.length === 0 ? (
              <p className="text-zinc-600">
                Šios paslaugos šiuo metu neatlieka nė vienas specialistas. Pasirinkite kitą paslaugą.
              </p>
            ) : (
              <SpecialistPicker
                specialists={performers}
                selected={choice.specialist}
                onSelect={selectSpecialist}
              />
            )}
          </StepSection>

          <StepSection
            id="laikas"
            number={3}
            title="Data ir laikas"
            state={stepState('datetime', Boolean(choice.date && choice.time))}
            summary={when}
            editLabel="Keisti datą ir laiką"
            onEdit={() => edit('datetime')}
            headingRef={headings.datetime}
          >
            {slotNotice ? (
              <div
                ref={slotNoticeRef}
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
            ) : !calendar || !monthAnchor ? (
              <CalendarSkeleton />
            ) : (
              <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-1 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
                <div>
                  <BookingCalendar
                    labelledBy="laikas-antraste"
                    value={choice.date}
                    focused={
                      focusedDate && focusedDate >= calendar.firstDate && focusedDate <= calendar.lastDate
                        ? focusedDate
                        : (choice.date ?? dates.data?.[0] ?? monthAnchor)
                    }
                    firstDate={calendar.firstDate}
                    lastDate={calendar.lastDate}
                    available={available}
                    holidays={holidays}
                    onChange={selectDate}
                    onFocusChange={setFocusedDate}
                  />
                  <div aria-live="polite" className="mt-2 min-h-5 text-sm text-zinc-600">
                    {dates.error ? (
                      <span className="text-red-700">
                        {requestErrorMessage(dates.error, 'Nepavyko įkelti laisvų dienų.')}
                      </span>
                    ) : closedReason ? (
                      closedReason
                    ) : monthHasNothing ? (
                      'Šį mėnesį laisvų laikų nėra – pažiūrėkite kitą mėnesį.'
                    ) : null}
                  </div>
                  {holidays.size > 0 ? (
                    <ul className="mt-2 space-y-1 text-xs text-zinc-600">
                      {[...holidays].map(([date, name]) => (
                        <li key={date} className="flex items-start gap-2">
                          <span
                            aria-hidden="true"
                            className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-500"
                          />
                          <span>
                            {formatShortDate(date)} – {name}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div>
                  <h3 className="mb-3 text-sm font-semibold text-zinc-900">
                    {choice.date ? `Laisvi laikai: ${formatShortDate(choice.date)}` : 'Laisvi laikai'}
                  </h3>
                  {!choice.date ? (
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
                      selectedLabel={choice.time}
                      onSelect={selectTime}
                      disabled={slots.loading}
                    />
                  )}
                </div>
              </div>
            )}
          </StepSection>

          <BookingConfirm
            headingRef={headings.confirm}
            ready={complete}
            signedIn={signedIn}
            signInHref={links.signIn}
            signUpHref={links.signUp}
            note={note}
            onNoteChange={setNote}
            submitting={submitting}
            error={submitError}
            onConfirm={confirm}
            requiresConfirmation={calendar?.requiresConfirmation ?? false}
            cancellationCutoffHours={calendar?.cancellationCutoffHours ?? null}
          />
          <MobileSummaryBar service={service} when={when} ready={complete} targetId="patvirtinimas" />
        </div>

        <BookingSummary
          business={business}
          service={service}
          specialistName={specialistName}
          specialistPhoto={specialist?.photo ?? null}
          anySpecialist={choice.specialist === ANY_SPECIALIST}
          date={choice.date}
          time={choice.time}
          slot={selectedSlot}
          timeZone={timeZone}
        />
      </div>
    </>
  );
}

export function BusinessHeader({
  business,
  eyebrow = 'Registracija vizitui',
}: {
  business: BookingBusiness;
  eyebrow?: string;
}) {
  return (
    <header className="mb-6 flex items-center gap-4">
      {business.logo ? (
        <img
          src={business.logo}
          alt=""
          className="size-14 shrink-0 rounded-2xl object-cover ring-1 ring-zinc-200 sm:size-16"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-100 text-xl font-semibold text-brand-800 sm:size-16"
        >
          {business.name.charAt(0)}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-700">{eyebrow}</p>
        <h1 className="text-xl font-semibold text-zinc-900 sm:text-2xl">{business.name}</h1>
        {business.address ? <p className="truncate text-sm text-zinc-600">{business.address}</p> : null}
      </div>
    </header>
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
