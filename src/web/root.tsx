import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import type { loader as appLayoutLoader } from './routes/layouts/app-layout.tsx';
import { isWidgetPath } from '../core/embed/widget-path.ts';
import { appIconPath } from '../core/pwa/app-icons.ts';
import { BRAND_COLOR } from '../core/ui/product-mark.ts';
import './app.css';
import './shell/shell.css';
import { SERVER_ERROR_TEXTS } from './components/error-texts.ts';
import { DEFAULT_BRAND_NAME, useShellData, type RootLoaderData } from './shell/shell-data.ts';
import { ShellServices } from './shell/shell-root.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { TopBar, WEBSITE_NAV } from './shell/top-bar.tsx';

export async function loader({ context }: Route.LoaderArgs): Promise<RootLoaderData> {
  return {
    brandName: context.brandName,
    user: context.user,
    siteUrl: context.siteUrl,
    webPushKey: context.user ? context.webPushPublicKey : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A business's app has its own manifest and home-screen icon; every other page the marketplace's.
  const shell = useShellData();
  // The widget framed on other sites gets no toasts, dialogs or service worker, and keeps away from storage
  // (ScrollRestoration's), which browsers refuse to a third-party frame.
  const widget = isWidgetPath(useLocation().pathname);
  const app = shell.variant === 'app' ? shell.business : null;
  // On its own domain the app lives at `/`: the root manifest is the app's, with that scope.
  const appScope = useRouteLoaderData<typeof appLayoutLoader>('app-layout')?.scopePath;
  const manifestHref = appScope === '/' ? '/manifest.webmanifest' : `/${app?.slug}/manifest.webmanifest`;
  return (
    <html lang="lt">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {app ? (
          <>
            <link rel="manifest" href={manifestHref} />
            <link rel="apple-touch-icon" href={appIconPath(app.slug, 'apple-touch-icon.png', app.logo)} />
            <meta name="apple-mobile-web-app-title" content={app.name} />
          </>
        ) : (
          <>
            <link rel="manifest" href="/manifest.webmanifest" />
            <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#turinys"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[80] focus:rounded-xl focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          Pereiti prie turinio
        </a>
        {children}
        {widget ? null : <ShellServices />}
        {widget ? null : <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const brandName = data?.brandName ?? DEFAULT_BRAND_NAME;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  const title = notFound
    ? 'Puslapis nerastas'
    : forbidden
      ? 'Prieiga draudžiama'
      : badRequest
        ? 'Neteisinga užklausa'
        : SERVER_ERROR_TEXTS.title;
  const text = notFound
    ? 'Tokio puslapio nėra arba jis buvo perkeltas. Patikrinkite adresą arba grįžkite į pradžią.'
    : forbidden
      ? 'Šis puslapis jums nepasiekiamas. Jei manote, kad tai klaida, susisiekite su mumis.'
      : badRequest
        ? 'Adrese arba formoje yra neleistinų simbolių. Patikrinkite adresą ir įvestą tekstą.'
        : SERVER_ERROR_TEXTS.text;
  const code = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${title} – ${brandName}`}</title>
      <TopBar variant="website" brandName={brandName} user={data?.user ?? null} nav={WEBSITE_NAV} />
      <main id="turinys" className="flex flex-1 items-center justify-center px-4 py-16 sm:px-6">
        <div className="w-full max-w-lg rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm sm:px-10">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Klaida {code}</p>
          <h1 className="mt-3 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">{title}</h1>
          <p className="mt-4 leading-relaxed text-zinc-600">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a
              href="/"
              className="rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Į pradžią
            </a>
            <a
              href="/susisiekti"
              className="rounded-xl border border-stone-300 bg-white px-5 py-3 text-sm font-semibold text-zinc-800 hover:bg-stone-100"
            >
              Susisiekti
            </a>
          </div>
        </div>
      </main>
      <SiteFooter brandName={brandName} />
    </div>
  );
}
