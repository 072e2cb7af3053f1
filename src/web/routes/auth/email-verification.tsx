import { Link } from 'react-router';
import { AuthPage, TextLink } from '../../features/auth/auth-page.tsx';
import { CheckIcon, MailIcon, Notice } from '../../features/auth/form-fields.tsx';
import { ResendVerificationLink } from '../../features/auth/resend-verification.tsx';
import type { Route } from './+types/email-verification';

/**
 * Where the e-mail verification link lands (better-auth redirects here after `/api/auth/verify-email`):
 * success, or `?error=TOKEN_EXPIRED | INVALID_TOKEN | USER_NOT_FOUND | INVALID_USER`.
 */
type Outcome = 'verified' | 'expired' | 'invalid' | 'other-account' | 'not-verified';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `El. pašto patvirtinimas – ${loaderData?.brandName ?? 'Grožio Laikas'}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get('error');
  const user = context.user;
  let outcome: Outcome;
  if (error === 'TOKEN_EXPIRED') outcome = 'expired';
  else if (error === 'INVALID_USER') outcome = 'other-account';
  else if (error) outcome = 'invalid';
  // No error and nobody signed in: the address was already verified earlier (better-auth signs in only the
  // first time), so this is good news too.
  else outcome = user && !user.emailVerified ? 'not-verified' : 'verified';
  return {
    brandName: context.brandName,
    outcome,
    signedIn: Boolean(user),
    verified: Boolean(user?.emailVerified),
    email: user?.email ?? null,
  };
}

const buttonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800';
const secondaryClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-white px-5 py-2.5 font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-stone-50';

export default function EmailVerification({ loaderData }: Route.ComponentProps) {
  const { outcome, signedIn, verified, email } = loaderData;

  if (outcome === 'verified') {
    return (
      <AuthPage title="El. pašto adresas patvirtintas" icon={<CheckIcon />}>
        <Notice tone="success">
          Ačiū!{' '}
          {email ? <strong className="font-semibold break-all">{email}</strong> : 'Jūsų el. pašto adresas'}{' '}
          patvirtintas – vizitų patvirtinimus ir priminimus siųsime šiuo adresu.
        </Notice>
        <div className="mt-6 grid gap-3">
          {signedIn ? (
            <>
              <Link to="/paskyra" className={buttonClass}>
                Į mano paskyrą
              </Link>
              <Link to="/" className={secondaryClass}>
                Ieškoti paslaugų
              </Link>
            </>
          ) : (
            <Link to="/prisijungti" className={buttonClass}>
              Prisijungti
            </Link>
          )}
        </div>
      </AuthPage>
    );
  }

  const texts: Record<Exclude<Outcome, 'verified'>, { title: string; body: string }> = {
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
              Prisijunkite – paskyroje galėsite gauti naują patvirtinimo nuorodą.
            </p>
            <Link to="/prisijungti" className={buttonClass}>
              Prisijungti
            </Link>
          </>
        )}
      </div>
    </AuthPage>
  );
}
