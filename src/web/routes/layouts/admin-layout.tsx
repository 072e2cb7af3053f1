// The admin variant under /administratorius: signed-in business admins, specialists and the operator.
import { useEffect, useState } from 'react';
import {
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import '../../admin.css';
import type { AdminBusinessChoice } from '../../../contracts/admin-appointments.ts';
import { buildRoute, routeParamNames, type RouteName } from '../../../contracts/routes.ts';
import { BrandMark } from '../../shell/brand-mark.tsx';
import {
  CalendarIcon,
  ChartIcon,
  CalendarPlusIcon,
  ClockIcon,
  HelpIcon,
  HomeIcon,
  ListIcon,
  SettingsIcon,
  SunIcon,
} from '../../components/icons.tsx';
import { useShellData, type ShellHandle } from '../../shell/shell-data.ts';
import { ContactsIcon, ImageIcon, SendIcon, StarIcon } from '../../components/icons.tsx';
import { TopBar, type NavItem } from '../../shell/top-bar.tsx';
import { PremiumOffer } from '../../shell/premium-offer.tsx';
import { trackMenuClick } from '../../shell/analytics.ts';
import {
  BusinessSwitcher,
  MANAGER_ONLY_NAV,
  navSlug,
} from '../../features/admin-appointments/business-switcher.tsx';
import type { Route } from './+types/admin-layout';

export const handle: ShellHandle = { variant: 'admin' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(buildRoute('sign_in', { grizti: `${url.pathname}${url.search}` }));
  }
  // The business switcher and the role-aware menu: the businesses one may open and one's role in this one.
  const slug = (params as Record<string, string | undefined>).slug ?? null;
  return { shell: await context.services.adminAppointments.shell(context.user, slug) };
}

/**
 * The switcher's data changes with the business in the address, or after a form post; not on the calendar's
 * live refreshes nor on plain navigation within one business.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.slug !== nextParams.slug) return true;
  return formMethod ? defaultShouldRevalidate : false;
}

export interface AdminNavSection {
  title: string | null;
  items: (NavItem & { description: string; route?: RouteName })[];
}

const adminLink = (
  id: string,
  route: RouteName,
  label: string,
  description: string,
  icon: React.ReactNode,
) => ({
  id,
  label,
  description,
  href: buildRoute(route),
  route,
  icon,
});

export const ADMIN_NAV: AdminNavSection[] = [
  {
    title: null,
    items: [
      {
        ...adminLink(
          'home',
          'admin_home',
          'Apžvalga',
          'Pradinis administravimo puslapis',
          <HomeIcon className="size-5" />,
        ),
        end: true,
      },
    ],
  },
  {
    title: 'Vizitai',
    items: [
      adminLink(
        'appointments',
        'admin_appointment_list',
        'Vizitų sąrašas',
        'Visi vizitai, jų būsenos ir paieška',
        <ListIcon className="size-5" />,
      ),
      adminLink(
        'appointment-create',
        'admin_appointment_create',
        'Naujas vizitas',
        'Užregistruokite klientą patys',
        <CalendarPlusIcon className="size-5" />,
      ),
      adminLink(
        'calendar',
        'admin_calendar',
        'Kalendorius',
        'Dienos ir savaitės užimtumas',
        <CalendarIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Darbo laikas',
    items: [
      adminLink(
        'schedules',
        'admin_schedule_list',
        'Tvarkaraštis',
        'Specialistų savaitės darbo valandos',
        <CalendarIcon className="size-5" />,
      ),
      adminLink(
        'overrides',
        'admin_schedule_override_list',
        'Tvarkaraščio pakeitimai',
        'Kitoks darbo laikas ar laisva diena',
        <ClockIcon className="size-5" />,
      ),
      adminLink(
        'holidays',
        'admin_holiday_list',
        'Laisvadieniai',
        'Atostogos ir valstybinės šventės',
        <SunIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Verslas',
    items: [
      adminLink(
        'statistics',
        'admin_statistics',
        'Statistika',
        'Vizitai, pajamos ir užimtumas',
        <ChartIcon className="size-5" />,
      ),
      adminLink(
        'onboarding',
        'admin_onboarding',
        'Pradžia',
        'Paruošimo žingsniai ir paskelbimas',
        <ListIcon className="size-5" />,
      ),
      adminLink(
        'settings',
        'admin_settings',
        'Nustatymai',
        'Profilis, kontaktai ir registracijos taisyklės',
        <SettingsIcon className="size-5" />,
      ),
      adminLink(
        'services',
        'admin_services',
        'Paslaugos',
        'Kainos, trukmės ir kategorijos',
        <ListIcon className="size-5" />,
      ),
      adminLink(
        'team',
        'admin_team',
        'Komanda',
        'Specialistai ir jų paslaugos',
        <ContactsIcon className="size-5" />,
      ),
      adminLink(
        'billing',
        'admin_billing',
        'Sąskaitos',
        'Rekvizitai ir mėnesio mokestis',
        <HomeIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Klientai ir įvaizdis',
    items: [
      adminLink(
        'clients',
        'admin_clients',
        'Klientai',
        'Kontaktai, pastabos ir vizitų istorija',
        <ContactsIcon className="size-5" />,
      ),
      adminLink(
        'reviews',
        'admin_reviews',
        'Atsiliepimai',
        'Klientų įvertinimai ir jūsų atsakymai',
        <StarIcon className="size-5" />,
      ),
      adminLink(
        'invitations',
        'admin_invitations',
        'Kvietimai',
        'Pakvieskite klientus ir komandos narius',
        <SendIcon className="size-5" />,
      ),
      adminLink(
        'images',
        'admin_images',
        'Nuotraukos',
        'Logotipas, viršelis ir galerija',
        <ImageIcon className="size-5" />,
      ),
    ],
  },
  {
    title: 'Pagalba',
    items: [
      adminLink(
        'help',
        'admin_help_list',
        'Pagalba',
        'Atsakymai į dažnus klausimus',
        <HelpIcon className="size-5" />,
      ),
    ],
  },
];

/** Platform staff see every business and the operator's tools. */
const OPERATOR_SECTION: AdminNavSection = {
  title: 'Platforma',
  items: [
    adminLink(
      'operator',
      'admin_operator',
      'Operatorius',
      'Visi verslai ir jų paruošimas',
      <SettingsIcon className="size-5" />,
    ),
  ],
};

/** The business's own figures: its owner and admins only, not the platform's operator. */
const OWNER_AND_ADMIN_NAV = new Set(['statistics']);

/** What needs no business: a signed-in user without one (or on a business they may not open) sees only these. */
const BUSINESS_FREE_NAV = new Set(['home']);

/**
 * The menu for one's role in the business being looked at: everything for its managers, one's own calendar
 * for a specialist, and nothing of a business without a role in it (a client, or a business one may not open).
 */
export function navFor(
  isOperator: boolean,
  role: AdminBusinessChoice['role'] | null,
  slug: string,
): AdminNavSection[] {
  const allowed = (id: string) =>
    role === null
      ? BUSINESS_FREE_NAV.has(id)
      : role === 'specialist'
        ? !MANAGER_ONLY_NAV.has(id)
        : role === 'operator'
          ? !OWNER_AND_ADMIN_NAV.has(id)
          : true;
  return ADMIN_NAV.map((section) => ({ ...section, items: section.items.filter((item) => allowed(item.id)) }))
    .concat(isOperator ? [OPERATOR_SECTION] : [])
    .map((section) => ({
      ...section,
      // Links keep the business being looked at (the placeholder `_` stays as it is).
      items: section.items.map((item) =>
        item.route && routeParamNames(item.route).includes('slug')
          ? { ...item, href: buildRoute(item.route, { slug }) }
          : item,
      ),
    }))
    .filter((section) => section.items.length > 0);
}

const SIDEBAR_STORAGE_KEY = 'administravimo-meniu-suskleistas';

/** The menu folded to icons (a tablet's width goes to the calendar), remembered in this browser. */
function useCollapsedSidebar(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    setCollapsed(window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === '1');
  }, []);
  return {
    collapsed,
    toggle: () =>
      setCollapsed((current) => {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, current ? '0' : '1');
        return !current;
      }),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { brandName, user } = useShellData();
  const location = useLocation();
  const params = useParams();
  const shell = loaderData?.shell ?? null;
  const sections = navFor(Boolean(user?.isOperator), shell?.current?.role ?? null, navSlug(params));
  const pending = shell?.current?.pendingCount ?? 0;
  const sidebar = useCollapsedSidebar();
  const collapsed = sidebar.collapsed;
  return (
    <div className="flex min-h-screen flex-col">
      <div className="print:hidden">
        <TopBar
          variant="admin"
          brandName={brandName}
          user={user}
          brandHref={buildRoute('admin_home')}
          brand={
            <span className="flex items-center gap-2">
              <BrandMark name={brandName} compact />
              <span className="hidden rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-zinc-700 min-[420px]:inline">
                Administravimas
              </span>
            </span>
          }
          narrowMenu={sections.flatMap((section) => section.items)}
          maxWidthClassName="max-w-7xl"
          returnTo={`${location.pathname}${location.search}`}
        />
      </div>
      <div
        className={`mx-auto flex w-full max-w-7xl flex-1 px-3 py-6 sm:px-6 md:py-8 print:block print:p-0 ${collapsed ? 'gap-4' : 'gap-8'}`}
      >
        <aside
          className={`hidden shrink-0 md:block print:hidden ${collapsed ? 'w-12' : 'w-60'}`}
          data-testid="admin-sidebar"
          data-collapsed={collapsed ? 'true' : 'false'}
        >
          <nav aria-label="Administravimo meniu" className="sticky top-24 space-y-6">
            <button
              type="button"
              onClick={sidebar.toggle}
              aria-expanded={!collapsed}
              className="flex min-h-10 w-full items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-zinc-600 hover:bg-white/70 hover:text-zinc-900"
              title={collapsed ? 'Išskleisti meniu' : 'Suskleisti meniu'}
            >
              <span aria-hidden="true" className="text-base leading-none">
                {collapsed ? '»' : '«'}
              </span>
              <span className={collapsed ? 'sr-only' : ''}>
                {collapsed ? 'Išskleisti meniu' : 'Suskleisti meniu'}
              </span>
            </button>
            {shell && !collapsed ? <BusinessSwitcher shell={shell} /> : null}
            {sections.map((section) => (
              <div key={section.title ?? 'main'}>
                {section.title && !collapsed ? (
                  <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-zinc-500">
                    {section.title}
                  </p>
                ) : null}
                <ul className="space-y-1">
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <NavLink
                        to={item.href}
                        end={item.end}
                        title={collapsed ? item.label : undefined}
                        onClick={() => trackMenuClick('admin-nav', item.id, item.href)}
                        className={({ isActive }) =>
                          `relative flex items-center gap-3 rounded-xl py-2 text-sm font-medium ${collapsed ? 'justify-center px-2' : 'px-3'} ${
                            isActive
                              ? 'bg-white text-brand-800 shadow-sm ring-1 ring-stone-200'
                              : 'text-zinc-700 hover:bg-white/70 hover:text-zinc-900'
                          }`
                        }
                      >
                        <span className="text-zinc-500">{item.icon}</span>
                        <span className={collapsed ? 'sr-only' : 'flex-1'}>{item.label}</span>
                        {item.id === 'appointments' && pending > 0 ? (
                          <span
                            className={`rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-bold text-white ${collapsed ? 'absolute -top-1 -right-1' : ''}`}
                            data-testid="pending-badge"
                          >
                            {pending}
                            <span className="sr-only"> laukia patvirtinimo</span>
                          </span>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <main id="turinys" className="min-w-0 flex-1">
          {shell && shell.businesses.length > 1 ? (
            <BusinessSwitcher shell={shell} className="mb-4 md:hidden" />
          ) : null}
          <Outlet />
        </main>
      </div>
      <PremiumOffer business={shell?.current ?? null} />
    </div>
  );
}
