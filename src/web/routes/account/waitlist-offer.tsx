// /mano-vizitai/pasiulymas/{id} (and its twin inside a business's app): a time the client waited for came
// free and is held for them. "Registruotis" books it under the usual rules (the page's action); "Nereikia"
// lets it go to the next in line. The offer's notification, push message and e-mail link here.
import { lazy, Suspense, useCallback, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { appPath } from '../../../contracts/app-paths.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import type { WaitlistOffer } from '../../../contracts/waitlist.ts';
import { capitalise } from '../../../core/format/capitalise.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { formatLongDate, formatTimeRange, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { buttonClass, busySubmitProps, BusyButton } from '../../components/button.tsx';
import { LinkButton } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { OfferCountdown } from '../../features/waitlist/offer-countdown.tsx';
import {
  OFFER_ACCEPT_INTENT,
  OFFER_DECLINE_INTENT,
  OFFER_DECLINED,
} from '../../features/waitlist/waitlist-texts.ts';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';
import { formResultOpening, intentPost, notFoundPage, unknownIntent } from '../../lib/page-results.ts';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import type { Route } from './+types/waitlist-offer';

const EmailCodeForm = lazy(() =>
  import('../../features/auth/email-code-form.tsx').then((module) => ({ default: module.EmailCodeForm })),
);

const OFFER_NOT_FOUND = 'Toks pasiūlymas nerastas.';
export const VISIT_BOOKED = 'Vizitas užregistruotas.';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Atsilaisvino laikas', loaderData?.brandName);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const here = buildRoute('account_waitlist_offer', { id: params.id });
  if (!context.user) throw redirect(appPath(buildRoute('sign_in', { grizti: appPath(here, slug) }), slug));
  const offer = await context.services.waitlist.offer(context.user, params.id);
  if (!offer) notFoundPage(OFFER_NOT_FOUND);
  return {
    brandName: context.brandName,
    offer,
    now: context.now().toISOString(),
    email: context.user.email,
    here: appPath(here, slug),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, intent } = await intentPost(context.user, request);
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const visits = buildRoute('account_appointments');
  if (intent === OFFER_ACCEPT_INTENT) {
    return formResultOpening(
      await context.services.waitlist.accept(user, params.id),
      request,
      intent,
      (visit) => ({
        message: VISIT_BOOKED,
        location: appPath(`${visits}?vizitas=${visit.id}`, slug),
      }),
    );
  }
  if (intent === OFFER_DECLINE_INTENT) {
    return formResultOpening(
      await context.services.waitlist.decline(user, params.id),
      request,
      intent,
      () => ({
        message: OFFER_DECLINED,
        location: appPath(visits, slug),
      }),
    );
  }
  return unknownIntent(request, intent);
}

function offerTime(offer: WaitlistOffer): string {
  const date = capitalise(formatLongDate(localDateOf(offer.start, offer.timeZone)));
  return `${date}, ${formatTimeRange(offer.start, offer.end, offer.timeZone)}`;
}

export default function WaitlistOfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, email, here } = loaderData;
  const to = useAppPath();
  const revalidator = useRevalidator();
  const accept = useIntentFetcher({ intent: OFFER_ACCEPT_INTENT });
  const decline = useIntentFetcher({ intent: OFFER_DECLINE_INTENT });
  const [ranOut, setRanOut] = useState(() => Date.parse(offer.expiresAt) <= Date.parse(loaderData.now));
  const onExpired = useCallback(() => setRanOut(true), []);
  const refusal =
    accept.fetcher.state === 'idle' && accept.fetcher.data && !accept.fetcher.data.ok
      ? accept.fetcher.data
      : null;
  const needsEmailCode = refusal?.error === 'email_not_verified';
  const open = offer.status === 'open' && !ranOut;
  const visits = to(buildRoute('account_appointments'));

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: visits, label: 'Mano vizitai' }}
        title={open ? 'Atsilaisvino jūsų laukiamas laikas' : 'Pasiūlymas nebegalioja'}
        description={
          open ? 'Šį laiką rezervavome jums. Užsiregistruokite, kol rezervacija nesibaigė.' : undefined
        }
      />

      <section
        aria-labelledby="pasiulytas-laikas"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6"
      >
        <h2 id="pasiulytas-laikas" className="text-lg font-semibold text-zinc-900 tabular-nums">
          {offerTime(offer)}
        </h2>
        <p className="mt-1 text-zinc-700">
          {offer.service.name} · {formatEuro(offer.service.priceCents)}
        </p>
        <p className="text-sm text-zinc-600">
          {offer.business.name}
          {offer.business.address ? `, ${offer.business.address}` : ''} · {offer.specialist.name}
        </p>

        {offer.status === 'accepted' ? (
          <Notice tone="success" className="mt-4">
            Šiam laikui jau užsiregistravote.{' '}
            <a href={`${visits}?vizitas=${offer.appointmentId ?? ''}`} className="font-semibold underline">
              Peržiūrėti vizitą
            </a>
          </Notice>
        ) : !open ? (
          <Notice tone="info" className="mt-4">
            Rezervacija baigėsi, todėl laikas pasiūlytas kitam laukiančiam klientui. Jūs likote laukiančiųjų
            sąraše – pranešime, jei atsilaisvins kitas tinkamas laikas.
          </Notice>
        ) : (
          <>
            <div className="mt-4">
              <OfferCountdown expiresAt={offer.expiresAt} onExpired={onExpired} />
            </div>
            {refusal && !needsEmailCode ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {refusal.message}
              </p>
            ) : null}
            {needsEmailCode ? (
              <div className="mt-4">
                <p className="mb-2 text-sm text-zinc-700">{refusal.message}</p>
                <Suspense fallback={null}>
                  <EmailCodeForm
                    email={email}
                    returnTo={here}
                    onVerified={() => void revalidator.revalidate()}
                    onVerifiedSignInNeeded={() =>
                      window.location.assign(to(`/prisijungti?grizti=${encodeURIComponent(here)}`))
                    }
                  />
                </Suspense>
              </div>
            ) : null}
            <div className="mt-5 flex flex-col gap-2 sm:flex-row">
              <accept.fetcher.Form method="post" className="sm:flex-1">
                <input type="hidden" name="intent" value={OFFER_ACCEPT_INTENT} />
                <BusyButton busy={accept.busy} className="w-full" busyLabel="Registruojama…">
                  Registruotis
                </BusyButton>
              </accept.fetcher.Form>
              <decline.fetcher.Form method="post">
                <input type="hidden" name="intent" value={OFFER_DECLINE_INTENT} />
                <button {...busySubmitProps(decline.busy)} className={buttonClass('ghost', 'w-full')}>
                  Nereikia, pasiūlykite kitiems
                </button>
              </decline.fetcher.Form>
            </div>
          </>
        )}
      </section>
      {!open ? (
        <LinkButton to={visits} className="mt-4 w-full sm:w-auto">
          Į „Mano vizitai“
        </LinkButton>
      ) : null}
    </div>
  );
}
