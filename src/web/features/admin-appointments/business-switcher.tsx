/**
 * The admin layout's business switcher: the business being managed and, for people with several (and the
 * operator, who sees them all), a choice of another. Switching keeps the page when it is a business-wide one
 * (its address ends in the slug), otherwise opens the new business's calendar.
 */
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AdminShell } from '../../../contracts/admin-appointments.ts';
import { ADMIN_SLUG_PLACEHOLDER, buildRoute } from '../../../contracts/routes.ts';
import { NamedOptions } from '../../components/named-options.tsx';

const ROLE_LABELS = {
  owner: 'Savininkas',
  admin: 'Administratorius',
  specialist: 'Specialistas',
  operator: 'Operatorius',
} as const;

/** Nav entries only owners, admins and the operator see (a specialist manages only their own calendar). */
export const MANAGER_ONLY_NAV = new Set([
  'onboarding',
  'settings',
  'services',
  'team',
  'billing',
  'statistics',
  'clients',
  'invitations',
  'images',
]);

/** The address of the same page for another business, or its calendar when the page is about one record. */
export function switchedPath(
  pathname: string,
  params: Record<string, string | undefined>,
  slug: string,
): string {
  const { slug: current, ...others } = params;
  const itemPage = Object.entries(others).some(([key, value]) => key !== '*' && value !== undefined);
  if (current && !itemPage) {
    const segments = pathname.split('/');
    const index = segments.lastIndexOf(encodeURIComponent(current));
    if (index > 0) {
      segments[index] = encodeURIComponent(slug);
      return segments.join('/');
    }
  }
  return buildRoute('admin_calendar', { slug });
}

/** The slug nav links should carry: the address's own, unless it is the placeholder (then keep it). */
export function navSlug(params: Record<string, string | undefined>): string {
  return params.slug && params.slug !== ADMIN_SLUG_PLACEHOLDER ? params.slug : ADMIN_SLUG_PLACEHOLDER;
}

export function BusinessSwitcher({ shell, className = '' }: { shell: AdminShell; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const { current, businesses } = shell;
  if (!current && businesses.length === 0) return null;
  const many = businesses.length > 1;
  return (
    <div
      className={`rounded-2xl border border-stone-200 bg-white px-3 py-3 shadow-sm ${className}`}
      data-testid="business-switcher"
    >
      {many ? (
        <label className="block">
          <span className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">Verslas</span>
          <select
            value={current?.slug ?? ''}
            onChange={(event) => void navigate(switchedPath(location.pathname, params, event.target.value))}
            className="mt-1 block w-full rounded-lg border-0 bg-stone-50 py-2 pr-8 pl-2 text-sm font-semibold text-zinc-900 ring-1 ring-stone-200 ring-inset focus:ring-2 focus:ring-brand-600"
          >
            {current ? null : <option value="">Pasirinkite verslą</option>}
            <NamedOptions items={businesses} by="slug" />
          </select>
        </label>
      ) : current ? (
        <>
          <span className="block text-xs font-semibold tracking-wider text-zinc-500 uppercase">Verslas</span>
          <span className="mt-1 block truncate text-sm font-semibold text-zinc-900">{current.name}</span>
        </>
      ) : null}
      {current ? <span className="mt-1 block text-xs text-zinc-500">{ROLE_LABELS[current.role]}</span> : null}
    </div>
  );
}
