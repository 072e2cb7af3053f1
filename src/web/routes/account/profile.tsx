import { redirect, useRevalidator } from 'react-router';
import { appPath } from '../../../contracts/app-paths.ts';
import { ACCEPT_TERMS_INTENT } from '../../../contracts/profile.ts';
import { appSlugOfRequest } from '../../lib/app-paths.ts';
import { AccountSections } from '../../features/auth/account-section.tsx';
import { Notice } from '../../components/notice.tsx';
import { NameForm } from '../../features/auth/name-form.tsx';
import { PHONE_NUMBER_INTENT, PhoneNumberForm } from '../../components/phone-number-form.tsx';
import {
  CHANNEL_LABELS,
  NOTIFICATION_PREFERENCE_INTENT,
  NotificationPreferences,
} from '../../features/auth/notification-preferences.tsx';
import { preferenceChangedMessage } from '../../../core/notifications/notification-preferences.ts';
import {
  formResult,
  intentPost,
  textField,
  unknownIntent,
  type FormFailure,
} from '../../lib/page-results.ts';
import { PHONE_SAVE_EXCEPTION } from '../../../core/phone/phone-number.ts';
import { CalendarFeedLink } from '../../features/calendar/calendar-feed-link.tsx';
import {
  MarketingConsents,
  WITHDRAW_MARKETING_CONSENT_INTENT,
} from '../../features/marketing/marketing-consents.tsx';
import { ResendVerificationLink } from '../../features/auth/resend-verification.tsx';
import { signInPath } from '../../features/auth/return-path.ts';
import { Hint } from '../../shell/hint.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/profile';
import { EmailText } from '../../components/contact-text.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Mano paskyra', loaderData?.brandName);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  // The account layout sends anonymous visitors to the sign-in page too; loaders run side by side.
  const user = context.user;
  if (!user) throw redirect(appPath(signInPath(`${url.pathname}${url.search}`), slug));
  return {
    brandName: context.brandName,
    user,
    justVerified: url.searchParams.get('patvirtinta') === '1' && user.emailVerified,
    notificationPreferences: await context.services.notifications.preferences(user.id),
    marketingConsents: await context.services.marketing.consents(user),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  switch (intent) {
    case NOTIFICATION_PREFERENCE_INTENT:
      return formResult(
        await context.services.notifications.setPreference(user, {
          kind: textField(form, 'kind'),
          channel: textField(form, 'channel'),
          enabled: textField(form, 'enabled'),
        }),
        request,
        intent,
        ({ change }) =>
          preferenceChangedMessage(change.kind, CHANNEL_LABELS[change.channel].suffix, change.enabled),
      );
    case PHONE_NUMBER_INTENT:
      return formResult(
        await context.services.profile.savePhoneNumber(user, textField(form, 'phoneNumber')),
        request,
        intent,
        (saved) => saved.message,
      );
    case WITHDRAW_MARKETING_CONSENT_INTENT:
      return formResult(
        await context.services.marketing.withdraw(user, textField(form, 'business')),
        request,
        intent,
        (withdrawn) => withdrawn.message,
      );
    case ACCEPT_TERMS_INTENT:
      return formResult(
        await context.services.profile.acceptTerms(user),
        request,
        intent,
        (accepted) => accepted.message,
      );
    default:
      return unknownIntent(request, intent);
  }
}

/**
 * A lost connection is the form's refusal, not the error view: the phone form also stands in dialogs on
 * other pages (the booking flow, the phone request), which must stay open and say so.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const failure: FormFailure = {
      ok: false,
      intent: String(intent ?? ''),
      error: 'network',
      message:
        intent === PHONE_NUMBER_INTENT ? PHONE_SAVE_EXCEPTION : 'Nepavyko išsaugoti. Bandykite dar kartą.',
      fields: {},
    };
    return failure;
  }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, justVerified, notificationPreferences, marketingConsents } = loaderData;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  return (
    <>
      {justVerified ? <Notice tone="success">El. pašto adresas patvirtintas sėkmingai!</Notice> : null}

      <AccountSections
        cards={[
          {
            id: 'vardas',
            title: 'Asmeninė informacija',
            description: 'Šį vardą matys grožio specialistai, pas kuriuos registruojatės.',
            content: <NameForm name={user.name} onSaved={refresh} />,
          },
          {
            id: 'priminimai',
            title: 'Pranešimai ir priminimai',
            description: 'Kaip norite gauti priminimus ir žinias apie savo vizitus.',
            content: <NotificationPreferences items={notificationPreferences} />,
          },
          {
            id: 'pasiulymai',
            title: 'Salonų pasiūlymai',
            description:
              'Salonai, kuriems leidote siųsti pasiūlymus ir priminimus apsilankyti vėl. Vizitų patvirtinimus ir priminimus gausite bet kuriuo atveju.',
            content: <MarketingConsents items={marketingConsents} />,
          },
          {
            id: 'kalendorius',
            title: 'Vizitai kalendoriuje',
            description: 'Jūsų vizitai telefono ar kompiuterio kalendoriuje, atnaujinami patys.',
            content: <CalendarFeedLink route="user_calendar_feed" />,
          },
          {
            id: 'el-pastas',
            title: 'El. paštas',
            description: 'Šiuo adresu siunčiame vizitų patvirtinimus ir priminimus.',
            content: <EmailStatus email={user.email} verified={user.emailVerified} />,
          },
          {
            id: 'telefonas',
            title: 'Telefono numeris',
            description: 'Specialistai paskambins, jei reikės pakeisti ar patikslinti vizitą.',
            content: (
              <div className="max-w-sm">
                <PhoneNumberForm initialNumber={user.phoneNumber} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

/** The address, whether it is confirmed, and how to confirm it. */
function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-medium text-zinc-900">
          <EmailText email={email} />
        </span>
        {verified ? (
          <Hint content="Adresas patvirtintas – vizitų patvirtinimus ir priminimus siunčiame juo." plain>
            <span
              data-testid="email-status"
              className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
            >
              Patvirtintas
            </span>
          </Hint>
        ) : (
          <Hint
            content="Paspauskite nuorodą laiške, kurį išsiuntėme šiuo adresu. Negavote laiško? Gaukite naują nuorodą žemiau."
            plain
          >
            <span
              data-testid="email-status"
              className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
            >
              Nepatvirtintas
            </span>
          </Hint>
        )}
      </div>
      {verified ? null : (
        <div className="mt-4 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <p className="text-sm text-amber-950">
            Patvirtinkite el. pašto adresą paspaudę nuorodą laiške, kurį jums išsiuntėme. Negavote laiško?
          </p>
          <ResendVerificationLink className="mt-2" />
        </div>
      )}
    </>
  );
}
