// The business's installable app: its service worker (scope, offline page, offline copies, push display).
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { bookSaule } from './support/booking.ts';
import { expect, givePhoneNumber, signUpRequest, test, waitForModalQueue } from './support/test.ts';
import { publicBusiness } from './support/salon-api.ts';

test.use({ skipModalQueue: true });

/** The worker script the e2e server serves from the build, and its compressed copies (sent when accepted). */
const WORKER_SCRIPT = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'sw.js');
const COMPRESSED = ['.br', '.gz'].map((suffix) => `${WORKER_SCRIPT}${suffix}`);

/** What tells the new worker from the old one: it answers /saule/testo-versija itself. */
const NEW_VERSION_LINE = `self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/saule/testo-versija') event.respondWith(new Response('antra'));
});`;

/**
 * Runs `check` while the server answers /sw.js with the build's worker plus `extraLine`: a new version as
 * after a deploy. The build's files are put back afterwards.
 */
async function withNextWorkerVersion(extraLine: string, check: () => Promise<void>): Promise<void> {
  const original = await readFile(WORKER_SCRIPT);
  for (const file of COMPRESSED) await rename(file, `${file}.kept`);
  try {
    await writeFile(WORKER_SCRIPT, `${original.toString('utf8')}\n;${extraLine}\n`);
    await check();
  } finally {
    await writeFile(WORKER_SCRIPT, original);
    for (const file of COMPRESSED) await rename(`${file}.kept`, file);
  }
}

/** Waits until the app's worker is active and returns its registration's scope. */
async function activeWorkerScope(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

/** Opens the app and reloads it once its worker is active, so that the worker controls the page. */
async function openControlledApp(page: Page): Promise<void> {
  await page.goto('/saule/');
  await activeWorkerScope(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('the app service worker', () => {
  test('registers with the scope /saule/ and serves the script with Service-Worker-Allowed', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/saule/');
    expect(await activeWorkerScope(page)).toBe(`${baseURL}/saule/`);

    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['service-worker-allowed']).toBe('/');
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-type']).toContain('javascript');

    // The marketplace pages get no worker.
    // The app registers its worker once the page has loaded; a second later (the modal queue has run) a
    // marketplace page has asked for no worker code at all.
    const other = await page.context().newPage();
    const workerRequests: string[] = [];
    other.on('request', (request) => {
      if (/\/sw\.js|service-worker-client/.test(request.url())) workerRequests.push(request.url());
    });
    await other.goto('/apie/saule');
    await waitForModalQueue(other);
    expect(workerRequests).toEqual([]);
    const registrations = await other.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
    expect(registrations).toEqual(['/saule/']);
  });

  test('offline: pages seen before open from the copy, others show the Lithuanian offline page', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // From now on the worker is in control: the pages seen are kept.
    await openControlledApp(page);
    await page.goto('/saule/');

    await context.setOffline(true);
    consoleErrors.allow('Failed to load resource', 'ERR_INTERNET_DISCONNECTED');
    await page.goto('/saule/');
    await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();

    // A static page without the app's scripts: no hydration to wait for.
    await page.evaluate(() => window.location.assign('/saule/niekada-neaplankytas'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toBeVisible();
    await expect(
      page.getByText('Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('Nėra ryšio');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Bandyti dar kartą' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toHaveCount(0);
  });

  test('shows a push message from the JSON payload, its link kept inside the app', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/saule/');
    await activeWorkerScope(page);
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
    expect(worker).toBeDefined();

    // The worker's own push handler, given a message as the push service would deliver it.
    const shown = await worker!.evaluate(async () => {
      const payload = JSON.stringify({
        title: 'Vizitas patvirtintas',
        body: 'Laukiame jūsų rytoj 10:00.',
        url: '/saule/mano-vizitai',
        tag: 'visit-1',
      });
      const event = new Event('push') as Event & { data: unknown; waitUntil: (p: Promise<unknown>) => void };
      const pending: Promise<unknown>[] = [];
      event.data = { json: () => JSON.parse(payload), text: () => payload };
      event.waitUntil = (promise) => pending.push(promise);
      self.dispatchEvent(event);
      await Promise.all(pending);
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      const notifications = await scope.registration.getNotifications({ tag: 'visit-1' });
      return notifications.map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      }));
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Vizitas patvirtintas', body: 'Laukiame jūsų rytoj 10:00.' });
    expect(new URL(shown[0]!.url).pathname).toBe('/saule/mano-vizitai');
  });

  test('a tap on a message leads the open app to its link, and never outside the app', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await openControlledApp(page);
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;

    const tap = (url: string) =>
      worker.evaluate(async (link) => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        await scope.registration.showNotification('Priminimas', { tag: 'tap', data: { url: link } });
        const [notification] = await scope.registration.getNotifications({ tag: 'tap' });
        const event = new NotificationEvent('notificationclick', { notification: notification! });
        const pending: Promise<unknown>[] = [];
        event.waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
        self.dispatchEvent(event);
        await Promise.all(pending);
      }, url);

    await tap('/saule/?vizitas=1');
    await expect(page).toHaveURL(/\/saule\/\?vizitas=1$/);
    // A link to another site or outside the app opens the app's start page instead.
    await tap('https://kitas.example/saule/');
    await expect(page).toHaveURL(/\/saule\/$/);
  });

  test.describe('after a deploy', () => {
    // One retry: on a loaded machine Chromium has been seen to leave the waiting worker `installed` after
    // "Atnaujinti" (SKIP_WAITING) while the old one stayed active, and the page was not reloaded. When
    // activation does come, DevTools shows the old worker stopped first and the new one activating at once.
    test.describe.configure({ retries: 1 });
    test('a new version waits for "Atnaujinti", then the page reloads under the new worker', async ({
      page,
      consoleErrors,
    }) => {
      await openControlledApp(page);
      // Asked of the old worker, the address is the server's: not found.
      consoleErrors.allow(404);
      const version = () => page.evaluate(async () => (await fetch('/saule/testo-versija')).status);
      expect(await version()).toBe(404);

      // The next build's worker, served as after a deploy: the same script, which also answers one address
      // of its own. (The browser fetches a worker's script itself: no page or context route sees it.)
      // The new script stays served until the page runs under it: the reloaded page's own update check must
      // find the version it already has, as it would after a real deploy.
      await withNextWorkerVersion(NEW_VERSION_LINE, async () => {
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration!.update();
        });

        // The open page keeps its worker until the person chooses to update.
        const toast = page.getByRole('status').filter({ hasText: 'Yra nauja programėlės versija.' });
        await expect(toast).toBeVisible();
        expect(
          await page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null,
          ),
        ).toBe(true);
        await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));

        await toast.getByRole('button', { name: 'Atnaujinti' }).click();
        // A new page (the flag is gone), controlled by the new worker, with nothing left waiting. The test
        // watches for the new page rather than for a 'load' event: on a busy machine the reload can finish
        // while Playwright still settles the click, and the event is missed.
        await expect
          .poll(() => page.evaluate(() => 'beforeUpdate' in window).catch(() => true), { timeout: 30_000 })
          .toBe(false);
        await page.waitForLoadState('load');
        await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
        const state = await page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.getRegistration())!;
          return {
            waiting: registration.waiting !== null,
            controlled: navigator.serviceWorker.controller?.state,
          };
        });
        expect(state).toEqual({ waiting: false, controlled: 'activated' });
        expect(await version()).toBe(200);
      });
      // Activating the new worker dropped none of the scripts the pages of the old one use.
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
      );
      expect(scripts.length).toBeGreaterThan(3);
      const cached = await page.evaluate(
        async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).map(Boolean),
        scripts,
      );
      expect(cached.every(Boolean)).toBe(true);
    });
  });

  test('a signed-in client reads the visits offline; a page never opened shows the offline page', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await signUpRequest(
      context.request,
      {
        name: 'Keliautoja Testė',
        email: `keliautoja-${randomUUID()}@example.com`,
        password: 'slaptas-zodis-123',
      },
      baseURL!,
    );
    await givePhoneNumber(context.request, baseURL!);
    await bookSaule(context.request, baseURL!, 20);
    const business = await publicBusiness(context.request);
    const visit = page.locator('main').getByText(business.services[0]!.name).first();
    const visitsHeading = page.getByRole('heading', { level: 1, name: 'Mano vizitai' });
    const nav = page.getByRole('navigation', { name: 'Pagrindinė navigacija' });

    // Online, under the worker: the visits opened once as a page and once within the app.
    await openControlledApp(page);
    await page.goto('/saule/mano-vizitai');
    await expect(visit).toBeVisible();
    await page.goto('/saule/');
    await nav.getByRole('link', { name: 'Mano vizitai' }).click();
    await expect(visit).toBeVisible();

    await context.setOffline(true);
    consoleErrors.allow('Failed to load resource', 'ERR_INTERNET_DISCONNECTED');
    // Opened anew: the page kept from the last visit.
    await page.goto('/saule/mano-vizitai');
    await expect(visitsHeading).toBeVisible();
    await expect(visit).toBeVisible();
    // Within the app: the visits' data kept from the last time.
    await page.goto('/saule/');
    await nav.getByRole('link', { name: 'Mano vizitai' }).click();
    await expect(page).toHaveURL(/\/saule\/mano-vizitai$/);
    await expect(visitsHeading).toBeVisible();
    await expect(visit).toBeVisible();

    // The account's security page was never opened: the Lithuanian offline page.
    await page.evaluate(() => window.location.assign('/saule/paskyra/saugumas'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toBeVisible();
    await expect(page).toHaveTitle('Nėra ryšio');
    await context.setOffline(false);
  });
});
