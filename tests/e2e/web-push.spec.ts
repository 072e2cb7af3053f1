// Web push as a client of Saulė's app meets it: the prompt when the browser has not been asked, nothing but
// a console line when notifications are blocked, a silent subscription once they are allowed, a new
// subscription when the server's key changed, and a real message from the server through the local push
// service, shown by the app's service worker.
//
// The browser's own push service cannot be reached from here (Chromium subscribes through Google's), so
// `pushManager.subscribe` hands out a subscription of the local push service instead (made by the test,
// as the browser would get it); everything after it is real: the page's code, the server, the push
// service's decryption, and the service worker's push handler (given the message through DevTools).
import type { APIRequestContext, BrowserContext, CDPSession, Page } from '@playwright/test';
import { bookSaule } from './support/booking.ts';
import { e2ePushOrigin } from './support/e2e-paths.ts';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  givePhoneNumber,
  signedInApi,
  signUpRequest,
  snap,
  test,
  waitForModalQueue,
} from './support/test.ts';

test.use({ userAgent: CHROME_UA });

interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const prompt = (page: Page) => page.getByTestId('webpush-prompt');

async function signUpClient(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const email = `pushas.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.lt`;
  await signUpRequest(
    context.request,
    { name: 'Rasa Pranešimų', email, password: 'slaptazodis-77' },
    baseURL,
  );
  await givePhoneNumber(context.request, baseURL);
}

/** The salon's app page says `line` in the console and, given time to ask, never shows the prompt. */
async function expectOnlyConsoleLine(page: Page, line: string) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  await page.goto('/saule/');
  await expect.poll(() => lines).toContain(line);
  await waitForModalQueue(page);
  await expect(prompt(page)).toHaveCount(0);
}

/** The server's public key, as the page hands it to the browser (signed in only). */
async function serverKeyOf(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { user: { webPushKey: string } }).user.webPushKey);
}

async function localSubscription(request: APIRequestContext, serverKey: string): Promise<LocalSubscription> {
  const response = await request.post(`${e2ePushOrigin}/subscribe`, {
    data: { userVisibleOnly: 'true', applicationServerKey: serverKey },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LocalSubscription }).data;
}

async function deliveredMessages(request: APIRequestContext, clientHash: string): Promise<string[]> {
  const response = await request.post(`${e2ePushOrigin}/get-notifications`, { data: { clientHash } });
  return ((await response.json()) as { data: { messages: string[] } }).data.messages;
}

/**
 * Makes the page's push manager hand out `next` when asked to subscribe; `current` (made with
 * `currentKey`) is what the browser already holds. Records unsubscribes in `window.__unsubscribed`.
 */
async function usePushService(
  context: BrowserContext,
  next: LocalSubscription,
  current: { subscription: LocalSubscription; key: string } | null = null,
) {
  await context.addInitScript(
    ({ next, current }) => {
      const bytes = (text: string) => {
        const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
        const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
        return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
      };
      const win = window as unknown as { __unsubscribed: string[]; __subscribeCalls: number };
      win.__unsubscribed = [];
      win.__subscribeCalls = 0;
      const make = (sub: typeof next, key: ArrayBuffer) => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        getKey: () => null,
        unsubscribe: async () => {
          win.__unsubscribed.push(sub.endpoint);
          held = null;
          return true;
        },
      });
      let held: ReturnType<typeof make> | null = current
        ? make(current.subscription, bytes(current.key))
        : null;
      if (typeof PushManager === 'undefined') return;
      PushManager.prototype.getSubscription = async function () {
        return held as unknown as PushSubscription | null;
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        win.__subscribeCalls += 1;
        held = make(next, options!.applicationServerKey as ArrayBuffer);
        return held as unknown as PushSubscription;
      };
    },
    { next, current },
  );
}

/** Waits for the app's service worker to be active; returns the page's data-layer entries for web push. */
async function webPushStatuses(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'webpush_subscription',
    ),
  );
}

async function shownNotifications(page: Page, tag?: string) {
  return page.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications(tag ? { tag } : undefined);
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  }, tag);
}

/**
 * Notifications blocked for the site. DevTools' Browser.setPermission did not reach Playwright's browser
 * context here (the page kept reporting "default"), so the page sees the blocked state its browser reports.
 */
async function blockNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
}

/** The registration id of the app's service worker, for DevTools' push delivery. */
async function appWorkerRegistration(cdp: CDPSession, scope: string): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

test.describe('web push in the app', () => {
  test('asks with the prompt; accepting subscribes, stores it on the server and congratulates', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpClient(context, baseURL!);
    await page.goto('/saule/');
    const serverKey = await serverKeyOf(page);
    const subscription = await localSubscription(context.request, serverKey);
    await usePushService(context, subscription);

    await page.reload();
    await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
    await expect(prompt(page)).toContainText('Gaukite pranešimus apie vizitus');
    await expect(prompt(page).getByRole('button', { name: 'Ne dabar' })).toBeVisible();
    await expectNoA11yViolations(page, { include: '[data-testid="webpush-prompt"]' });
    await snap(page, 'webpush-prompt', { widths: 'current' });

    // The person allows notifications when the browser asks.
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/webpush/') && r.request().method() === 'POST',
    );
    await prompt(page).getByRole('button', { name: 'Įjungti pranešimus' }).click();
    const answer = await stored;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
      businessId: expect.any(String),
    });
    await expect(prompt(page)).toHaveCount(0);

    await expect
      .poll(() => shownNotifications(page, 'webpush-subscribed'))
      .toEqual([
        expect.objectContaining({
          title: 'Sveikiname!',
          body: 'Pranešimų prenumerata sėkminga: apie vizitus pranešime į šį įrenginį.',
        }),
      ]);
    expect(await webPushStatuses(page)).toEqual([{ event: 'webpush_subscription', status: 'subscribed' }]);

    // In the app every page asks again while the browser has not decided; once allowed, never: the page
    // renews the subscription in silence instead (the decision it has made), and the queue has run.
    const renewed = page.waitForResponse(
      (r) => r.url().endsWith('/webpush/') && r.request().method() === 'POST',
    );
    await page.goto('/saule/');
    expect((await renewed).ok()).toBe(true);
    await waitForModalQueue(page);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('cancelling closes the prompt; the app asks again on its next page', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpClient(context, baseURL!);
    await page.goto('/saule/');
    await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
    await prompt(page).getByRole('button', { name: 'Ne dabar' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('webPushPromptShown'))).toBe('true');

    await page.getByRole('link', { name: 'Pradžia' }).first().click();
    await page.goto('/saule/');
    await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
  });

  test('blocked notifications: no prompt, only the console line', async ({ page, context, baseURL }) => {
    await signUpClient(context, baseURL!);
    await blockNotifications(context);
    await expectOnlyConsoleLine(page, 'log: Permission for Notifications is denied!');
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  });

  test('a browser without push gets only the console line', async ({ page, context, baseURL }) => {
    await signUpClient(context, baseURL!);
    await context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await expectOnlyConsoleLine(page, 'log: Web push is not available for your device!');
  });

  test('a subscription made with an old server key is dropped and made anew', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpClient(context, baseURL!);
    await page.goto('/saule/');
    const serverKey = await serverKeyOf(page);
    const old = await localSubscription(context.request, serverKey);
    const renewed = await localSubscription(context.request, serverKey);
    const oldKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const storedOld = await context.request.post('/webpush/', {
      data: { subscription: { endpoint: old.endpoint, keys: old.keys } },
      headers: { origin: baseURL! },
    });
    expect(storedOld.status()).toBe(201);
    await usePushService(context, renewed, { subscription: old, key: oldKey });
    await context.grantPermissions(['notifications'], { origin: baseURL });

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/webpush/') && r.request().method() === 'DELETE',
    );
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/webpush/') && r.request().method() === 'POST',
    );
    await page.reload();
    expect((await removed).request().postDataJSON()).toEqual({ endpoint: old.endpoint });
    expect((await removed).status()).toBe(200);
    expect((await stored).request().postDataJSON()).toMatchObject({
      subscription: { endpoint: renewed.endpoint },
    });
    expect((await stored).status()).toBe(201);
    expect(
      await page.evaluate(() => (window as unknown as { __unsubscribed: string[] }).__unsubscribed),
    ).toEqual([old.endpoint]);
    await expect
      .poll(() => webPushStatuses(page))
      .toEqual([{ event: 'webpush_subscription', status: 'renewed' }]);
    // Allowed already: no prompt and no congratulation.
    await expect(prompt(page)).toHaveCount(0);
  });

  test('a status change travels from the server through the push service to the service worker', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpClient(context, baseURL!);
    await page.goto('/saule/');
    const subscription = await localSubscription(context.request, await serverKeyOf(page));
    await usePushService(context, subscription);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/webpush/') && r.request().method() === 'POST',
    );
    await page.reload();
    expect((await stored).status()).toBe(201);

    // The salon declines the client's visit: the server sends the message to the push service.
    const id = await bookSaule(context.request, baseURL!, 4);
    const owner = await signedInApi(baseURL!, 'owner');
    const declined = await owner.patch(`/api/admin/appointment/${id}`, {
      data: { status: 'declined', declineReason: 'Meistrė susirgo' },
    });
    expect(declined.status(), await declined.text()).toBe(200);
    await owner.dispose();
    await expect
      // A connection the local push service reset under load is asked again, as a poll would.
      .poll(() => deliveredMessages(context.request, subscription.clientHash).catch(() => []), {
        timeout: 20_000,
      })
      .toHaveLength(1);
    const [payload] = await deliveredMessages(context.request, subscription.clientHash);
    expect(JSON.parse(payload!)).toMatchObject({
      title: 'Vizitas atmestas',
      url: '/saule/mano-vizitai',
      tag: `visit-${id}`,
    });

    // The device receives it: DevTools hands the push service's message to the app's service worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = await appWorkerRegistration(cdp, `${baseURL}/saule/`);
    // DevTools' delivery into the headless browser is now and then lost before the worker's push event
    // (about one run in ten on a loaded host), so it is repeated as a push service repeats what a device
    // did not take; a worker that shows nothing fails every attempt.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data: payload!,
      });
      await expect
        .poll(() => shownNotifications(page, `visit-${id}`), { timeout: 4_000 })
        .toEqual([
          expect.objectContaining({
            title: 'Vizitas atmestas',
            body: expect.stringContaining('Meistrė susirgo'),
          }),
        ]);
    }).toPass({ timeout: 15_000 });
    const [shown] = await shownNotifications(page, `visit-${id}`);
    expect(new URL((shown!.data as { url: string }).url).pathname).toBe('/saule/mano-vizitai');
  });
});
