// The admin variant under /administratorius: signed-in business admins, specialists and the operator.
import {
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import '../../admin.css';
import { ADMIN_SLUG_PLACEHOLDER, buildRoute } from '../../../contracts/routes.ts';
import { BrandMark } from '../../shell/brand-mark.tsx';
import { useShellData, type ShellHandle, type WideHandle } from '../../shell/shell-data.ts';
import { TopBar } from '../../shell/top-bar.tsx';
import { PremiumOffer } from '../../shell/premium-offer.tsx';
import { BusinessSwitcher, navSlug } from '../../features/admin-appointments/business-switcher.tsx';
import { navFor } from './admin-nav.tsx';
import { AdminSidebar, useCollapsedSidebar } from './admin-sidebar.tsx';
import type { Route } from './+types/admin-layout';

export const handle: ShellHandle = { variant: 'admin' };

// A page whose route handle has `wide: true` (the calendar: a week of a whole team) takes the screen's width.
const isWide = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as Partial<WideHandle>).wide === true;

// The admin home reads the menu from here, as it did before the menu had a file of its own: the bundler
// then keeps the shell's modules in the chunks the public pages already load.
export { navFor };

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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { brandName, user } = useShellData();
  const location = useLocation();
  const params = useParams();
  const shell = loaderData?.shell ?? null;
  // Links name the business being looked at, also on pages whose address has none (the admin home).
  const slug = navSlug(params);
  const sections = navFor(
    Boolean(user?.isOperator),
    shell?.current?.role ?? null,
    slug === ADMIN_SLUG_PLACEHOLDER ? (shell?.current?.slug ?? slug) : slug,
  );
  const pending = shell?.current?.pendingCount ?? 0;
  const sidebar = useCollapsedSidebar();
  const wide = useMatches().some((match) => isWide(match.handle));
  const maxWidth = wide ? 'max-w-[120rem]' : 'max-w-7xl';
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
          maxWidthClassName={maxWidth}
          returnTo={`${location.pathname}${location.search}`}
        />
      </div>
      <div
        className={`mx-auto flex w-full ${maxWidth} flex-1 px-3 py-6 sm:px-6 md:py-8 print:block print:p-0 ${sidebar.collapsed ? 'gap-4' : 'gap-8'}`}
      >
        <AdminSidebar
          sections={sections}
          shell={shell}
          pending={pending}
          collapsed={sidebar.collapsed}
          onToggle={sidebar.toggle}
        />
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
