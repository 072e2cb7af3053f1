/**
 * The top bar shared by the three variants: brand, navigation, account (sign-in links or the user's menu), the
 * anonymous visitor's homepage link, and on small screens a menu holding the navigation.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { buildRoute } from '../../contracts/routes.ts';
import type { SessionUser } from '../../contracts/session-user.ts';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { AppInstallTrigger } from './app-install.tsx';
import { BrandMark } from './brand-mark.tsx';
import type { DropdownItem } from './dropdown-menu-props.ts';
import { LazyDropdownMenu } from './lazy-dropdown-menu.tsx';
import { HomepageLink } from './homepage-link.tsx';
import { MenuIcon } from '../components/icons.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';
import { trackMenuClick } from './analytics.ts';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Active only on exactly this path (not its children). */
  end?: boolean;
}

export interface TopBarProps {
  variant: FrontEndVariant;
  brandName: string;
  user: SessionUser | null;
  /** What the brand link shows (default: the product's mark and name). */
  brand?: ReactNode;
  brandHref?: string;
  nav?: NavItem[];
  /** Where "Mano paskyra" leads. */
  accountHref?: string;
  /** Entries of the small-screen menu (default: `nav`; an empty list hides the menu). */
  narrowMenu?: NavItem[];
  /** Path to come back to after signing in. */
  returnTo?: string;
  /** Where "Prisijungti" leads (the app's own sign-in page inside an app); the website's by default. */
  signInLink?: string;
  /** Show the "Registruotis" (create an account) button next to "Prisijungti". */
  showSignUp?: boolean;
  /** Max width of the bar's content, to line up with the page below. */
  maxWidthClassName?: string;
}

export const WEBSITE_NAV: NavItem[] = [
  { id: 'search', label: 'Paieška', href: buildRoute('search_all') },
  { id: 'about', label: 'Apie', href: buildRoute('about') },
  { id: 'contact', label: 'Susisiekti', href: buildRoute('contact') },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-xl px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-zinc-700 hover:bg-stone-100 hover:text-zinc-900'
  }`;

// The app variant switches to its bottom bar at its own mobile breakpoint (600 px), the others at md.
const BREAKPOINT_CLASSES: Record<FrontEndVariant, { wide: string; narrow: string }> = {
  website: { wide: 'hidden md:flex', narrow: 'md:hidden' },
  admin: { wide: 'hidden md:flex', narrow: 'md:hidden' },
  app: { wide: 'hidden min-[601px]:flex', narrow: 'min-[601px]:hidden' },
};

const AUTH_PATHS = [buildRoute('sign_in'), buildRoute('sign_up')];

/** The sign-in page, coming back to `returnTo` afterwards (not to the home page or another sign-in page). */
export function signInHref(returnTo?: string): string {
  const comesBack = returnTo && returnTo !== '/' && !AUTH_PATHS.some((path) => returnTo.startsWith(path));
  return buildRoute('sign_in', comesBack ? { grizti: returnTo } : {});
}

export function TopBar({
  variant,
  brandName,
  user,
  brand,
  brandHref = '/',
  nav = [],
  accountHref,
  narrowMenu = nav,
  returnTo,
  signInLink,
  showSignUp = true,
  maxWidthClassName = 'max-w-6xl',
}: TopBarProps) {
  const classes = BREAKPOINT_CLASSES[variant];
  const menuItems: DropdownItem[] = [
    ...narrowMenu.map((item) => ({ id: item.id, label: item.label, href: item.href, icon: item.icon })),
    ...(user || narrowMenu.length === 0
      ? []
      : [
          {
            id: 'sign-in',
            label: 'Prisijungti',
            href: signInLink ?? signInHref(returnTo),
            separatorBefore: true,
          },
          { id: 'sign-up', label: 'Registruotis', href: buildRoute('sign_up') },
        ]),
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className={`mx-auto flex h-16 ${maxWidthClassName} items-center gap-1 px-3 sm:gap-2 sm:px-6`}>
        <HomepageLink brandName={brandName} signedIn={user !== null} variant={variant} />
        <Link
          to={brandHref}
          className="mr-auto flex min-w-0 items-center rounded-xl py-1 pr-2"
          data-testid="brand-link"
        >
          {brand ?? <BrandMark name={brandName} />}
        </Link>

        {nav.length > 0 ? (
          <nav aria-label="Pagrindinė navigacija" className={`${classes.wide} items-center gap-1`}>
            {nav.map((item) =>
              item.href.includes('#') ? (
                <Link
                  key={item.id}
                  to={item.href}
                  onClick={() => trackMenuClick('top-nav', item.id, item.href)}
                  className={navLinkClass({ isActive: false })}
                >
                  {item.label}
                </Link>
              ) : (
                <NavLink
                  key={item.id}
                  to={item.href}
                  end={item.end}
                  onClick={() => trackMenuClick('top-nav', item.id, item.href)}
                  className={navLinkClass}
                >
                  {item.label}
                </NavLink>
              ),
            )}
          </nav>
        ) : null}

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {variant === 'app' ? <AppInstallTrigger signedIn={user !== null} /> : null}
          {user ? (
            <>
              <NotificationsBell />
              <UserMenu user={user} accountHref={accountHref} />
            </>
          ) : (
            <>
              <Link
                to={signInLink ?? signInHref(returnTo)}
                className="rounded-xl px-3 py-2 text-sm font-semibold text-zinc-800 hover:bg-stone-100"
              >
                Prisijungti
              </Link>
              {showSignUp ? (
                <Link
                  to={buildRoute('sign_up')}
                  className="hidden rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-flex"
                >
                  Registruotis
                </Link>
              ) : null}
            </>
          )}
          {menuItems.length > 0 ? (
            <span className={classes.narrow}>
              <LazyDropdownMenu
                ariaLabel="Meniu"
                menuLabel="Meniu"
                testId="mobile-menu"
                items={menuItems}
                triggerClassName="inline-flex items-center rounded-xl p-2 text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600"
                trigger={<MenuIcon className="size-6" />}
              />
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}
