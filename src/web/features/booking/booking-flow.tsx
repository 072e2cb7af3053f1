import { useEffect, useMemo, useRef, useState, createRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAppPath } from '../../lib/app-paths.ts';
import type { Area, PublicService } from '../../../contracts/catalog.ts';
import { formatShortDate } from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { fetchCalendarOptions, type ScheduleParams } from './booking-api.ts';
import type { BookingBusiness } from './booking-business.ts';
import { groupServicesByArea } from '../../lib/services-by-area.ts';
import {
  ANY_SPECIALIST,
  EMPTY_CHOICE,
  authLinks,
  bookingPath,
  readChoice,
  specialistParam,
  type BookingChoice,
} from '../../lib/booking-choice.ts';
import { BookingConfirm } from './booking-confirm.tsx';
import { formatDuration } from '../../../core/format/durations.ts';
import { firstIncompleteStep, type Step } from './booking-state.ts';
import { BookingSuccess } from './booking-success.tsx';
import { BookingSummary, MobileSummaryBar } from './booking-summary.tsx';
import { BusinessHeader } from './business-header.tsx';
import { DateTimeStep } from './date-time-step.tsx';
import { ServicePicker } from './service-picker.tsx';
import { SpecialistPicker } from './specialist-picker.tsx';
import { StepSection, type StepState } from './step-section.tsx';
import { useBookingState } from './use-booking-state.ts';
import { useBookingSubmit } from './use-booking-submit.ts';
import { useDaySlots } from './use-day-slots.ts';
import { useMonthAvailability, type Schedule } from './use-month-availability.ts';
import { useRemote } from './use-remote.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

export interface BookingFlowProps {
  business: BookingBusiness;
  areas: readonly Area[];
  signedIn: boolean;
  /** The signed-in client has a phone number on their account. */
  hasPhoneNumber: boolean;
  /** The signed-in client's address (null when nobody is signed in) and whether it is confirmed. */
  email: string | null;
  emailVerified: boolean;
  /** The e-mail code step, which calls `onVerified` once the address is confirmed. */
  emailCodeStep: (props: { returnTo: string; onVerified: () => void }) => ReactNode;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BookingFlow({
  business,
  areas,
  signedIn,
  hasPhoneNumber,
  email,
  emailVerified,
  emailCodeStep,
}: BookingFlowProps) {
  // Saved in the flow's own phone form (or refused by the server for want of one).
  const [phoneSaved, setPhoneSaved] = useState(hasPhoneNumber);
  // Confirmed in the flow's own code step (or refused by the server for want of it).
  const [emailConfirmed, setEmailConfirmed] = useState(emailVerified);
  const [searchParams] = useSearchParams();

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
  const knownChoice: BookingChoice = !service
    ? EMPTY_CHOICE
    : specialistKnown
      ? requested
      : { serviceId: service.id, specialist: null, date: null, time: null };
  const [state, dispatch] = useBookingState(knownChoice);
  const { choice } = state;
  const specialist = performers.find((candidate) => candidate.id === choice.specialist) ?? null;

  // ----- Schedule data -------------------------------------------------------------------------------------
  const params: ScheduleParams | null =
    service && choice.specialist
      ? { business: business.slug, service: service.id, specialist: specialistParam(choice.specialist) }
      : null;
  const schedule: Schedule | null = params
    ? { params, key: `${params.service}|${params.specialist ?? ANY_SPECIALIST}` }
    : null;
  const options = useRemote(schedule?.key ?? null, () => fetchCalendarOptions((schedule as Schedule).params));
  const calendar = options.data;
  const month = useMonthAvailability(schedule, calendar, state.focusedDate, choice.date, dispatch);
  const { slots, selectedSlot } = useDaySlots(schedule, choice.date, choice.time, dispatch);

  // ----- Steps -------------------------------------------------------------------------------------------
  const complete = Boolean(service && choice.specialist && choice.date && selectedSlot);
  const openStep = state.editing ?? firstIncompleteStep(choice, service !== null);
  const stepState = (step: Exclude<Step, 'confirm'>, done: boolean): StepState =>
    openStep === step ? 'open' : done ? 'done' : 'locked';
  const currentStep: Step = complete && state.editing === null ? 'confirm' : openStep;

  const [headings] = useState(() => ({
    service: createRef<HTMLHeadingElement>(),
    specialist: createRef<HTMLHeadingElement>(),
    datetime: createRef<HTMLHeadingElement>(),
    confirm: createRef<HTMLHeadingElement>(),
  }));
  const { focusTarget } = state;
  useEffect(() => {
    if (!focusTarget || focusTarget !== currentStep) return;
    const heading = headings[focusTarget].current;
    dispatch({ type: 'stepFocused' });
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading
      .closest('section')
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [focusTarget, currentStep, headings, dispatch]);

  // The notice renders once the time step has reopened (after the URL update): focus it then.
  const slotNoticeRef = useRef<HTMLDivElement>(null);
  const { focusNotice, slotNotice } = state;
  useEffect(() => {
    const notice = slotNoticeRef.current;
    if (!focusNotice || !notice) return;
    dispatch({ type: 'noticeFocused' });
    notice.focus({ preventScroll: true });
    notice.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  }, [focusNotice, slotNotice, openStep, dispatch]);

  const selectService = (picked: PublicService) =>
    dispatch({
      type: 'chooseService',
      serviceId: picked.id,
      performerIds: business.specialists
        .filter((candidate) => candidate.serviceIds.includes(picked.id))
        .map((candidate) => candidate.id),
    });
  const edit = (step: Step) => dispatch({ type: 'edit', step });

  // ----- Booking ----------------------------------------------------------------------------------------
  // Inside the business's app, signing in and coming back stay in the app.
  const to = useAppPath();
  const here = to(bookingPath(business.slug, choice));
  const auth = authLinks(here);
  const links = { signIn: to(auth.signIn), signUp: to(auth.signUp) };
  const confirm = useBookingSubmit({
    submission:
      service && selectedSlot
        ? {
            business: business.slug,
            service: service.id,
            specialist: specialistParam(choice.specialist),
            slot: selectedSlot,
            note: state.note.trim() || undefined,
          }
        : null,
    submitting: state.submitting,
    signInHref: links.signIn,
    dispatch,
    reloadTimes: () => {
      slots.reload();
      month?.dates.reload();
    },
    onPhoneRequired: () => setPhoneSaved(false),
    onEmailNotVerified: () => setEmailConfirmed(false),
  });

  if (state.booked) {
    return <BookingSuccess appointment={state.booked} />;
  }

  // ----- Render ------------------------------------------------------------------------------------------
  const specialistName =
    choice.specialist === ANY_SPECIALIST ? 'Bet kuris specialistas' : (specialist?.name ?? null);
  const when = choice.date && choice.time ? `${formatShortDate(choice.date)}, ${choice.time}` : null;

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
                ? `${service.name} · ${formatDuration(service.durationMinutes, 'inText')} · ${formatEuro(service.priceCents)}`
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
                groups={groupServicesByArea(business.services, areas)}
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
                onSelect={(id) => dispatch({ type: 'chooseSpecialist', specialist: id })}
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
            <DateTimeStep
              slotNotice={slotNotice}
              noticeRef={slotNoticeRef}
              options={options}
              month={month}
              slots={slots}
              date={choice.date}
              time={choice.time}
              onDate={(date) => dispatch({ type: 'chooseDate', date })}
              onFocusDate={(date) => dispatch({ type: 'focusDate', date })}
              onTime={(slot) => dispatch({ type: 'chooseTime', time: slot.label })}
            />
          </StepSection>

          <BookingConfirm
            headingRef={headings.confirm}
            ready={complete}
            signedIn={signedIn}
            signInHref={links.signIn}
            signUpHref={links.signUp}
            note={state.note}
            onNoteChange={(note) => dispatch({ type: 'noteChanged', note })}
            submitting={state.submitting}
            error={state.submitError}
            onConfirm={confirm}
            requiresConfirmation={calendar?.requiresConfirmation ?? false}
            needsPhoneNumber={Boolean(calendar?.requiresPhoneNumber) && !phoneSaved}
            onPhoneSaved={() => setPhoneSaved(true)}
            needsEmailCode={signedIn && !emailConfirmed}
            email={email}
            emailCodeStep={emailCodeStep({ returnTo: here, onVerified: () => setEmailConfirmed(true) })}
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
          timeZone={calendar?.timeZone ?? LITHUANIA_TIME_ZONE}
        />
      </div>
    </>
  );
}
