// The page shell of all three variants: modal queue, cookie consent, toasts, online/offline, carried messages,
// homepage link, tooltips, dismissible alerts, viewport class, bottom bar, page globals, dropdowns, admin
// sign-in redirect, accessibility.
import { type BrowserContext, type Page } from '@playwright/test';
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  dismissAllNotifications,
  signInRequest,
  snap,
  test,
  waitForModalQueue,
  type Who,
} from './support/test.ts';
import { publicBusiness } from './support/salon-api.ts';

// Every test poses as the real Chrome (CHROME_UA) unless it is about the unsupported-browser dialog.
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

const OFFLINE_MESSAGE = 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.';
const ONLINE_MESSAGE = 'Prisijungėte prie interneto sėkmingai!';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.use({ userAgent: CHROME_UA });

/** Records, in the page, when each queued dialog appeared and every modal-queue / viewport event. */
async function recordShellEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __modalOpenedAt: Record<string, number>;
      __modalClosed: string[];
      __viewportChanges: { viewport: string; previous: string }[];
    };
    w.__modalOpenedAt = {};
    w.__modalClosed = [];
    w.__viewportChanges = [];
    window.addEventListener('modalqueue:closed', (event) => {
      w.__modalClosed.push((event as CustomEvent<{ id: string }>).detail.id);
    });
    window.addEventListener('viewportchange', (event) => {
      w.__viewportChanges.push((event as CustomEvent<{ viewport: string; previous: string }>).detail);
    });
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"][data-modal-id]')) {
        const id = dialog.getAttribute('data-modal-id') ?? '';
        w.__modalOpenedAt[id] ??= performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Tooltips open on hover only once the pointer has moved over the page (React Aria tells a mouse hover from
 * one caused by the page moving under a still pointer), as a real mouse always has before reaching a button.
 */
async function moveTheMouseOverThePage(page: Page) {
  await page.mouse.move(5, 300);
  await page.mouse.move(15, 310);
}

/** The shell's effects have run (hydrated): the viewport class is on <body>. */
async function waitForShell(page: Page) {
  await expect(page.locator('body')).toHaveClass(/\b(desktop|tablet|mobile)\b/);
}

async function signInWithEmptyInbox(context: BrowserContext, baseURL: string, who: Who = 'client') {
  await signInRequest(context.request, who, baseURL);
  // These tests are about the rest of the shell, so start with an empty inbox.
  await dismissAllNotifications(context.request, baseURL);
  // A completed visit still to rate queues the review modal (reviews.spec.ts): counted as shown here.
  const pending = await context.request.get('/api/user/reviews/pending');
  const visit = ((await pending.json()) as { pending: { appointmentId: string } | null }).pending;
  if (visit) {
    await context.addInitScript(
      (key) => sessionStorage.setItem(key, 'true'),
      `appointmentReviewModalShown[${visit.appointmentId}]`,
    );
  }
  // The owner of the Standard demo salon is offered Premium once a session (account-extras.spec.ts): here
  // the offer counts as seen.
  const saule = await publicBusiness(context.request);
  await context.addInitScript((id) => {
    try {
      window.sessionStorage.setItem(`premiumModalShown[${id}]`, 'true');
    } catch {
      return;
    }
  }, saule.id);
}

async function acceptCookiesUpFront(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

test.describe('modal queue', () => {
  test.describe('in an unsupported browser', () => {
    test.use({ userAgent: FIREFOX_UA });

    test('opens unsupported_browser first, 1 s after load, and cookie_consent after it closes', async ({
      page,
    }) => {
      await recordShellEvents(page);
      await page.goto('/');
      await page.waitForLoadState('load');

      const unsupported = page.getByTestId('unsupported-browser');
      const consent = page.getByTestId('cookie-consent');
      await expect(unsupported).toBeVisible();
      await expect(unsupported.getByRole('heading', { name: 'Jūsų naršyklė nepalaikoma' })).toBeVisible();
      await expect(unsupported.getByRole('button', { name: 'Kopijuoti nuorodą' })).toBeVisible();
      await expect(unsupported.getByText('Google Chrome')).toBeVisible();
      await expect(consent).toHaveCount(0);
      await expect(page.locator('body')).toHaveClass(/dialog-opened/);

      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const opened = (window as unknown as { __modalOpenedAt: Record<string, number> }).__modalOpenedAt;
        return { loadEnd: navigation.loadEventEnd, opened: opened.unsupported_browser ?? 0 };
      });
      expect(timing.opened - timing.loadEnd).toBeGreaterThanOrEqual(990);
      expect(await page.evaluate(() => sessionStorage.getItem('unsupportedBrowserShown[site]'))).toBe('true');

      // Escape closes a dismissible dialog; the queue event carries its id; the next dialog opens.
      await page.keyboard.press('Escape');
      await expect(unsupported).toHaveCount(0);
      await expect(consent).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __modalClosed: string[] }).__modalClosed),
      ).toEqual(['unsupported_browser']);

      // Once per session: after a reload only the cookie consent comes back.
      await page.reload();
      await expect(consent).toBeVisible();
      await expect(unsupported).toHaveCount(0);
    });
  });

  test.describe('the unsupported-browser dialog', () => {
    test.use({ userAgent: FIREFOX_UA });

    test('copies the page address, and closes by overlay click or its close button', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/saule');
      const dialog = page.getByTestId('unsupported-browser');
      await expect(dialog).toBeVisible();
      const businessId = await page.evaluate(
        () => (window as unknown as { business: { id: string } }).business.id,
      );
      expect(
        await page.evaluate((id) => sessionStorage.getItem(`unsupportedBrowserShown[${id}]`), businessId),
      ).toBe('true');

      await dialog.getByRole('button', { name: 'Kopijuoti nuorodą' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Nuoroda nukopijuota sėkmingai!' }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);
      // The cookie consent follows; it cannot be closed by the overlay.
      const consent = page.getByTestId('cookie-consent');
      await expect(consent).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(consent).toBeVisible();
      await consent.getByRole('button', { name: 'Sutinku' }).click();

      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Uždaryti' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/dialog-opened/);
    });
  });

  test('does not run with ?skipModalQueue or the session flag', async ({ page }) => {
    await page.goto('/?skipModalQueue');
    await expect(page.locator('html')).toHaveAttribute('data-modal-queue', 'skipped');
    await expect(page.getByTestId('cookie-consent')).toHaveCount(0);

    await waitForShell(page);
    await page.evaluate(() => sessionStorage.setItem('skipModalQueue', '1'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-modal-queue', 'skipped');
    await expect(page.getByTestId('cookie-consent')).toHaveCount(0);

    await page.evaluate(() => sessionStorage.removeItem('skipModalQueue'));
    await page.reload();
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  for (const [button, action] of [
    ['Sutinku', 'accept_all'],
    ['Tik būtini', 'accept_necessary'],
  ] as const) {
    test(`"${button}" sets the cookie for a year and pushes the data-layer event`, async ({
      page,
      context,
    }) => {
      await page.goto('/');
      const consent = page.getByTestId('cookie-consent');
      await expect(consent).toBeVisible();
      await expect(consent.getByRole('heading', { name: 'Slapukai' })).toBeVisible();

      // Not dismissible: no close button, Escape does nothing.
      await expect(consent.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(consent).toBeVisible();

      await consent.getByRole('button', { name: button, exact: true }).click();
      await expect(consent).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/dialog-opened/);

      const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
      expect(cookie?.value).toBe('accepted');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(Math.abs(secondsLeft - YEAR_SECONDS)).toBeLessThan(120);

      const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
      expect(dataLayer).toContainEqual({ event: 'cookie_consent', action });

      await page.reload();
      await waitForModalQueue(page);
      await expect(consent).toHaveCount(0);
    });
  }
});

test.describe('toasts', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('session-storage messages show after a reload, once, for the seed duration', async ({ page }) => {
    // Measure in the page when each toast appears and disappears: the test runner may lag behind.
    await page.addInitScript(() => {
      const w = window as unknown as { __toastTimes: Record<string, { shown: number; gone?: number }> };
      w.__toastTimes = {};
      new MutationObserver(() => {
        const now = performance.now();
        const present = new Set<string>();
        for (const toast of document.querySelectorAll('[data-toast-type]')) {
          const text = toast.querySelector('p')?.textContent ?? '';
          present.add(text);
          w.__toastTimes[text] ??= { shown: now };
        }
        for (const [text, times] of Object.entries(w.__toastTimes)) {
          if (!present.has(text) && times.gone === undefined) times.gone = now;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForShell(page);
    await page.evaluate(() => {
      sessionStorage.setItem('success', JSON.stringify(['Vienas du trys']));
      sessionStorage.setItem('error', 'Kažkas nepavyko');
    });
    await page.reload();

    const success = page.getByRole('status').filter({ hasText: 'Vienas du trys' });
    const danger = page.getByRole('alert').filter({ hasText: 'Kažkas nepavyko' });
    await expect(success).toBeAttached();
    await expect(danger).toBeAttached();
    // 4000 ms + 3 words × 1000/3 ms; 4000 ms + 2 words × 1000/3 ms.
    await expect(success).toHaveAttribute('data-toast-duration', '5000');
    await expect(danger).toHaveAttribute('data-toast-duration', '4667');
    expect(
      await page.evaluate(() => [sessionStorage.getItem('success'), sessionStorage.getItem('error')]),
    ).toEqual([null, null]);

    await expect(success).toHaveCount(0, { timeout: 8000 });
    await expect(danger).toHaveCount(0);
    const times = await page.evaluate(
      () =>
        (window as unknown as { __toastTimes: Record<string, { shown: number; gone: number }> }).__toastTimes,
    );
    const lasted = (text: string) => (times[text]?.gone ?? 0) - (times[text]?.shown ?? 0);
    expect(lasted('Vienas du trys')).toBeGreaterThanOrEqual(4950);
    expect(lasted('Vienas du trys')).toBeLessThan(5400);
    expect(lasted('Kažkas nepavyko')).toBeGreaterThanOrEqual(4600);
    expect(lasted('Kažkas nepavyko')).toBeLessThan(5100);

    await page.reload();
    await waitForModalQueue(page);
    await expect(page.getByText('Vienas du trys')).toHaveCount(0);
  });

  test('offline and back online show the seed texts', async ({ page, context }) => {
    await page.goto('/');
    await waitForShell(page);
    await context.setOffline(true);
    const offline = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE });
    await expect(offline).toBeVisible();
    await expect(offline).toHaveAttribute('data-toast-duration', '3600000');

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: ONLINE_MESSAGE })).toBeVisible();
    await expect(offline).toHaveCount(0);
  });
});

test.describe('homepage link', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('shows for an anonymous visitor with the session flag, left on phones and right on md+, and clears on click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/saule');
    const link = page.getByTestId('homepage-link');
    await waitForShell(page);
    await expect(link).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem('showHomepageLink', '1'));
    await page.reload();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', 'Grįžti į Grožio Laikas');
    const brand = page.getByTestId('brand-link');
    expect((await link.boundingBox())!.x).toBeLessThan((await brand.boundingBox())!.x);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(link).toContainText('Grįžti į Grožio Laikas');
    expect((await link.boundingBox())!.x).toBeGreaterThan((await brand.boundingBox())!.x + 300);

    await link.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBeNull();
    await page.waitForLoadState('networkidle');
    await expect(link).toHaveCount(0);
  });

  test('appears when an anonymous visitor follows a marketplace link into a business app', async ({
    page,
  }) => {
    const link = page.getByTestId('homepage-link');
    // Opening the app directly is not coming from the marketplace.
    await page.goto('/saule');
    await waitForModalQueue(page);
    await expect(link).toHaveCount(0);

    await page.goto('/apie/saule');
    await waitForShell(page);
    await page.getByRole('link', { name: 'Atidaryti salono programėlę' }).click();
    // The marker did its job and is gone from the address.
    await expect(page).toHaveURL(/\/saule\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', 'Grįžti į Grožio Laikas');
    expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBe('1');

    // For the rest of the visit, also after a reload.
    await page.reload();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBeNull();
  });

  test('a signed-in visitor coming from the marketplace gets no flag', async ({ page, context, baseURL }) => {
    await signInWithEmptyInbox(context, baseURL ?? '');
    await page.goto('/apie/saule');
    await waitForShell(page);
    await page.getByRole('link', { name: 'Atidaryti salono programėlę' }).click();
    await expect(page).toHaveURL(/\/saule\/$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBeNull();
    await expect(page.getByTestId('homepage-link')).toHaveCount(0);
  });

  test('is never shown to a signed-in user', async ({ page, context, baseURL }) => {
    await signInWithEmptyInbox(context, baseURL ?? '');
    await page.goto('/saule');
    await waitForShell(page);
    await page.evaluate(() => sessionStorage.setItem('showHomepageLink', '1'));
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await waitForModalQueue(page);
    await expect(page.getByTestId('homepage-link')).toHaveCount(0);
  });
});

test.describe('tooltips and dismissible alerts', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('hovering the share button shows its tooltip', async ({ page }) => {
    await page.goto('/saule');
    const share = page.getByRole('button', { name: 'Dalintis' });
    await expect(share).toBeEnabled();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveCount(0);

    await moveTheMouseOverThePage(page);
    await share.hover();
    await expect(tooltip).toHaveText('Pasidalinkite šio puslapio nuoroda arba nukopijuokite ją');
    await expect(share).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '');

    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);

    // Keyboard users get it on focus; Escape hides it.
    await page.keyboard.press('Tab');
    await share.focus();
    await expect(tooltip).toHaveText('Pasidalinkite šio puslapio nuoroda arba nukopijuokite ją');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
  });

  test('the unverified e-mail reminder stays hidden once dismissed; the status badge explains itself', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = `nepatvirtinta.${Date.now()}@example.lt`;
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Nepatvirtinta Klientė', email, password: 'slaptazodis-123' },
      headers: { origin: baseURL ?? '' },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    // A sign-up opens no session: sign in.
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'slaptazodis-123' },
      headers: { origin: baseURL ?? '' },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    // Without a phone number the phone request would open over the page (account-extras.spec.ts).
    await context.request.post('/api/user/profile/phone-number', {
      data: { phoneNumber: '+37061288888' },
      headers: { origin: baseURL ?? '' },
    });

    await page.goto('/paskyra');
    const reminder = page.locator(`[data-alert-id="email-not-verified-${userId}"]`);
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('Patvirtinkite el. pašto adresą');
    await expect(reminder).toContainText(email);

    const badge = page.getByTestId('email-status');
    await moveTheMouseOverThePage(page);
    await badge.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Paspauskite nuorodą laiške, kurį išsiuntėme šiuo adresu. Negavote laiško? Gaukite naują nuorodą žemiau.',
    );
    await page.mouse.move(5, 5);

    await reminder.getByRole('button', { name: 'Paslėpti pranešimą' }).click();
    await expect(reminder).toHaveCount(0);
    expect(
      await page.evaluate((id) => localStorage.getItem(`alertDismissed[email-not-verified-${id}]`), userId),
    ).toBe('true');

    await page.reload();
    await waitForModalQueue(page);
    await expect(reminder).toHaveCount(0);
    // The e-mail section still tells the state and offers a new link.
    await expect(badge).toHaveText('Nepatvirtintas');
    await page.goto('/paskyra/saugumas');
    await waitForModalQueue(page);
    await expect(reminder).toHaveCount(0);
  });
});

test.describe('viewport class', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  const changes = (page: Page) =>
    page.evaluate(() =>
      (
        window as unknown as { __viewportChanges: { viewport: string; previous: string }[] }
      ).__viewportChanges.map((change) => `${change.previous}->${change.viewport}`),
    );

  test('website breakpoints: desktop above 1200, mobile up to 767', async ({ page }) => {
    await recordShellEvents(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const body = page.locator('body');
    await expect(body).toHaveClass(/\bdesktop\b/);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(body).toHaveClass(/\btablet\b/);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(body).toHaveClass(/\btablet\b/);
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(body).toHaveClass(/\bmobile\b/);
    await expect(body).not.toHaveClass(/\btablet\b|\bdesktop\b/);
    expect(await changes(page)).toEqual(['desktop->tablet', 'tablet->mobile']);
  });

  test('app breakpoints: desktop above 992, mobile up to 600', async ({ page }) => {
    await recordShellEvents(page);
    await page.setViewportSize({ width: 993, height: 800 });
    await page.goto('/saule');
    const body = page.locator('body');
    await expect(body).toHaveClass(/\bdesktop\b/);
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(body).toHaveClass(/\btablet\b/);
    await page.setViewportSize({ width: 601, height: 800 });
    await expect(body).toHaveClass(/\btablet\b/);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(body).toHaveClass(/\bmobile\b/);
    expect(await changes(page)).toEqual(['desktop->tablet', 'tablet->mobile']);
  });
});

test.describe('app variant', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('bottom bar at 360 px: one list at a time, 50 px per item + 1, page padding follows the bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/saule');
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Pradžia' })).toHaveAttribute('aria-current', 'page');

    const padding = () => page.evaluate(() => document.body.style.paddingBottom);
    const barHeight = async () => `${Math.round((await bar.boundingBox())!.height)}px`;
    await expect.poll(padding).toBe(await barHeight());

    const visits = page.getByTestId('bottom-bar-trigger-appointments');
    const account = page.getByTestId('bottom-bar-trigger-account');
    const visitsList = page.getByTestId('bottom-bar-list-appointments');
    const accountList = page.getByTestId('bottom-bar-list-account');

    await visits.click();
    await expect(visitsList).toBeVisible();
    await expect(visits).toHaveAttribute('aria-expanded', 'true');
    expect((await visitsList.boundingBox())!.height).toBe(2 * 50 + 1);

    await account.click();
    await expect(accountList).toBeVisible();
    await expect(visitsList).toHaveCount(0);
    await expect(visits).toHaveAttribute('aria-expanded', 'false');
    await expect(accountList.getByRole('link', { name: 'Prisijungti' })).toBeVisible();
    expect((await accountList.boundingBox())!.height).toBe(2 * 50 + 1);

    await account.click();
    await expect(accountList).toHaveCount(0);

    // Hidden above the app's mobile width: no padding; back on a phone: padding again.
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(bar).toBeHidden();
    await expect.poll(padding).toBe('');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(padding).toBe(await barHeight());
  });

  test('exposes the business and the signed-in user as page globals, nothing private', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/saule?pranesimai&a=1');
    const anonymous = await page.evaluate(() => ({
      business: (window as unknown as { business?: Record<string, unknown> }).business,
      hasUser: 'user' in window,
      urlParams: (window as unknown as { urlParams?: Record<string, string> }).urlParams,
      successMessages: (window as unknown as { successMessages?: string[] }).successMessages,
    }));
    expect(Object.keys(anonymous.business ?? {}).sort()).toEqual([
      'domain',
      'id',
      'logo',
      'name',
      'onboarded',
      'slug',
    ]);
    expect(anonymous.business).toMatchObject({
      slug: 'saule',
      name: 'Grožio studija Saulė',
      onboarded: true,
    });
    expect(anonymous.hasUser).toBe(false);
    expect(anonymous.urlParams).toEqual({ pranesimai: '', a: '1' });
    expect(anonymous.successMessages).toEqual([]);

    await signInWithEmptyInbox(context, baseURL ?? '');
    await page.goto('/');
    const user = await page.evaluate(() => (window as unknown as { user?: Record<string, unknown> }).user);
    // The web-push key is the public half only: browsers subscribe with it.
    expect(Object.keys(user ?? {}).sort()).toEqual(['id', 'name', 'webPushKey']);
    expect(user?.webPushKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(await page.evaluate(() => 'business' in window)).toBe(false);
  });

  test('home shows services with prices and the booking button', async ({ page }) => {
    await page.goto('/saule');
    await expect(page.getByRole('heading', { level: 1, name: 'Grožio studija Saulė' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paslaugos' })).toBeVisible();
    await expect(page.getByText(/\d+,\d{2}\u00A0€/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registruotis vizitui' }).first()).toHaveAttribute(
      'href',
      '/saule/naujas-vizitas',
    );
  });

  test('the share button is enabled once set up and copies the page address without a share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/saule');
    const share = page.getByRole('button', { name: 'Dalintis' });
    await expect(share).toBeEnabled();
    // Desktop Chromium on Linux has no navigator.share: the link is copied.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await share.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Nuoroda nukopijuota sėkmingai!' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('an unknown or not yet onboarded business is a 404', async ({ page, consoleErrors }) => {
    consoleErrors.allow(404); // the page's own answer, logged as a failed load
    for (const path of ['/tokio-salono-nera', '/lelija']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
    }
  });
});

test.describe('top bar', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('the user menu opens below its trigger, may be wider, and stays open after a click inside', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithEmptyInbox(context, baseURL ?? '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const trigger = page.getByTestId('user-menu');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Mano paskyra' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Atsijungti' })).toBeVisible();

    const triggerBox = (await trigger.boundingBox())!;
    const popover = page.locator('.shell-popover');
    const popoverBox = (await popover.boundingBox())!;
    expect(popoverBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height);
    expect(popoverBox.width).toBeGreaterThan(triggerBox.width);

    await popover.getByText('klientas@demo.lt').click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('signing out posts to the auth API and reloads as an anonymous visitor', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithEmptyInbox(context, baseURL ?? '');
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Atsijungti' }).click();
    await expect(page.getByRole('link', { name: 'Prisijungti' }).first()).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });
});

test.describe('admin variant', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  test('asks an anonymous visitor to sign in first', async ({ page }) => {
    await page.goto('/administratorius');
    await expect(page).toHaveURL(/\/prisijungti\?grizti=%2Fadministratorius$/);
  });

  test('greets the signed-in user and links the admin sections with the salon in their address', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInWithEmptyInbox(context, baseURL ?? '', 'owner');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/administratorius');
    await expect(page.getByRole('heading', { level: 1, name: /^Sveiki/ })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Administravimo meniu' });
    await expect(sidebar.getByRole('link', { name: 'Kalendorius' })).toHaveAttribute(
      'href',
      '/administratorius/vizitai/kalendorius/saule',
    );
    await expect(page.locator('body')).toHaveClass(/\bdesktop\b/);

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(sidebar).toBeHidden();
    await page.getByTestId('mobile-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Vizitų sąrašas' })).toBeVisible();
  });
});

test.describe('accessibility and looks', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookiesUpFront(context, baseURL ?? ''));

  for (const width of [360, 1280]) {
    test(`home, app home and admin landing at ${width} px: no serious axe violations in the shell`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const pages: { path: string; name: string; scope: string[] }[] = [
        { path: '/', name: 'home', scope: ['header', 'footer'] },
        { path: '/saule', name: 'app-home', scope: ['body'] },
      ];
      for (const { path, name, scope } of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await snap(page, `${name}-${width}`, { widths: 'current' });
        await expectNoA11yViolations(page, { include: scope });
      }
      await signInWithEmptyInbox(context, baseURL ?? '', 'owner');
      await page.goto('/administratorius');
      await page.waitForLoadState('networkidle');
      await snap(page, `admin-${width}`, { widths: 'current' });
      await expectNoA11yViolations(page, { include: ['body'] });
    });
  }

  test('the cookie consent dialog passes axe', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto('/saule');
    // expectNoA11yViolations lets the dialog's opening animation end first.
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });
  });
});
