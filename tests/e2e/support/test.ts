import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { outboxAt, verificationCodeIn } from '../../support/outbox.ts';
import { clockNow, type E2eClock } from './e2e-clock.ts';
import { e2eDataDirOf, e2eOutboxDir, realClockPortOf } from './e2e-paths.ts';

// All browser tests come from 127.0.0.1, so the server's per-address rate limits (10 sign-ins a minute)
// would treat the whole suite as one very busy person. The e2e server trusts X-Forwarded-For
// (TRUST_PROXY), and each test — and each extra browser context — poses as its own visitor.
let visitors = 0;

export function visitorHeaders(): Record<string, string> {
  visitors += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${(visitors >> 8) & 255}.${visitors & 255}` };
}

/** Headless Chromium calls itself "HeadlessChrome", which the seed's supported-browser rules do not know. */
export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** The demo accounts of the e2e server's seed. */
export const DEMO = {
  client: { email: 'klientas@demo.lt', password: 'demo12345' },
  owner: { email: 'savininkas@demo.lt', password: 'demo12345' },
  operator: { email: 'operatorius@demo.lt', password: 'demo12345' },
  specialist: { email: 'specialistas@demo.lt', password: 'demo12345' },
} as const;

export type Credentials = { email: string; password: string };
export type Who = keyof typeof DEMO | Credentials;

const credentialsOf = (who: Who): Credentials => (typeof who === 'string' ? DEMO[who] : who);

/** The e-mails the e2e server has sent. */
export const outbox = outboxAt(e2eOutboxDir);

/** The page is running: the shell's effects put the viewport class on <body> once React has hydrated. */
/** Types a date into the project's date field (year, month and day segments in Lithuanian order). */
export async function typeDate(page: Page, testId: string, date: string): Promise<void> {
  const segments = page.getByTestId(testId).getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type(date.replaceAll('-', ''));
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => /\b(desktop|tablet|mobile)\b/.test(document.body.className));
}

/**
 * The page has settled: its modal queue has run (a second after load) or was skipped, and any dialog it was
 * going to open at once is open (modal-queue-host.tsx sets the mark after that render). The mount effects of
 * the page (stored flags, messages) ran long before. Before asserting that no dialog or banner shows.
 */
export async function waitForModalQueue(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-modal-queue', /^(running|skipped)$/);
}

/** Fills and sends the sign-in form, as a person does; where it leads (a code, an error) is the caller's. */
export async function submitSignInForm(page: Page, who: Who): Promise<void> {
  const { email, password } = credentialsOf(who);
  await page.goto('/prisijungti');
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: 'Prisijungti', exact: true }).click();
}

/** Signs in through the sign-in form and waits until the page has left it. */
export async function signIn(page: Page, who: Who): Promise<void> {
  await submitSignInForm(page, who);
  await page.waitForURL((url) => !url.pathname.startsWith('/prisijungti'));
}

/** Signs the cookie jar of `request` (a browser context's or an API context's) in through the API. */
export async function signInRequest(request: APIRequestContext, who: Who, baseURL: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: credentialsOf(who),
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs a browser context in through the API, as a test that is not about the sign-in form does: the session
 * cookie lands in the context's cookie jar (its `request` shares it), so its pages open signed in.
 */
export async function signInByCookie(context: BrowserContext, who: Who, baseURL: string): Promise<void> {
  await signInRequest(context.request, who, baseURL);
  const cookies = await context.cookies(baseURL);
  expect(
    cookies.some((cookie) => cookie.name.endsWith('session_token')),
    'session cookie in the jar',
  ).toBe(true);
}

/**
 * Signs a new person up through the API, then confirms the address with the code of the verification letter,
 * which signs them in (a sign-up itself opens no session: it must not tell who has an account). A booking
 * needs the confirmed address.
 */
export async function signUpRequest(
  request: APIRequestContext,
  person: Credentials & { name: string },
  baseURL: string,
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: person,
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The outbox of the server `baseURL` names (the real-clock or the controlled-clock one).
  const serverOutbox = outboxAt(path.join(e2eDataDirOf(Number(new URL(baseURL).port)), 'outbox'));
  const [letter] = await serverOutbox.waitFor({
    to: person.email,
    subject: 'Patvirtinkite el. pašto adresą',
  });
  const verified = await request.post('/api/auth/email-otp/verify-email', {
    data: { email: person.email, otp: verificationCodeIn(letter!) },
    headers: { origin: baseURL },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  expect(await verified.json()).toEqual({ status: true, signedIn: true });
}

/**
 * Gives the signed-in `request`'s person a phone number: without one, the non-dismissible phone request
 * opens before any later dialog of the queue (its own spec: account-extras.spec.ts).
 */
export async function givePhoneNumber(request: APIRequestContext, baseURL: string): Promise<void> {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const response = await request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: `+3706${digits}` },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Dismisses every notification of the signed-in `request`: visits booked by other tests notify the demo
 * accounts, and a newer notification opens its dialog by itself (notifications.spec.ts).
 */
export async function dismissAllNotifications(request: APIRequestContext, baseURL: string): Promise<void> {
  const inbox = (await (await request.get('/api/user/notifications')).json()) as { items: { id: string }[] };
  for (const { id } of inbox.items) {
    await request.post('/api/user/notification/dismiss', { data: { id }, headers: { origin: baseURL } });
  }
}

/** An API client of its own (its own visitor address), signed in as `who`. */
export async function signedInApi(baseURL: string, who: Who): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, ...visitorHeaders() },
  });
  await signInRequest(api, who, baseURL);
  return api;
}

/**
 * Fails on serious or critical axe violations in `include` (default: the whole page) minus `exclude`.
 * Content pages scan `#turinys`, or the page without the account menu (`[data-testid="user-menu"]`): the
 * shell's top bar, footer and account menu have their own checks in shell.spec.ts.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { what?: string; include?: string | string[]; exclude?: string } = {},
): Promise<void> {
  // A colour mid-transition (a button fading back from its disabled look) is not the colour a person
  // reads: let finite animations and transitions end first (a spinner's endless one is left running).
  // At most a second: a long finite animation (a toast's countdown) is not a colour change.
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 1000)),
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ]),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe: ${options.what ?? page.url()}`).toEqual([]);
}

/**
 * Full-page screenshots for a person to look at, taken only when SCREENSHOT_DIR names a folder: at 360 px
 * and 1280 px (then back to the test's width), or at the current width with `widths: 'current'`.
 */
export async function snap(
  page: Page,
  name: string,
  { widths = [360, 1280] }: { widths?: readonly number[] | 'current' } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  if (widths === 'current') {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    return;
  }
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The top bar is sticky: from the top, a full-page shot shows it where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

async function keepModalQueueShut(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // A document without storage (a new tab's about:blank, a sandboxed one) refuses the access.
    try {
      window.sessionStorage.setItem('skipModalQueue', '1');
    } catch {
      return;
    }
  });
}

/** A page of another person: a context of its own, as another visitor, with the modal queue kept shut. */
export async function newVisitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: visitorHeaders(), userAgent: CHROME_UA });
  await keepModalQueueShut(context);
  return context.newPage();
}

/** Console errors a test provokes on purpose; any other makes the test fail. */
export interface ConsoleErrors {
  /**
   * Lets through failed loads with these HTTP statuses (the browser logs each as "… status of 422") and
   * messages containing these texts.
   */
  allow(...expected: (number | string)[]): void;
}

export interface TestOptions {
  skipModalQueue: boolean;
  /** The controlled clock of the server the project drives (playwright.config.ts); null: the real time. */
  serverClock: E2eClock | null;
}

export const test = base.extend<TestOptions & { consoleErrors: ConsoleErrors }>({
  // A real-clock test drives its worker's own server (playwright.config.ts); a clocked one the clocked server.
  baseURL: async ({ baseURL, serverClock }, use, testInfo) => {
    await use(serverClock ? baseURL : `http://localhost:${realClockPortOf(testInfo.parallelIndex)}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...visitorHeaders() });
  },
  // The shell's modal queue (cookie consent, phone request, …) opens dialogs over the page; a spec about
  // something else sets this so they stay shut.
  skipModalQueue: [false, { option: true }],
  serverClock: [null, { option: true }],
  context: async ({ context, skipModalQueue, serverClock }, use) => {
    if (skipModalQueue) await keepModalQueueShut(context);
    // The browser reads the server's time: its "today" and timers agree with the pages it is served. The
    // installed clock runs on by itself (never frozen), so the pages' own timers fire as usual.
    if (serverClock) await context.clock.install({ time: clockNow(serverClock) });
    await use(context);
  },
  // A person waits for a page to be ready; a test would otherwise type into server-rendered HTML that
  // hydration then replaces. Every page.goto and page.reload of an HTML page returns once it is hydrated.
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Response | null) => {
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (html && javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    // A reload as well: a select changed in server-rendered HTML before hydration loses the change.
    const reload = page.reload.bind(page);
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  // Every page of the test — of its own context and of any context it opens — fails the test when it logs
  // console.error or throws, unless the test allowed that error.
  consoleErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const expected: (number | string)[] = [];
      const isExpected = (text: string) =>
        expected.some((item) => text.includes(typeof item === 'number' ? `status of ${item}` : item));
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' || isExpected(message.text())) return;
          errors.push(`${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => errors.push(error.message));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        opened.on('page', watch);
        return opened;
      };
      try {
        await use({ allow: (...items) => expected.push(...items) });
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
