/** The admin menu at the side of wide screens: the business switcher and the sections, foldable to icons. */
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import type { AdminShell } from '../../../contracts/admin-appointments.ts';
import { trackMenuClick } from '../../shell/analytics.ts';
import { BusinessSwitcher } from '../../features/admin-appointments/business-switcher.tsx';
import type { AdminNavSection } from './admin-nav.tsx';

const SIDEBAR_STORAGE_KEY = 'administravimo-meniu-suskleistas';

/** The menu folded to icons (a tablet's width goes to the calendar), remembered in this browser. */
export function useCollapsedSidebar(): { collapsed: boolean; toggle: () => void } {
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

export function AdminSidebar({
  sections,
  shell,
  pending,
  collapsed,
  onToggle,
}: {
  sections: AdminNavSection[];
  shell: AdminShell | null;
  /** Visits waiting for confirmation, badged on the visit list's link. */
  pending: number;
  /** Folded to icons (the layout's gap follows it, hence held by the layout: `useCollapsedSidebar`). */
  collapsed: boolean;
  onToggle: () => void;
}) {
  return (
    <aside
      className={`hidden shrink-0 md:block print:hidden ${collapsed ? 'w-12' : 'w-60'}`}
      data-testid="admin-sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <nav aria-label="Administravimo meniu" className="sticky top-24 space-y-6">
        <button
          type="button"
          onClick={onToggle}
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
                        className={`rounded-full bg-amber-700 px-1.5 text-xs leading-5 font-bold text-white ${collapsed ? 'absolute -top-1 -right-1' : ''}`}
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
  );
}
