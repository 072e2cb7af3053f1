// The public website variant: marketplace pages, sign-in and the client's account.
import { Outlet, useLocation } from 'react-router';
import { useShellData, type ShellHandle } from '../../shell/shell-data.ts';
import { SiteFooter } from '../../shell/site-footer.tsx';
import { TopBar, WEBSITE_NAV } from '../../shell/top-bar.tsx';

export const handle: ShellHandle = { variant: 'website' };

export default function PublicLayout() {
  const { brandName, user } = useShellData();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        variant="website"
        brandName={brandName}
        user={user}
        nav={WEBSITE_NAV}
        returnTo={`${location.pathname}${location.search}`}
      />
      <main id="turinys" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter brandName={brandName} />
    </div>
  );
}
