/**
 * Web push on every page (see core/push/web-push-prompt.ts for the rules): decides once per page view
 * whether to log, subscribe without asking, or queue the prompt (`webpush`). The dialog and the
 * subscribing code are loaded only when needed.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { parseUserAgent, webPushBlocker } from '../../core/browser/supported-browsers.ts';
import {
  WEB_PUSH_DENIED_LOG,
  WEB_PUSH_UNAVAILABLE_LOG,
  webPushStep,
  type WebPushStep,
} from '../../core/push/web-push-prompt.ts';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { isStandaloneDisplay } from './display-mode.ts';
import { useQueuedModal } from './modal-queue-host.tsx';
import { pageServiceWorker } from './service-worker-ready.ts';
import { readStorage, writeStorage } from './storage.ts';
import { toast } from './toast-store.ts';

const WEB_PUSH_MODAL_ID = 'webpush';
/** Session flag: the prompt was shown in this browser session (the website asks once per session). */
export const WEB_PUSH_PROMPT_SHOWN_KEY = 'webPushPromptShown';

export const WEB_PUSH_FAILED_MESSAGE =
  'Nepavyko įjungti pranešimų šiame įrenginyje. Pabandykite vėliau arba patikrinkite naršyklės nustatymus.';

const loadDialog = () => import('./web-push-dialog.tsx');
const WebPushDialog = lazy(loadDialog);
const loadSubscriber = () => import('./web-push-subscribe.ts');

export interface WebPushPromptProps {
  variant: FrontEndVariant;
  serverKey: string | null;
  business: { id: string; name: string; logo: string | null } | null;
}

function currentStep(variant: FrontEndVariant, serverKey: string | null): WebPushStep {
  const isStandalone = isStandaloneDisplay();
  const { os, browser } = parseUserAgent(navigator.userAgent, { isStandalone });
  const blocker = webPushBlocker({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasNotification: 'Notification' in window,
    hasPushManager: 'PushManager' in window,
    os,
    browser,
    isStandalone,
    serverKey,
  });
  return webPushStep({
    blocker,
    permission: blocker === null || blocker === 'no_server_key' ? Notification.permission : 'default',
    variant,
    promptedThisSession: readStorage('session', WEB_PUSH_PROMPT_SHOWN_KEY) === 'true',
  });
}

/** Subscribed already in this page load (a page change in the app must not post again). */
let subscribedThisPageLoad = false;

export function WebPushPrompt(props: WebPushPromptProps) {
  const location = useLocation();
  // In the app every page is a prompt event; on the website the session flag limits it to one.
  const promptEvent = props.variant === 'app' ? location.key : 'page';
  return <WebPushPromptForPage key={promptEvent} {...props} />;
}

function WebPushPromptForPage({ variant, serverKey, business }: WebPushPromptProps) {
  const [wanted, setWanted] = useState(false);
  const subscribe = async (congratulate: boolean) => {
    if (!serverKey) return;
    const { subscribeToWebPush, showSubscribedNotification } = await loadSubscriber();
    const result = await subscribeToWebPush({ serverKey, businessId: business?.id ?? null });
    // Asked for, so a failure is said (a subscription made without asking fails quietly).
    if (congratulate && result.status === 'failed') {
      toast('danger', WEB_PUSH_FAILED_MESSAGE);
      return;
    }
    if (
      congratulate &&
      result.registration &&
      result.status !== 'failed' &&
      result.status !== 'unavailable'
    ) {
      await showSubscribedNotification(result.registration, business?.logo ?? undefined);
    }
  };

  useEffect(() => {
    if (variant === 'admin') return;
    let cancelled = false;
    void (async () => {
      let step = currentStep(variant, serverKey);
      // Push needs a service worker: the app registers one after loading (waited for), the website none
      // of its own (only one already there counts).
      if (
        (step === 'prompt' || step === 'subscribe') &&
        !(await pageServiceWorker({ wait: variant === 'app' }))
      ) {
        step = 'unavailable';
      }
      if (cancelled) return;
      if (step === 'unavailable') console.log(WEB_PUSH_UNAVAILABLE_LOG);
      else if (step === 'denied') console.log(WEB_PUSH_DENIED_LOG);
      else if (step === 'subscribe' && !subscribedThisPageLoad) {
        subscribedThisPageLoad = true;
        void subscribe(false);
      } else if (step === 'prompt') {
        setWanted(true);
        void loadDialog();
      }
    })();
    return () => {
      cancelled = true;
    };
    // Decided once per page view: the key of this component changes with each prompt event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { isOpen, setOpen } = useQueuedModal(WEB_PUSH_MODAL_ID, wanted, () =>
    writeStorage('session', WEB_PUSH_PROMPT_SHOWN_KEY, 'true'),
  );

  const accept = () => {
    // Asked inside the button's press: browsers allow the permission request only from a gesture.
    void Notification.requestPermission().then((permission) => {
      if (permission === 'granted') {
        subscribedThisPageLoad = true;
        return subscribe(true);
      }
      if (permission === 'denied') console.log(WEB_PUSH_DENIED_LOG);
    });
  };

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WebPushDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        onAccept={accept}
        businessName={business?.name ?? null}
        inApp={variant === 'app'}
      />
    </Suspense>
  );
}
