import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, NavLink, Outlet, redirect } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { signInPath } from '../../features/auth/return-path.ts';
import { DismissibleAlert } from '../../shell/dismissible-alert.tsx';
import { signOut } from '../../shell/sign-out.ts';
import { appPath } from '../../../contracts/app-paths.ts';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';
import { revalidateUnlessLeaving } from '../../lib/page-results.ts';
import type { Route } from './+types/account-layout';
import { firstLetterOf, initialsOf } from '../../lib/initials.ts';
import { Avatar } from '../../components/avatar.tsx';
import { EmailText } from '../../components/contact-text.tsx';

/** The client's account: signed-in only; tabs for the profile, visits and security pages. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  if (!context.user) throw redirect(appPath(signInPath(`${url.pathname}${url.search}`), slug));
  return { user: context.user, brandName: context.brandName };
}

/** A deleted account leaves for the home page: there is no one to load the account for any more. */
export const shouldRevalidate = revalidateUnlessLeaving;

const TABS = [
  { to: '/paskyra', label: 'Profilis', end: true },
  { to: '/mano-vizitai', label: 'Mano vizitai', end: false },
  { to: '/paskyra/saugumas', label: 'Saugumas', end: false },
];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const to = useAppPath();
  const [leaving, setLeaving] = useState(false);
  const initials = user.name.trim() ? initialsOf(user.name) : firstLetterOf(user.email);

  return (
    <div className="bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50 pb-16">
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
        <header className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3 sm:gap-4">
            <Avatar
              name={user.name}
              letters={initials}
              className="size-12 shadow-sm sm:size-14"
              discClassName="bg-brand-700 text-lg font-semibold text-white sm:text-xl"
            />
            <div className="min-w-0">
              <h1 className="truncate text-xl font-semibold tracking-tight text-zinc-900 sm:text-2xl">
                Mano paskyra
              </h1>
              <p className="truncate text-sm text-zinc-600">{user.name}</p>
            </div>
          </div>
          <Button
            onPress={() => {
              setLeaving(true);
              // Back to the public site; a failure says so in a toast and the button works again.
              void signOut({ leaveTo: '/' }).then((left) => left || setLeaving(false));
            }}
            isDisabled={leaving}
            className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm sm:px-4 font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset outline-none hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {leaving ? <Spinner /> : null}
            Atsijungti
          </Button>
        </header>
        <nav aria-label="Paskyros skiltys" className="mt-6">
          <ul className="grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-zinc-900/5 sm:inline-grid sm:min-w-96">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={to(tab.to)}
                  end={tab.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-2 py-2 text-center text-sm font-semibold whitespace-nowrap transition sm:px-4 ${isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-zinc-700 hover:bg-stone-100'}`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-6">
          {user.emailVerified ? null : (
            // A reminder on every account tab; once hidden it stays hidden in this browser (per user), while
            // the e-mail section keeps showing the state and the resend link.
            <DismissibleAlert
              id={`email-not-verified-${user.id}`}
              tone="warning"
              title="Patvirtinkite el. pašto adresą"
            >
              Paspauskite nuorodą laiške, kurį išsiuntėme adresu{' '}
              <strong className="font-semibold">
                <EmailText email={user.email} />
              </strong>
              . Naują nuorodą galite gauti skiltyje{' '}
              <Link to={to('/paskyra#el-pastas')} className="font-semibold underline underline-offset-2">
                „El. paštas“
              </Link>
              .
            </DismissibleAlert>
          )}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
