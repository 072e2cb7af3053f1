/**
 * The shell's page-wide pieces, mounted once by the root layout: React Aria's router integration, page
 * globals, viewport class, online/offline and page-message toasts, the toaster, the shared generic modal, the
 * modal queue and its dialogs (unsupported browser, cookie consent, notifications).
 */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { CookieConsentDialog } from './cookie-consent-dialog.tsx';
import { ModalQueueRunner } from './modal-queue-host.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { PageGlobals } from './page-globals.tsx';
import { OnlineStatusWatcher, PageMessages, ViewportClassWatcher } from './shell-effects.tsx';
import { useShellData } from './shell-data.ts';
import { Toaster } from './toaster.tsx';
import { UnsupportedBrowserDialog } from './unsupported-browser-dialog.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** React Aria links and menu items navigate client-side through React Router. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path, options) => void navigate(path, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

export function ShellServices() {
  const shell = useShellData();
  const user = shell.user ? { id: shell.user.id, name: shell.user.name } : null;
  return (
    <>
      <PageGlobals
        business={shell.business}
        user={user}
        successMessages={shell.successMessages}
        errorMessages={shell.errorMessages}
      />
      <ViewportClassWatcher variant={shell.variant} />
      <OnlineStatusWatcher />
      <PageMessages successMessages={shell.successMessages} errorMessages={shell.errorMessages} />
      <Toaster />
      <ModalQueueRunner />
      <UnsupportedBrowserDialog businessId={shell.business?.id ?? null} />
      <CookieConsentDialog brandName={shell.brandName} />
      <NotificationsDialog
        variant={shell.variant}
        businessId={shell.business?.id ?? null}
        signedIn={shell.user !== null}
      />
    </>
  );
}
