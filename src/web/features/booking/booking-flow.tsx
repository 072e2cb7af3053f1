import { useEffect, useMemo, useRef, useState, createRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAppPath } from '../../lib/app-paths.ts';
import type { Area, PublicService } from '../../../contracts/catalog.ts';
import { formatShortDate } from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { fetchCalendarOptions, type ScheduleParams } from './booking-api.ts';
import type { BookingBusiness } from './booking-business.ts';
import { groupServicesByArea } from '../../lib/services-by-area.ts';
import type { WaitlistStepProps } from '../../lib/waitlist-step.ts';
import {
  ANY_SPECIALIST,
  EMPTY_CHOICE,
  authLinks,
  bookingPath,
  readChoice,
  specialistParam,
  type BookingChoice,
} from '../../../contracts/booking-choice.ts';
import { BookingConfirm } from './booking-confirm.tsx';
import { formatDuration } from '../../../core/format/durations.ts';
import { firstIncompleteStep, type Step } from './booking-state.ts';
import { BookingSuccess } from './booking-success.tsx';
import { BookingSummary, MobileSummaryBar } from './booking-summary.tsx';
import { BusinessHeader } from './business-header.tsx';
import { DateTimeStep } from './date-time-step.tsx';
import { ServicePicker } from './service-picker.tsx';
import { ExtraServices } from './extra-services.tsx';
import { joinServiceNames } from '../../../core/appointments/visit-group.ts';
import { SpecialistPicker } from './specialist-picker.tsx';
import { StepSection, type StepState } from './step-section.tsx';
import { useBookingState } from './use-booking-state.ts';
import { useBookingSubmit } from './use-booking-submit.ts';
import { useDateTimeDays } from './use-date-time-days.ts';
import type { Schedule } from './use-month-availability.ts';
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
  /** The signed-in client already agrees to this salon's offers: the confirm step does not ask again. */
  marketingConsentGiven: boolean;
  /** "Pranešti, jei atsilaisvins" under the day's times, for the chosen (or looked at) day. */
  waitlistStep?: (props: WaitlistStepProps) => ReactNode;
}

/** The specialists who perform every one of `services` (none without a service). */
function performersOf<S extends { serviceIds: readonly string[] }>(
  specialists: readonly S[],
  services: readonly { id: string }[],
): S[] {
  if (services.length === 0) return [];
  return specialists.filter((specialist) =>
    services.every((visitService) => specialist.serviceIds.includes(visitService.id)),
  );
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
  marketingConsentGiven,
  waitlistStep,
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
  // Services added to the same visit: only known ones, in the order chosen.
  const extrasKey = (requested.extraServiceIds ?? []).join(',');
  const extras = useMemo(
    () => extrasKey.split(',').flatMap((id) => business.services.filter((known) => known.id === id)),
    [business.services, extrasKey],
  );
  const visitServices = useMemo(() => (service ? [service, ...extras] : []), [service, extras]);
  const performers = useMemo(
    () => performersOf(business.specialists, visitServices),
    [business.specialists, visitServices],
  );
  const specialistKnown =
    requested.specialist === ANY_SPECIALIST ||
    performers.some((specialist) => specialist.id === requested.specialist);
  const knownChoice: BookingChoice = !service
    ? EMPTY_CHOICE
    : specialistKnown
      ? requested
      : {
          serviceId: service.id,
          specialist: null,
          date: null,
          time: null,
          ...(requested.extraServiceIds ? { extraServiceIds: requested.extraServiceIds } : {}),
        };
  const [state, dispatch] = useBookingState(knownChoice);
  const { choice } = state;
  const specialist = performers.find((candidate) => candidate.id === choice.specialist) ?? null;

  // ----- Schedule data -------------------------------------------------------------------------------------
  const visitServiceIds = visitServices.map((visitService) => visitService.id);
  const params: ScheduleParams | null =
    service && choice.specialist
      ? {
          business: business.slug,
          service: service.id,
          ...(visitServiceIds.length > 1 ? { services: visitServiceIds } : {}),
          specialist: specialistParam(choice.specialist),
        }
      : null;
  const schedule: Schedule | null = params
    ? { params, key: `${visitServiceIds.join(',')}|${params.specialist ?? ANY_SPECIALIST}` }
    : null;
  const options = useRemote(schedule?.key ?? null, () => fetchCalendarOptions((schedule as Schedule).params));
  const calendar = options.data;
  const days = useDateTimeDays(schedule, options, state, dispatch);
  const { month, slots, selectedSlot } = days;

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
      performerIds: performersOf(business.specialists, [
        picked,
        ...extras.filter((extra) => extra.id !== picked.id),
      ]).map((candidate) => candidate.id),
    });
  const setExtras = (extraServiceIds: string[]) =>
    dispatch({
      type: 'setExtraServices',
      extraServiceIds,
      performerIds: performersOf(
        business.specialists,
        [service, ...extraServiceIds.map((id) => business.services.find((known) => known.id === id))].filter(
          (known): known is PublicService => known !== undefined && known !== null,
        ),
      ).map((candidate) => candidate.id),
    });
  // What can still join the visit: a service someone performs together with all the chosen ones.
  const addable = service
    ? business.services.filter(
        (candidate) =>
          !visitServiceIds.includes(candidate.id) &&
          performersOf(business.specialists, [...visitServices, candidate]).length > 0,
      )
    : [];
  // The visit as the summaries show it: one service, or the several named together.
  const visitService: PublicService | null =
    service && visitServices.length > 1
      ? {
          ...service,
          name: joinServiceNames(visitServices.map((visitPart) => visitPart.name)),
          durationMinutes: visitServices.reduce((sum, visitPart) => sum + visitPart.durationMinutes, 0),
          priceCents: visitServices.reduce((sum, visitPart) => sum + visitPart.priceCents, 0),
        }
      : service;
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
            ...(visitServiceIds.length > 1 ? { services: visitServiceIds } : {}),
            specialist: specialistParam(choice.specialist),
            slot: selectedSlot,
            note: state.note.trim() || undefined,
            marketingConsent: state.marketingConsent,
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
              visitService
                ? `${visitService.name} · ${formatDuration(visitService.durationMinutes, 'inText')} · ${formatEuro(visitService.priceCents)}`
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

          {service && openStep !== 'service' ? (
            <ExtraServices extras={extras} addable={addable} onChange={setExtras} />
          ) : null}

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
                {visitServices.length > 1
                  ? 'Visų pasirinktų paslaugų šiuo metu neatlieka nė vienas specialistas. Pašalinkite kurią nors paslaugą.'
                  : 'Šios paslaugos šiuo metu neatlieka nė vienas specialistas. Pasirinkite kitą paslaugą.'}
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
              state={state}
              dispatch={dispatch}
              noticeRef={slotNoticeRef}
              days={days}
              waitlist={
                waitlistStep && service && choice.specialist && calendar && month
                  ? waitlistStep({
                      service: service.id,
                      specialist: specialistParam(choice.specialist) ?? null,
                      specialistName:
                        choice.specialist === ANY_SPECIALIST ? null : (specialist?.name ?? null),
                      date: choice.date ?? month.focused,
                      firstDate: calendar.firstDate,
                      lastDate: calendar.lastDate,
                      dayIsFull: Boolean(choice.date && slots.data?.length === 0),
                      signInHref: links.signIn,
                    })
                  : null
              }
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
            businessName={business.name}
            marketingConsent={marketingConsentGiven ? null : state.marketingConsent}
            onMarketingConsentChange={(marketingConsent) =>
              dispatch({ type: 'marketingConsentChanged', marketingConsent })
            }
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
          <MobileSummaryBar service={visitService} when={when} ready={complete} targetId="patvirtinimas" />
        </div>

        <BookingSummary
          business={business}
          service={visitService}
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
