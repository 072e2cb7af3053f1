// /pasiulymu-atsisakymas/{token}: a marketing letter's "Atsisakyti". The page names the salon and withdraws
// the consent with one button, without signing in; opening it changes nothing, since mail scanners open
// every link in a letter. The mail app's own button POSTs to /api/public/marketing/unsubscribe/{token}.
import { data, Form, Link, useNavigation } from 'react-router';
import { MARKETING_CONSENT_TEXTS } from '../../../contracts/marketing-consent.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { buttonClass } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/unsubscribe';

export function meta({ loaderData }: Route.MetaArgs) {
  // The address carries the token: it must not leak to other sites as a referrer.
  return [
    ...privatePageMeta('Pasiūlymų atsisakymas', loaderData?.brandName),
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await context.services.marketing.unsubscribeInfo(params.token);
  return data(
    { brandName: context.brandName, link, signedIn: context.user !== null },
    { status: link ? 200 : 404 },
  );
}

export async function action({ context, params }: Route.ActionArgs) {
  const result = await context.services.marketing.unsubscribe(params.token);
  return result.ok
    ? { ok: true as const, message: result.value.message }
    : data({ ok: false as const, message: result.message }, { status: result.status });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { link, signedIn } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const done = actionData?.ok ? actionData.message : null;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-zinc-900">Pasiūlymų atsisakymas</h1>
        {!link ? (
          <p className="mt-3 text-zinc-700" role="alert">
            {MARKETING_CONSENT_TEXTS.invalidLink}
          </p>
        ) : done ? (
          <div className="mt-4" data-testid="unsubscribe-done">
            <Notice tone="success">{done}</Notice>
          </div>
        ) : link.consentActive ? (
          <>
            <p className="mt-3 text-zinc-700">
              Nebenorite gauti „{link.business.name}“ pasiūlymų ir priminimų apsilankyti vėl? Vizitų
              patvirtinimus ir priminimus gausite kaip anksčiau.
            </p>
            {actionData && !actionData.ok ? (
              <p
                role="alert"
                className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
              >
                {actionData.message}
              </p>
            ) : null}
            <Form method="post" className="mt-6">
              <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full sm:w-auto')}>
                {busy ? 'Atsisakoma…' : 'Atsisakyti pasiūlymų'}
              </button>
            </Form>
          </>
        ) : (
          <div className="mt-4" data-testid="unsubscribe-done">
            <Notice tone="info">Jūs jau atsisakėte „{link.business.name}“ pasiūlymų.</Notice>
          </div>
        )}
        {/* A link that is not valid already sends the client to the account (its message says so). */}
        {link ? (
          <p className="mt-6 text-sm text-zinc-600">
            {signedIn ? (
              <>
                Salonų, kurių pasiūlymus gaunate, sąrašas – jūsų{' '}
                <Link
                  to={`${buildRoute('account')}#pasiulymai-title`}
                  className="font-medium text-brand-700 underline"
                >
                  paskyroje
                </Link>
                .
              </>
            ) : (
              <>Salonų, kurių pasiūlymus gaunate, sąrašą rasite savo paskyroje.</>
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
