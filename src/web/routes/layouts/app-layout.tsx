// The app variant: an onboarded business's own installable app under /{slug}/ (its clients and staff).
import { data, Outlet, useLocation } from 'react-router';
import { appHomePath, appPath } from '../../../contracts/app-paths.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { appScopePath } from '../../../core/pwa/app-scope.ts';
import { BottomBar, type BottomBarEntry } from '../../shell/bottom-bar.tsx';
import { BrandMark } from '../../shell/brand-mark.tsx';
import { CalendarPlusIcon, HomeIcon, ListIcon, UserIcon } from '../../components/icons.tsx';
import { publicBusiness } from '../../shell/page-globals.tsx';
import { useShellData, type ShellHandle } from '../../shell/shell-data.ts';
import { SiteFooter } from '../../shell/site-footer.tsx';
import { TopBar, signInHref, type NavItem } from '../../shell/top-bar.tsx';
import type { Route } from './+types/app-layout';

export const handle: ShellHandle = { variant: 'app' };

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const business = await context.services.catalog.businessBySlug(slug);
  if (!business || !business.onboarded) throw data(null, { status: 404 });
  // `businessGlobal` is what the page exposes as window.business (see shell-data.ts): public fields only.
  // `scopePath`: where the installed app lives, `/` when the request came on the business's own domain.
  return {
    business,
    businessGlobal: publicBusiness(business),
    scopePath: appScopePath(business, context.requestHost),
  };
}

// The client's pages (booking, visits, account, sign-in and sign-up) have twins inside the app: every entry
// keeps the client in the app's shell.
const PAST_APPOINTMENTS_QUERY = '?rodinys=praeje';

export function appNav(slug: string): NavItem[] {
  return [
    { id: 'home', label: 'Pradžia', href: appHomePath(slug), end: true },
    {
      id: 'book',
      label: 'Registracija',
      href: appPath(buildRoute('new_appointment_business', { slug }), slug),
    },
    { id: 'appointments', label: 'Mano vizitai', href: appPath(buildRoute('account_appointments'), slug) },
    { id: 'account', label: 'Paskyra', href: appPath(buildRoute('account'), slug) },
  ];
}

export function appBottomBarEntries(slug: string, signedIn: boolean, currentPath: string): BottomBarEntry[] {
  const appointments = appPath(buildRoute('account_appointments'), slug);
  const account = appPath(buildRoute('account'), slug);
  return [
    { id: 'home', label: 'Pradžia', icon: <HomeIcon />, href: appHomePath(slug), end: true },
    {
      id: 'book',
      label: 'Registracija',
      icon: <CalendarPlusIcon />,
      href: appPath(buildRoute('new_appointment_business', { slug }), slug),
    },
    {
      id: 'appointments',
      label: 'Mano vizitai',
      icon: <ListIcon />,
      items: [
        { id: 'upcoming', label: 'Būsimi vizitai', href: appointments },
        { id: 'past', label: 'Ankstesni vizitai', href: `${appointments}${PAST_APPOINTMENTS_QUERY}` },
      ],
    },
    {
      id: 'account',
      label: 'Paskyra',
      icon: <UserIcon />,
      items: signedIn
        ? [
            { id: 'profile', label: 'Mano paskyra', href: account },
            { id: 'notifications', label: 'Pranešimai', href: `${currentPath.split('?')[0]}?pranesimai` },
          ]
        : [
            { id: 'sign-in', label: 'Prisijungti', href: appPath(signInHref(currentPath), slug) },
            { id: 'sign-up', label: 'Registruotis', href: appPath(buildRoute('sign_up'), slug) },
          ],
    },
  ];
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const { business } = loaderData;
  const { brandName, user } = useShellData();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        variant="app"
        brandName={brandName}
        user={user}
        brand={<BrandMark name={business.name} logo={business.logoRound ?? business.logo} compact />}
        brandHref={buildRoute('app_home', { slug: business.slug })}
        nav={appNav(business.slug)}
        narrowMenu={[]}
        showSignUp={false}
        accountHref={appPath(buildRoute('account'), business.slug)}
        returnTo={currentPath}
        signInLink={appPath(signInHref(currentPath), business.slug)}
      />
      <main id="turinys" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter brandName={brandName} poweredBy />
      <BottomBar entries={appBottomBarEntries(business.slug, user !== null, currentPath)} />
    </div>
  );
}
