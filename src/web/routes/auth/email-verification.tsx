import { Link } from 'react-router';
import { AuthPage, TextLink } from '../../features/auth/auth-page.tsx';
import { CheckCircleIcon, MailIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { ResendVerificationLink } from '../../features/auth/resend-verification.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import type { Route } from './+types/email-verification';

/**
 * Where the verification letter's link lands: `?token=…&grizti=…`, checked here (so the page knows how it
 * went, whoever opens it), then on to where the person was. Links of older letters went through
 * better-auth's `/api/auth/verify-email`, which redirects here: success, or
 * `?error=TOKEN_EXPIRED | INVALID_TOKEN | USER_NOT_FOUND | INVALID_USER`.
 */
export type VerificationOutcome =
  'verified' | 'expired' | 'invalid' | 'other-account' | 'not-verified' | 'unknown';

/**
 * Success only when it is known: the signed-in user's address is verified. Without an error and without a
 * session (better-auth does not sign in by the link, and anyone can open this address) we cannot tell, so the
 * page explains where to check instead of congratulating.
 */
export function verificationOutcome(
  error: string | null,
  user: { emailVerified: boolean } | null,
): VerificationOutcome {
  if (error === 'TOKEN_EXPIRED') return 'expired';
  if (error === 'INVALID_USER') return 'other-account';
  if (error) return 'invalid';
  if (!user) return 'unknown';
  return user.emailVerified ? 'verified' : 'not-verified';
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The address carries the letter's token: it must not leak to other sites as a referrer.
  return [
    ...privatePageMeta('El. pašto patvirtinimas', loaderData?.brandName),
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  const token = url.searchParams.get('token');
  const grizti = url.searchParams.get('grizti');
  const user = context.user;
  const outcome: VerificationOutcome = token
    ? await context.services.profile.verifyEmailLink(token)
    : verificationOutcome(error, user);
  return {
    brandName: context.brandName,
    outcome,
    signedIn: Boolean(user),
    verified: outcome === 'verified' || Boolean(user?.emailVerified),
    email: user?.email ?? null,
    // Where the person was going when they signed up (a booking, an invitation), if anywhere.
    returnTo: grizti ? safeReturnPath(grizti) : null,
  };
}

const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800';
const secondaryClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-white px-5 py-2.5 font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-stone-50';

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const { outcome, signedIn, verified, email, returnTo } = loaderData;
  // Signing in from here comes back to where the person was (or to the account page).
  const signIn = withReturnPath('/prisijungti', returnTo ?? '/paskyra');
  const signInButton = (
    <a href={signIn} className={buttonClass}>
      Prisijungti
    </a>
  );

  if (outcome === 'verified') {
    return (
      <AuthPage title="El. paštas patvirtintas" icon={<CheckCircleIcon />}>
        <div data-testid="email-verified">
          <Notice tone="success">
            Ačiū!{' '}
            {email ? <strong className="font-semibold break-all">{email}</strong> : 'Jūsų el. pašto adresas'}{' '}
            patvirtintas – vizitų patvirtinimus ir priminimus siųsime šiuo adresu.
          </Notice>
        </div>
        <div className="mt-6 grid gap-3">
          {signedIn && returnTo && returnTo !== '/paskyra' ? (
            <a href={returnTo} className={buttonClass}>
              Tęsti
            </a>
          ) : signedIn ? (
            <>
              <Link to="/paskyra" className={buttonClass}>
                Į mano paskyrą
              </Link>
              <Link to="/" className={secondaryClass}>
                Ieškoti paslaugų
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm text-zinc-600">
                {returnTo
                  ? 'Prisijunkite ir tęskite ten, kur baigėte.'
                  : 'Prisijunkite ir registruokitės vizitams.'}
              </p>
              {signInButton}
            </>
          )}
        </div>
      </AuthPage>
    );
  }

  if (outcome === 'unknown') {
    return (
      <AuthPage
        title="El. pašto patvirtinimas"
        icon={<MailIcon className="size-6" />}
        footer={<TextLink href="/">Į pradžią</TextLink>}
      >
        <Notice tone="info">
          Jei atėjote paspaudę nuorodą iš laiško, prisijunkite – paskyroje matysite, ar jūsų el. pašto adresas
          patvirtintas, ir prireikus gausite naują patvirtinimo nuorodą.
        </Notice>
        <div className="mt-6">{signInButton}</div>
      </AuthPage>
    );
  }

  const texts: Record<
    Exclude<VerificationOutcome, 'verified' | 'unknown'>,
    { title: string; body: string }
  > = {
    expired: {
      title: 'Nuorodos galiojimas baigėsi',
      body: 'Patvirtinimo nuoroda galioja 24 valandas. Gaukite naują nuorodą ir paspauskite ją naujame laiške.',
    },
    invalid: {
      title: 'Nuoroda netinkama',
      body: 'Nuoroda sugadinta arba nebegalioja. Patikrinkite, ar nukopijavote ją visą, arba gaukite naują.',
    },
    'other-account': {
      title: 'Nuoroda skirta kitai paskyrai',
      body: 'Esate prisijungę kita paskyra. Atsijunkite ir atidarykite nuorodą dar kartą.',
    },
    'not-verified': {
      title: 'El. pašto adresas dar nepatvirtintas',
      body: 'Patvirtinti nepavyko. Gaukite naują nuorodą ir paspauskite ją naujame laiške.',
    },
  };
  const text = texts[outcome];

  return (
    <AuthPage
      title={text.title}
      icon={<MailIcon className="size-6" />}
      footer={<TextLink href="/">Į pradžią</TextLink>}
    >
      <Notice tone="warning">{text.body}</Notice>
      <div className="mt-6">
        {signedIn && !verified ? (
          <div className="rounded-xl bg-stone-50 px-4 py-4 ring-1 ring-zinc-200">
            <p className="text-sm text-zinc-700">
              Naują nuorodą išsiųsime adresu <strong className="font-semibold break-all">{email}</strong>.
            </p>
            <ResendVerificationLink className="mt-2" />
          </div>
        ) : signedIn ? (
          <Link to="/paskyra" className={buttonClass}>
            Į mano paskyrą
          </Link>
        ) : (
          <>
            <p className="mb-4 text-sm text-zinc-600">
              Prisijunkite – gausite naują laišką su patvirtinimo kodu ir nuoroda.
            </p>
            {signInButton}
          </>
        )}
      </div>
    </AuthPage>
  );
}
