// /mano-vizitai: the signed-in client's upcoming and past visits, with online cancelling and reviews of
// completed visits (`?vizitas=` opens one visit, as the review notification and modal links do).
import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, redirect, useNavigate } from 'react-router';
import type { VisitReviewState } from '../../../contracts/reviews.ts';
import { formatLongDate, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { REVIEW_RATINGS, type ReviewRating } from '../../../core/reviews/review-rules.ts';
import { ReviewDialog, type ReviewSubject } from '../../features/reviews/review-dialog.tsx';
import {
  RATE_VISIT,
  REVIEW_INTENTS,
  REVIEW_SAVED,
  REVIEW_UPDATED,
} from '../../features/reviews/review-texts.ts';
import { RatingStars } from '../../features/catalog/rating-stars.tsx';
import { FavouriteSalons } from '../../features/catalog/favourite-salons.tsx';
import { formResult, formText, intentPost, textField, unknownIntent } from '../../lib/page-results.ts';
import type { Appointment, AppointmentScope } from '../../../contracts/booking.ts';
import type { AdminResult } from '../../../contracts/admin-schedules.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { appPath } from '../../../contracts/app-paths.ts';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { AppointmentCard } from '../../features/my-appointments/appointment-card.tsx';
import {
  CANCEL_VISIT_INTENT,
  CancelDialog,
  VISIT_CANCELLED,
} from '../../features/my-appointments/cancel-dialog.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/my-appointments';
import { VISIT_FORMS } from '../../../core/format/nouns.ts';
import { holdsTime } from '../../../core/appointments/status-machine.ts';
import { WaitlistEntries } from '../../features/waitlist/waitlist-entries.tsx';
import { WAITLIST_LEAVE_INTENT, WAITLIST_LEFT } from '../../features/waitlist/waitlist-texts.ts';

export const MY_APPOINTMENTS_PATH = '/mano-vizitai';
/** `?rodinys=praeje` shows past visits; anything else the upcoming ones. */
const PAST_VIEW = 'praeje';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Mano vizitai', loaderData?.brandName);
}

function isUpcoming(appointment: Appointment, now: number): boolean {
  return holdsTime(appointment.status) && Date.parse(appointment.end) > now;
}

export async function loader({ request, context, params: routeParams }: Route.LoaderArgs) {
  const slug = appSlugOfRequest(request, (routeParams as { slug?: string }).slug);
  if (!context.user) {
    throw redirect(appPath(buildRoute('sign_in', { grizti: appPath(MY_APPOINTMENTS_PATH, slug) }), slug));
  }
  const params = new URL(request.url).searchParams;
  const view = params.get('rodinys');
  let scope: AppointmentScope = view === PAST_VIEW ? 'past' : 'upcoming';
  // A link to one visit opens the tab it is on.
  const focusId = params.get('vizitas');
  const focused = focusId
    ? await context.services.booking.appointmentForUser(context.user.id, focusId)
    : null;
  if (focused && view === null) scope = isUpcoming(focused, context.now().getTime()) ? 'upcoming' : 'past';
  const items = await context.services.booking.myAppointments(context.user.id, scope);
  const reviews =
    scope === 'past'
      ? await context.services.reviews.visitStates(
          context.user.id,
          items.map((item) => item.id),
        )
      : [];
  const chosen = Number(params.get('ivertinimas'));
  // A business's own app shows its visits only; the marketplace also the client's favourite salons.
  const favourites = slug ? null : await context.services.favourites.list(context.user);
  const waiting = await context.services.waitlist.entries(context.user);
  return {
    favourites,
    waiting,
    brandName: context.brandName,
    scope,
    items,
    reviews,
    focusId: focused?.id ?? null,
    initialRating: REVIEW_RATINGS.find((r) => r === chosen) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  const appointmentId = textField(form, 'appointmentId');
  const input: Record<string, string> = {};
  for (const name of ['rating', 'comment']) {
    const value = formText(form, name);
    if (value !== undefined) input[name] = value;
  }
  // Every form of the page answers alike: its own message on success, the refusal by the one rule.
  const answer = <T,>(result: AdminResult<T>, message: string) =>
    formResult(result, request, intent, message);
  switch (intent) {
    case CANCEL_VISIT_INTENT: {
      const cancel: Record<string, string> = { id: textField(form, 'id') };
      const reason = textField(form, 'reason').trim();
      if (reason) cancel.reason = reason;
      return answer(await context.services.booking.cancelByClient(user, cancel), VISIT_CANCELLED);
    }
    case WAITLIST_LEAVE_INTENT:
      return answer(await context.services.waitlist.leave(user, textField(form, 'entryId')), WAITLIST_LEFT);
    case REVIEW_INTENTS.create:
      return answer(await context.services.reviews.create(user, appointmentId, input), REVIEW_SAVED);
    case REVIEW_INTENTS.edit:
      return answer(await context.services.reviews.edit(user, appointmentId, input), REVIEW_UPDATED);
    default:
      return unknownIntent(request, intent);
  }
}

function reviewSubject(
  appointment: Appointment,
  state: VisitReviewState,
  initialRating: ReviewRating | null,
): ReviewSubject {
  const date = formatLongDate(localDateOf(appointment.start, appointment.timeZone));
  return {
    appointmentId: appointment.id,
    summary: `${appointment.service.name}, ${appointment.business.name}, ${date}`,
    review: state.review,
    initialRating,
  };
}

/** A visit card's review part: the stars given (and "Pataisyti" while allowed) or "Įvertinti". */
function VisitReview({ state, onOpen }: { state: VisitReviewState | undefined; onOpen: () => void }) {
  if (!state) return null;
  if (state.review) {
    const editable = Date.parse(state.review.editableUntil) >= Date.now();
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm text-zinc-700">
          Jūsų įvertinimas: <RatingStars rating={state.review.rating} size="size-4" />
        </p>
        {editable ? (
          <button
            type="button"
            onClick={onOpen}
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Pataisyti
          </button>
        ) : null}
      </div>
    );
  }
  if (!state.canReview) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-zinc-700">Kaip sekėsi? Jūsų įvertinimas padės kitiems.</p>
      <button
        type="button"
        onClick={onOpen}
        className="shrink-0 rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {RATE_VISIT}
      </button>
    </div>
  );
}

export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  const { scope, items, reviews, focusId, initialRating, favourites, waiting } = loaderData;
  const navigate = useNavigate();
  const stateOf = (id: string) => reviews.find((r) => r.appointmentId === id);
  const [reviewing, setReviewing] = useState<ReviewSubject | null>(null);
  // A link to one completed visit (the notification, a star of the review modal) opens its review form.
  useEffect(() => {
    if (!focusId) return;
    const state = reviews.find((r) => r.appointmentId === focusId);
    const visit = items.find((item) => item.id === focusId);
    if (visit && state && (state.canReview || state.review)) {
      setReviewing(reviewSubject(visit, state, initialRating));
    }
    document
      .querySelector(`[data-appointment-id="${CSS.escape(focusId)}"]`)
      ?.scrollIntoView({ block: 'center' });
    // Only when the address names another visit: saving reloads the data but must not reopen the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusId, initialRating]);
  const to = useAppPath();
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  // A visit cancelled here leaves the list as it reloads: cancelled visits are under "Praėję ir atšaukti".

  const panel = (tabScope: AppointmentScope) => (
    <TabPanel id={tabScope} className="outline-none">
      {tabScope !== scope ? null : items.length === 0 ? (
        <EmptyState past={scope === 'past'} />
      ) : (
        <>
          <p className="sr-only">{formatCount(items.length, VISIT_FORMS)}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  past={scope === 'past'}
                  onCancel={setCancelling}
                  highlighted={appointment.id === focusId}
                  review={
                    stateOf(appointment.id)?.canReview || stateOf(appointment.id)?.review ? (
                      <VisitReview
                        state={stateOf(appointment.id)}
                        onOpen={() => {
                          const state = stateOf(appointment.id);
                          if (state) setReviewing(reviewSubject(appointment, state, null));
                        }}
                      />
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </TabPanel>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-zinc-900 sm:text-3xl">Mano vizitai</h1>
        <Link
          to={to(buildRoute('new_appointment'))}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Nauja registracija
        </Link>
      </div>

      <Tabs
        selectedKey={scope}
        onSelectionChange={(key) =>
          navigate(
            to(key === 'past' ? `${MY_APPOINTMENTS_PATH}?rodinys=${PAST_VIEW}` : MY_APPOINTMENTS_PATH),
            {
              preventScrollReset: true,
            },
          )
        }
        className="mt-6"
      >
        <TabList aria-label="Vizitai" className="mb-5 inline-flex rounded-xl bg-zinc-100 p-1">
          {(
            [
              ['upcoming', 'Artimiausi'],
              ['past', 'Praėję ir atšaukti'],
            ] as const
          ).map(([id, label]) => (
            <Tab
              key={id}
              id={id}
              className={({ isSelected, isFocusVisible }) =>
                `cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold outline-none transition ${
                  isSelected ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
                } ${isFocusVisible ? 'ring-2 ring-brand-600' : ''}`
              }
            >
              {label}
            </Tab>
          ))}
        </TabList>
        {panel('upcoming')}
        {panel('past')}
      </Tabs>

      <WaitlistEntries
        entries={waiting}
        action={to(MY_APPOINTMENTS_PATH)}
        offerHref={(offerId) => to(`${MY_APPOINTMENTS_PATH}/pasiulymas/${offerId}`)}
        className="mt-10"
      />

      {favourites ? <FavouriteSalons salons={favourites} emptyHint className="mt-10" /> : null}

      <ReviewDialog subject={reviewing} action={MY_APPOINTMENTS_PATH} onClose={() => setReviewing(null)} />

      <CancelDialog
        appointment={cancelling}
        action={MY_APPOINTMENTS_PATH}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
    </div>
  );
}

function EmptyState({ past }: { past: boolean }) {
  const to = useAppPath();
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-zinc-200">
      <p className="text-lg font-semibold text-zinc-900">
        {past ? 'Praėjusių ir atšauktų vizitų dar nėra' : 'Artimiausių vizitų nėra'}
      </p>
      <p className="mt-1 text-zinc-600">
        {past
          ? 'Čia matysite savo ankstesnius ir atšauktus vizitus.'
          : 'Išsirinkite saloną ir laiką – užtruks vos minutę.'}
      </p>
      {past ? null : (
        <Link
          to={to(buildRoute('new_appointment'))}
          className="mt-5 inline-flex rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Užsiregistruoti vizitui
        </Link>
      )}
    </div>
  );
}
