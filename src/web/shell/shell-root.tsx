/**
 * The shell's page-wide pieces, mounted once by the root layout: React Aria's router integration, page
 * globals, viewport class, online/offline and page-message toasts, the toaster, the shared generic modal, the
 * modal queue and its dialogs (unsupported browser, cookie consent, notifications, the review modal, the
 * web-push prompt, the new-terms notice), the app's service worker.
 * The dialogs are loaded only when one is to be shown (React Aria's modal is a large share of a page's
 * script), decided by light checks here.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { needsCookieConsent } from './consent-cookie.ts';
import { AppointmentReviewPrompt } from './appointment-review-prompt.tsx';
import { AppInstall } from './app-install.tsx';
import { ModalQueueRunner } from './modal-queue-host.tsx';
import { PageGlobals } from './page-globals.tsx';
import { ServiceWorkerRegistrar } from './service-worker-registrar.tsx';
import { PhoneNumberRequest, wantsPhoneNumberRequest } from './phone-number-request.tsx';
import { OnlineStatusWatcher, PageMessages, ViewportClassWatcher } from './shell-effects.tsx';
import { useShellData } from './shell-data.ts';
import { unsupportedBrowserShownKey } from './shell-flags.ts';
import { Toaster } from './toaster.tsx';
import { unsupportedBrowserOffer } from './unsupported-browser-offer.ts';
import { WebPushPrompt } from './web-push-prompt.tsx';
import { TermsUpdate } from './terms-update.tsx';
import { termsNoticeDue } from '../../core/legal/terms-version.ts';

const CookieConsentDialog = lazy(() =>
  import('./cookie-consent-dialog.tsx').then((m) => ({ default: m.CookieConsentDialog })),
);
const NotificationsDialog = lazy(() =>
  import('./notifications-dialog.tsx').then((m) => ({ default: m.NotificationsDialog })),
);
const UnsupportedBrowserDialog = lazy(() =>
  import('./unsupported-browser-dialog.tsx').then((m) => ({ default: m.UnsupportedBrowserDialog })),
);

/** A check that needs the browser (cookies, storage, user agent): false on the server and at hydration. */
function useBrowserCheck(check: () => boolean, key: string): boolean {
  const [result, setResult] = useState(false);
  useEffect(() => setResult(check()), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return result;
}

export function ShellServices() {
  const shell = useShellData();
  const { pathname } = useLocation();
  const user = shell.user
    ? {
        id: shell.user.id,
        name: shell.user.name,
        ...(shell.webPushKey ? { webPushKey: shell.webPushKey } : {}),
      }
    : null;
  const businessId = shell.business?.id ?? null;
  const shownKey = unsupportedBrowserShownKey(businessId);
  const offerUnsupportedBrowser = useBrowserCheck(() => unsupportedBrowserOffer(shownKey) !== null, shownKey);
  const askCookieConsent = useBrowserCheck(() => needsCookieConsent(window), '');
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
      <Suspense fallback={null}>
        {offerUnsupportedBrowser ? <UnsupportedBrowserDialog businessId={businessId} /> : null}
        {askCookieConsent ? <CookieConsentDialog brandName={shell.brandName} /> : null}
        {shell.user !== null ? (
          <NotificationsDialog variant={shell.variant} businessId={businessId} signedIn />
        ) : null}
      </Suspense>
      <PhoneNumberRequest wanted={wantsPhoneNumberRequest(shell.user, shell.variant, pathname)} />
      <AppointmentReviewPrompt signedIn={shell.user !== null && shell.variant !== 'admin'} />
      <TermsUpdate wanted={shell.user !== null && termsNoticeDue(shell.user.termsVersion)} />
      <ServiceWorkerRegistrar
        slug={shell.variant === 'app' ? (shell.business?.slug ?? null) : null}
        domain={shell.business?.domain ?? null}
      />
      {shell.variant === 'app' ? (
        <AppInstall business={shell.business} signedIn={shell.user !== null} />
      ) : null}
      <WebPushPrompt
        variant={shell.variant}
        serverKey={shell.webPushKey}
        business={
          shell.business
            ? { id: shell.business.id, name: shell.business.name, logo: shell.business.logo }
            : null
        }
      />
    </>
  );
}
