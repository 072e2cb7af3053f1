import '../contracts/zod-lithuanian.ts';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { ApiErrorCode } from '../contracts/api-error.ts';
import type { SessionUser } from '../contracts/session-user.ts';
import type { WebServices } from '../contracts/web-services.ts';
import { asApiErrorAnswer } from './auth/api-error-answer.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth/auth.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import { adminClientCardsApi } from './api/admin/client-cards.ts';
import { adminImagesApi, isImageUploadPath } from './api/admin/images.ts';
import { adminInvitationsApi } from './api/admin/invitations.ts';
import { publicInvitationsApi } from './api/public/invitations.ts';
import type { AppEnv } from './http/app-env.ts';
import { AppError } from './http/app-error.ts';
import { compression } from './http/compression.ts';
import {
  apiNoStore,
  clientAddress,
  originCheck,
  requestLogging,
  strictTransportSecurity,
} from './http/middleware.ts';
import { requestInput } from './http/request-input.ts';
import { logAnErrorApi } from './api/public/log-an-error.ts';
import { businessApi } from './api/public/business.ts';
import { contactApi } from './api/public/contact.ts';
import { userNotificationsApi } from './api/user/notifications.ts';
import { profileApi } from './api/user/profile.ts';
import { adminSchedulesApi } from './api/admin/schedules.ts';
import { adminScheduleOverridesApi } from './api/admin/schedule-overrides.ts';
import { adminHolidaysApi } from './api/admin/holidays.ts';
import { scheduleApi } from './api/public/schedule.ts';
import { userAppointmentsApi } from './api/user/appointments.ts';
import type { JobRunner } from './jobs/job-queue.ts';
import type { SideEffectJob } from './modules/side-effects/side-effect-jobs.ts';
import { adminBusinessApi } from './api/admin/business.ts';
import { adminServicesApi } from './api/admin/services.ts';
import { adminSpecialistsApi } from './api/admin/specialists.ts';
import { adminBillingApi } from './api/admin/billing.ts';
import { adminOnboardingApi } from './api/admin/onboarding.ts';
import { adminOperatorApi } from './api/admin/operator.ts';
import { adminAppointmentsApi } from './api/admin/appointments.ts';
import { adminCalendarApi } from './api/admin/calendar.ts';
import { calendarApi } from './api/calendar.ts';
import type { LiveUpdates } from './modules/live-updates/live-hub.ts';
import { siteFiles } from './api/public/site-files.ts';

export interface AppDependencies {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  brandName: string;
  trustProxy: boolean;
  uploadsDir: string;
  /** Where uploaded images are written (served from uploadsDir under /uploads). */
  storage: Storage;
  services: WebServices;
  /** The React Router server build; absent in API-only tests. */
  webBuild: ServerBuild | null;
  clientDir: string;
  mailer: Mailer;
  /** Absolute origin for links in e-mails. */
  baseUrl: string;
  /** The current instant (injectable so tests can fix it). */
  now: () => Date;
  /** Durable jobs: e-mails, notifications and reminders, enqueued in the transaction of a change. */
  jobs: JobRunner<SideEffectJob>;
  /** Appointment changes of every instance (LISTEN/NOTIFY), for the calendar's event streams. */
  liveUpdates: LiveUpdates;
}

const GENERIC_ERROR_MESSAGE = 'Įvyko nenumatyta klaida. Bandykite dar kartą vėliau.';
const scalarBundle = path.resolve(
  import.meta.dirname,
  '../../node_modules/@scalar/api-reference/dist/browser/standalone.js',
);

export function createApp(deps: AppDependencies) {
  const app = new OpenAPIHono<AppEnv>();
  const renderPage: PageRenderer | null = deps.webBuild
    ? createRequestHandler(deps.webBuild, 'production')
    : null;
  const pageContext = (c: Context<AppEnv>): AppLoadContext => ({
    requestId: c.get('requestId'),
    cspNonce: c.get('secureHeadersNonce') ?? '',
    brandName: deps.brandName,
    siteUrl: new URL(deps.baseUrl).origin,
    user: c.get('user') ?? null,
    clientIp: c.get('clientIp'),
    services: deps.services,
  });

  app.use(requestLogging(deps.logger, deps.trustProxy));
  app.use(compression());
  app.use(clientAddress(deps.trustProxy));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // Sent only over https, by strictTransportSecurity() below.
      strictTransportSecurity: false,
      // Powers the site never uses, refused for it and anything it embeds (sharing and clipboard stay).
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        bluetooth: [],
        midi: [],
        displayCapture: [],
        browsingTopics: [],
      },
    }),
  );
  app.use(strictTransportSecurity(deps.trustProxy));
  app.use(originCheck(deps.trustProxy));
  app.use(requestInput({ isUpload: isImageUploadPath }));
  app.use('/api/*', apiNoStore());

  app.onError((error, c) => {
    // A page address or page form refused as bad input gets the site's own error page, not JSON.
    if (error instanceof AppError && error.status === 400 && renderPage && !c.req.path.startsWith('/api/')) {
      return renderRefusedPage(c.req.raw, renderPage, pageContext(c));
    }
    if (error instanceof AppError) {
      return c.json(
        { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (e.g. malformed JSON) are bad input, not server faults.
      const message =
        error.status === 400 ? 'Užklausos turinys neteisingas.' : 'Užklausa negali būti įvykdyta.';
      return c.json({ error: 'bad_request' satisfies ApiErrorCode, message }, error.status);
    }
    const logger = c.get('logger') ?? deps.logger;
    logger.error({ err: error }, 'unhandled error');
    return c.json({ error: 'internal_error' satisfies ApiErrorCode, message: GENERIC_ERROR_MESSAGE }, 500);
  });

  app.get('/healthz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check failed');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });

  // Static files first: they need no session.
  app.use(
    '/assets/*',
    serveStatic({
      root: deps.clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '/uploads/*',
    serveStatic({
      root: deps.uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  app.route('/', siteFiles({ db: deps.database.db, siteUrl: deps.baseUrl, brandName: deps.brandName }));

  // better-auth reads the client's address (rate limits) from a header only we set. Its refusals leave in
  // the API's error shape with a Lithuanian message, translated here, once, for every auth path.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    return asApiErrorAnswer(await deps.auth.handler(new Request(c.req.raw, { headers })));
  });

  app.use('*', async (c, next) => {
    const signedIn = await currentSession(deps.auth, c.req.raw.headers);
    c.set('user', signedIn?.user ?? null);
    c.set('sessionId', signedIn?.sessionId ?? null);
    await next();
  });

  app.route('/', logAnErrorApi(deps.database.db));
  app.route('/', businessApi(deps.services.catalog));
  app.route('/', contactApi(deps.services.contact));
  app.route('/', profileApi({ auth: deps.auth, db: deps.database.db }));
  app.route('/', userNotificationsApi({ db: deps.database.db, now: deps.now }));
  app.route('/', scheduleApi({ db: deps.database.db, now: deps.now }));
  app.route('/', adminSchedulesApi({ db: deps.database.db, now: deps.now }));
  app.route('/', adminScheduleOverridesApi({ db: deps.database.db, now: deps.now }));
  app.route('/', adminHolidaysApi({ db: deps.database.db, now: deps.now }));
  app.route(
    '/',
    userAppointmentsApi({
      db: deps.database.db,
      mailer: deps.mailer,
      logger: deps.logger,
      brandName: deps.brandName,
      baseUrl: deps.baseUrl,
      now: deps.now,
      jobs: deps.jobs,
    }),
  );

  // Business set-up (issue 5): profile and rules, services, team, billing, onboarding, operator tools.
  const setupDeps = { db: deps.database.db, now: deps.now };
  app.route('/', adminBusinessApi(setupDeps));
  app.route('/', adminServicesApi(setupDeps));
  app.route('/', adminSpecialistsApi(setupDeps));
  app.route('/', adminBillingApi(setupDeps));
  app.route('/', adminOnboardingApi(setupDeps));
  app.route(
    '/',
    adminOperatorApi({ ...setupDeps, mailer: deps.mailer, baseUrl: deps.baseUrl, brandName: deps.brandName }),
  );

  // Admin appointments and the calendar (issue 4): list, create, change, free times, calendar data, live events.
  const appointmentDeps = {
    db: deps.database.db,
    mailer: deps.mailer,
    logger: deps.logger,
    brandName: deps.brandName,
    baseUrl: deps.baseUrl,
    now: deps.now,
    jobs: deps.jobs,
  };
  app.route('/', adminAppointmentsApi(appointmentDeps));
  app.route(
    '/',
    calendarApi({ db: deps.database.db, brandName: deps.brandName, baseUrl: deps.baseUrl, now: deps.now }),
  );
  app.route('/', adminCalendarApi({ db: deps.database.db, now: deps.now, liveUpdates: deps.liveUpdates }));

  app.route('/', adminImagesApi({ db: deps.database.db, storage: deps.storage, logger: deps.logger }));
  app.route('/', adminClientCardsApi({ db: deps.database.db, now: deps.now }));
  const invitationDeps = {
    db: deps.database.db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    brandName: deps.brandName,
    now: deps.now,
  };
  app.route('/', adminInvitationsApi(invitationDeps));
  app.route('/', publicInvitationsApi(invitationDeps));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${deps.brandName} API`,
      version: '1.0.0',
      description: 'Grožio paslaugų registracijos API.',
    },
  });
  app.get('/api/docs/scalar.js', serveStatic({ path: scalarBundle }));
  app.get('/api/docs', (c, next) =>
    Scalar({
      url: '/api/openapi.json',
      cdn: '/api/docs/scalar.js',
      pageTitle: `${deps.brandName} API`,
      nonce: c.get('secureHeadersNonce'),
    })(c as never, next),
  );
  app.all('/api/*', () => {
    throw new AppError('not_found', 404, 'Tokio API adreso nėra.');
  });

  app.use('*', serveStatic({ root: deps.clientDir, precompressed: true }));

  if (renderPage) {
    app.all('*', async (c) => {
      const response = await renderPage(c.req.raw, pageContext(c));
      // A page for a signed-in person, or one personal by its address, is never kept by a cache.
      if (c.get('user') || isPersonalPage(c.req.path)) response.headers.set('Cache-Control', 'no-store');
      return response;
    });
  }

  return app;
}

type PageRenderer = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Pages that show one person's data or carry a token in their address, whoever asks. */
function isPersonalPage(path: string): boolean {
  return /^\/(administratorius|paskyra|mano-vizitai|kvietimas|naujas-slaptazodis|el-pasto-patvirtinimas|prisijungti\/patvirtinimas)(\/|\.data$|$)/.test(
    path,
  );
}

/**
 * The web app's 400 page in place of a refused address or form: the refused address never reaches a loader.
 * A client-side navigation (`….data`) gets the same answer in its own format.
 */
function renderRefusedPage(request: Request, renderPage: PageRenderer, context: AppLoadContext) {
  const isData = new URL(request.url).pathname.endsWith('.data');
  const url = new URL(`/neteisinga-uzklausa${isData ? '.data' : ''}`, request.url);
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return renderPage(new Request(url, { method: 'GET', headers }), context);
}

async function currentSession(
  auth: Auth,
  headers: Headers,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  if (!headers.get('cookie')) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & {
    isOperator?: boolean | null;
    phoneNumber?: string | null;
    twoFactorEnabled?: boolean | null;
  };
  const user: SessionUser = {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
    isOperator: Boolean(u.isOperator),
    phoneNumber: u.phoneNumber ?? null,
  };
  return { user, sessionId: session.session.id };
}
