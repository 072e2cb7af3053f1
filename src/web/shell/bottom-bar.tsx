/**
 * The app variant's bottom bar on phones: links and dropdown triggers; pressing a trigger toggles
 * its own list and closes all others; an open list is 50 px per item plus 1 tall. While the bar is visible
 * the page's bottom padding equals its height, re-measured on window resize.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { bottomBarListHeight } from '../../core/ui/modal-queue-order.ts';
import { trackMenuClick } from './analytics.ts';

/**
 * Whether `entry` is the page shown. A trailing slash does not make another page: the app's home is
 * `/{slug}/` (its service worker's scope) and reached as `/{slug}` too.
 */
function isCurrentPage(pathname: string, entry: { href: string; end?: boolean }): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const here = trim(pathname);
  const target = trim(entry.href.split(/[?#]/)[0] ?? entry.href);
  return here === target || (!entry.end && here.startsWith(`${target}/`));
}

export interface BottomBarLink {
  id: string;
  label: string;
  icon: ReactNode;
  href: string;
  end?: boolean;
}

export interface BottomBarDropdown {
  id: string;
  label: string;
  icon: ReactNode;
  items: { id: string; label: string; href: string }[];
}

export type BottomBarEntry = BottomBarLink | BottomBarDropdown;

export interface BottomBarProps {
  entries: BottomBarEntry[];
  ariaLabel?: string;
  /** Classes that hide the bar where it does not belong (default: above the app's 600 px mobile width). */
  visibilityClassName?: string;
}

function isDropdown(entry: BottomBarEntry): entry is BottomBarDropdown {
  return 'items' in entry;
}

/**
 * Keeps <body>'s bottom padding equal to the bar's height while the bar is displayed, and names the height
 * (`--bottom-bar-height`) for what floats above the bar (the toasts).
 */
function usePagePaddingFor(bar: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const update = () => {
      const visible = window.getComputedStyle(element).display !== 'none';
      document.body.style.paddingBottom = visible ? `${element.offsetHeight}px` : '';
      document.documentElement.style.setProperty(
        '--bottom-bar-height',
        visible ? `${element.offsetHeight}px` : '0px',
      );
    };
    update();
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--bottom-bar-height');
    };
  }, [bar]);
}

const itemClass =
  'flex h-full flex-1 flex-col items-center justify-center gap-1 px-1 text-[11px] font-medium leading-none outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600';

export function BottomBar({
  entries,
  ariaLabel = 'Programėlės meniu',
  visibilityClassName = 'min-[601px]:hidden',
}: BottomBarProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const bar = useRef<HTMLElement>(null);
  const location = useLocation();
  const listIdPrefix = useId();
  usePagePaddingFor(bar);

  useEffect(() => setOpenId(null), [location.key]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (bar.current && !bar.current.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  const open = entries.find((entry): entry is BottomBarDropdown => entry.id === openId && isDropdown(entry));

  return (
    <nav
      ref={bar}
      aria-label={ariaLabel}
      data-testid="bottom-bar"
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(0,0,0,0.04)] backdrop-blur ${visibilityClassName}`}
    >
      {open ? (
        <ul
          id={`${listIdPrefix}-${open.id}`}
          data-testid={`bottom-bar-list-${open.id}`}
          aria-label={open.label}
          className="shell-bottom-list absolute inset-x-0 bottom-full overflow-hidden border-t border-stone-200 bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.08)]"
          style={{ height: bottomBarListHeight(open.items.length), boxSizing: 'border-box' }}
        >
          {open.items.map((item) => (
            <li
              key={item.id}
              className="h-[50px] border-b border-stone-100 last:border-b-0"
              style={{ boxSizing: 'border-box' }}
            >
              <NavLink
                to={item.href}
                onClick={() => trackMenuClick('bottom-bar', `${open.id}.${item.id}`, item.href)}
                className={({ isActive }) =>
                  `flex h-full items-center px-5 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-zinc-800'} hover:bg-stone-50`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        {entries.map((entry) =>
          isDropdown(entry) ? (
            <button
              key={entry.id}
              type="button"
              aria-expanded={openId === entry.id}
              aria-controls={openId === entry.id ? `${listIdPrefix}-${entry.id}` : undefined}
              data-testid={`bottom-bar-trigger-${entry.id}`}
              onClick={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
              className={`${itemClass} ${openId === entry.id ? 'text-brand-700' : 'text-zinc-600'}`}
            >
              {entry.icon}
              <span>{entry.label}</span>
            </button>
          ) : (
            <Link
              key={entry.id}
              to={entry.href}
              aria-current={isCurrentPage(location.pathname, entry) ? 'page' : undefined}
              onClick={() => trackMenuClick('bottom-bar', entry.id, entry.href)}
              className={`${itemClass} ${isCurrentPage(location.pathname, entry) ? 'text-brand-700' : 'text-zinc-600'}`}
            >
              {entry.icon}
              <span>{entry.label}</span>
            </Link>
          ),
        )}
      </div>
    </nav>
  );
}
