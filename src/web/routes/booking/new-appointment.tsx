// /naujas-vizitas/{slug}: the booking flow of one business (service → specialist → date and time → confirm).
import { lazy, Suspense } from 'react';
import { data, Link, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatPhone, telHref } from '../../../core/phone/phone-display.ts';
import { toBookingBusiness } from '../../features/booking/booking-business.ts';
import { BookingFlow } from '../../features/booking/booking-flow.tsx';
import { BusinessHeader } from '../../features/booking/business-header.tsx';
import { withReturnPath } from '../../features/auth/return-path.ts';
import { useAppPath } from '../../lib/app-paths.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/new-appointment';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';
import { WaitlistJoinForm } from '../../features/waitlist/waitlist-join-form.tsx';
import { WAITLIST_JOIN_INTENT, WAITLIST_JOINED } from '../../features/waitlist/waitlist-texts.ts';
import { formResult, formText, intentPost, unknownIntent } from '../../lib/page-results.ts';

// Only a client who has just signed up (or not yet confirmed the address) needs it: loaded then, so that the
// booking page does not carry the auth forms' code for everyone.
const EmailCodeForm = lazy(() =>
  import('../../features/auth/email-code-form.tsx').then((module) => ({ default: module.EmailCodeForm })),
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Salonas nerastas – ${DEFAULT_BRAND_NAME}` }];
  const { business } = loaderData;
  // The business name stands where Lithuanian needs its nominative, so no case ending is ever wrong.
  return pageMeta({
    matches,
    path: buildRoute('new_appointment_business', { slug: business.slug }),
    title: `Registracija internetu: ${business.name} – ${loaderData.brandName}`,
    description: `„${business.name}“ priima registracijas internetu: pasirinkite paslaugą, specialistą ir laisvą laiką, be skambučių.`,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // Mounted twice: /naujas-vizitas/{slug} on the website and /{slug}/naujas-vizitas inside the app.
  const [business, areas] = await Promise.all([
    context.services.catalog.businessBySlug(params.slug),
    context.services.catalog.areas(),
  ]);
  if (!business) throw data(null, { status: 404 });
  const consents = context.user ? await context.services.marketing.consents(context.user) : [];
  return {
    brandName: context.brandName,
    business: toBookingBusiness(business),
    areas,
    signedIn: context.user !== null,
    hasPhoneNumber: Boolean(context.user?.phoneNumber),
    email: context.user?.email ?? null,
    emailVerified: Boolean(context.user?.emailVerified),
    marketingConsentGiven: consents.some((consent) => consent.business.id === business.id),
  };
}

/** The booking page's one form that is not the booking: "Pranešti, jei atsilaisvins" (the waitlist). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent !== WAITLIST_JOIN_INTENT) return unknownIntent(request, intent);
  const input: Record<string, string> = {};
  for (const name of ['business', 'service', 'specialist', 'date', 'from', 'to']) {
    const value = formText(form, name);
    if (value) input[name] = value;
  }
  return formResult(await context.services.waitlist.join(user, input), request, intent, WAITLIST_JOINED);
}

/** The choice lives in the query string: changing it must not reload the business. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function NewAppointment({ loaderData }: Route.ComponentProps) {
  // All but the brand (the title's) is what the booking flow is given.
  const { brandName: _brandName, ...visitor } = loaderData;
  const { business, signedIn, email } = visitor;
  const revalidator = useRevalidator();
  const to = useAppPath();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {business.onboarded ? (
        <BookingFlow
          key={business.slug}
          {...visitor}
          waitlistStep={(step) => (
            <WaitlistJoinForm
              {...step}
              business={business.slug}
              signedIn={signedIn}
              myVisitsHref={to('/mano-vizitai')}
            />
          )}
          emailCodeStep={({ returnTo, onVerified }) =>
            email ? (
              <Suspense fallback={null}>
                <EmailCodeForm
                  email={email}
                  returnTo={returnTo}
                  onVerified={() => {
                    onVerified();
                    // The page's (and the header's) user is confirmed now.
                    void revalidator.revalidate();
                  }}
                  onVerifiedSignInNeeded={() =>
                    window.location.assign(to(withReturnPath('/prisijungti', returnTo)))
                  }
                />
              </Suspense>
            ) : null
          }
        />
      ) : (
        <div className="mx-auto max-w-xl">
          <BusinessHeader business={business} eyebrow="Registracija vizitui" />
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200">
            <h2 className="text-lg font-semibold text-zinc-900">
              Šis salonas dar nepriima registracijų internetu
            </h2>
            <p className="mt-2 text-zinc-600">
              {business.phone
                ? 'Užsiregistruoti galite paskambinę salonui – jie mielai parinks jums laiką.'
                : 'Susisiekite su salonu tiesiogiai – jie mielai parinks jums laiką.'}
            </p>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row">
              {business.phone ? (
                <a
                  href={telHref(business.phone)}
                  className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  Skambinti <span className="whitespace-nowrap">{formatPhone(business.phone)}</span>
                </a>
              ) : null}
              {business.email ? (
                <a
                  href={`mailto:${business.email}`}
                  className="inline-flex items-center justify-center rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  Rašyti el. paštu
                </a>
              ) : null}
            </div>
            <Link
              to={buildRoute('new_appointment')}
              className="mt-5 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Rinktis kitą saloną
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
