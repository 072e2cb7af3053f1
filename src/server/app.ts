import '../contracts/zod.ts';
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
import { ROUTES } from '../contracts/routes.ts';
import { asApiErrorAnswer } from './auth/api-error-answer.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth/auth.ts';
import { GET_SESSION_PATH, withoutSessionToken } from './auth/session-answer.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import { isImageUploadPath } from './api/admin/images.ts';
import { isClientImportPath } from './api/admin/client-import.ts';
import { APP_PATHS, ROUTERS, type RouterDependencies } from './api/routers.ts';
import type { AppEnv } from './http/app-env.ts';
import { AppError, unauthorized } from './http/app-error.ts';
import { appAddresses } from './http/app-addresses.ts';
import { compression, negotiateEncoding } from './http/compression.ts';
import type { AppMetrics } from './http/metrics.ts';
import { createPageCache, inlineScriptPolicy } from './http/page-cache.ts';
import {
  apiNoStore,
  clientAddress,
  originCheck,
  requestLogging,
  requestOrigin,
  strictTransportSecurity,
  embeddableAnswers,
} from './http/middleware.ts';
import { ownOrigins } from './http/own-origins.ts';
import { checkPageForm, requestInput } from './http/request-input.ts';
import type { JobRunner } from './jobs/job-queue.ts';
import type { SideEffectJob } from './modules/side-effects/side-effect-jobs.ts';
import type { LiveUpdates } from './modules/live-updates/live-hub.ts';
import type { WebPushSettings } from './push/web-push-settings.ts';
import type { InvoiceSettings } from './modules/billing/invoice-settings.ts';

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
  /** The push sender's keys and allowed origins. */
  webPush: WebPushSettings;
  /** The platform as the seller on its invoices, and the VAT it charges. */
  invoiceSettings: InvoiceSettings;
  /** What `/metrics` serves (METRICS_TOKEN set); null leaves the address unknown, as when it is unset. */
  metrics: AppMetrics | null;
}

const GENERIC_ERROR_MESSAGE = 'Įvyko nenumatyta klaida. Bandykite dar kartą vėliau.';
const METRICS_TOKEN_REQUIRED = 'Metrikoms skaityti reikia teisingo prieigos rakto.';

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
    now: deps.now,
    webPushPublicKey: deps.webPush.publicKey,
    requestHost: requestOrigin(c, deps.trustProxy).host,
    reportError: (error) => {
      if (c.get('failure') === error) return;
      if (c.get('requestLogged')) c.get('logger').error({ err: error }, 'page failed while streaming');
      else c.set('failure', error);
    },
  });

  app.use(requestLogging(deps.logger, deps.trustProxy, deps.metrics?.observeRequest));
  app.use(compression());
  app.use(clientAddress(deps.trustProxy));
  app.use(inlineScriptPolicy());
  app.use(embeddableAnswers());
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
      // Powers the site never uses, refused for it and anything it embeds (sharing and clipboard stay). Only
      // features Chromium knows: it reports every other one on each page (Web Bluetooth has no policy there).
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        displayCapture: [],
        browsingTopics: [],
      },
    }),
  );
  app.use(strictTransportSecurity(deps.trustProxy));
  app.use(originCheck(ownOrigins({ db: deps.database.db, baseUrl: deps.baseUrl })));
  app.use(requestInput({ isUpload: (path) => isImageUploadPath(path) || isClientImportPath(path) }));
  app.use(APP_PATHS.api, apiNoStore());

  app.onError((error, c) => {
    // A page address or page form refused as bad input gets the site's own error page, not JSON.
    if (error instanceof AppError && error.status === 400 && renderPage && !answersJson(c.req.path)) {
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
    c.set('failure', error);
    return c.json({ error: 'internal_error' satisfies ApiErrorCode, message: GENERIC_ERROR_MESSAGE }, 500);
  });

  app.get(APP_PATHS.health, async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check failed');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });

  const metrics = deps.metrics;
  if (metrics) {
    app.get(APP_PATHS.metrics, async (c) => {
      if (!metrics.authorizes(c.req.header('authorization'))) {
        c.header('WWW-Authenticate', 'Bearer');
        throw unauthorized(METRICS_TOKEN_REQUIRED);
      }
      const { contentType, body } = await metrics.exposition();
      return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
    });
  }

  // Static files first: they need no session.
  app.use(
    APP_PATHS.assets,
    serveStatic({
      root: deps.clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    APP_PATHS.uploads,
    serveStatic({
      root: deps.uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  // Each business's app registers this one worker with its own scope (/{slug}/ or / on its own domain):
  // `Service-Worker-Allowed` lets a script at the root control any of them. Always revalidated, so an
  // update is seen on the next visit.
  app.get(
    APP_PATHS.serviceWorker,
    serveStatic({
      path: path.join(deps.clientDir, 'sw.js'),
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
        c.header('Service-Worker-Allowed', '/');
      },
    }),
  );

  const routerDeps: RouterDependencies = { ...deps, db: deps.database.db };
  for (const entry of ROUTERS) if (entry.sessionless) app.route('/', entry.create(routerDeps));

  // better-auth reads the client's address (rate limits) from a header only we set. Its refusals leave in
  // the API's error shape with a Lithuanian message, translated here, once, for every auth path.
  app.on(['GET', 'POST'], APP_PATHS.auth, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const answer = await asApiErrorAnswer(await deps.auth.handler(new Request(c.req.raw, { headers })));
    return c.req.path === GET_SESSION_PATH ? withoutSessionToken(answer) : answer;
  });

  app.use('*', async (c, next) => {
    const signedIn = await currentSession(deps.auth, c.req.raw.headers);
    c.set('user', signedIn?.user ?? null);
    c.set('sessionId', signedIn?.sessionId ?? null);
    await next();
  });

  for (const entry of ROUTERS) if (!entry.sessionless) app.route('/', entry.create(routerDeps));

  app.doc31(APP_PATHS.openApi, {
    openapi: '3.1.0',
    info: {
      title: `${deps.brandName} API`,
      version: '1.0.0',
      description: 'Grožio paslaugų registracijos API.',
    },
  });
  // Copied into the client build at its own address by vite.config.ts: the package is only needed to build.
  app.get(APP_PATHS.docsBundle, serveStatic({ path: path.join(deps.clientDir, APP_PATHS.docsBundle) }));
  app.get(APP_PATHS.docs, (c, next) =>
    Scalar({
      url: APP_PATHS.openApi,
      cdn: APP_PATHS.docsBundle,
      pageTitle: `${deps.brandName} API`,
      nonce: c.get('secureHeadersNonce'),
      // Scalar's own fonts come from its servers, which the CSP refuses: the page keeps the system's.
      withDefaultFonts: false,
    })(c as never, next),
  );
  app.all(APP_PATHS.api, () => {
    throw new AppError('not_found', 404, 'Tokio API adreso nėra.');
  });

  app.use('*', serveStatic({ root: deps.clientDir, precompressed: true }));

  if (renderPage) {
    const pageCache = createPageCache({
      changeStamp: deps.database.changeStamp,
      now: deps.now,
      onLookup: (outcome) => metrics?.cacheLookup('page', outcome),
    });
    app.use('*', appAddresses({ db: deps.database.db, siteUrl: deps.baseUrl, trustProxy: deps.trustProxy }));
    app.all('*', async (c) => {
      c.set('metricsRoute', 'page');
      await checkPageForm(c.req.raw);
      const render = () => renderPage(c.req.raw, pageContext(c));
      // A page for a signed-in person, or one personal by its address, is never kept by a cache.
      if (c.get('user') || isPersonalPage(c.req.path)) {
        const response = await render();
        response.headers.set('Cache-Control', 'no-store');
        return response;
      }
      const { protocol, host } = requestOrigin(c, deps.trustProxy);
      const page = {
        request: c.req.raw,
        origin: `${protocol}://${host}`,
        encoding: negotiateEncoding(c.req.header('Accept-Encoding')),
        allowInlineScripts: (sources: string[]) => c.set('inlineScriptSources', sources),
      };
      return pageCache(page, render);
    });
  }

  return app;
}

/** Addresses that answer in the API's JSON shape, even a refusal of their input: the API and web push. */
function answersJson(path: string): boolean {
  return path.startsWith('/api/') || path === WEB_PUSH_PATH;
}

const WEB_PUSH_PATH = ROUTES.webpush_subscribe.path;

type PageRenderer = (request: Request, context: AppLoadContext) => Promise<Response>;

/** Pages that show one person's data or carry a token in their address, whoever asks. */
function isPersonalPage(path: string): boolean {
  return /^\/(administratorius|paskyra|mano-vizitai|kvietimas|pasiulymu-atsisakymas|naujas-slaptazodis|el-pasto-patvirtinimas|prisijungti\/patvirtinimas)(\/|\.data$|$)/.test(
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
    termsVersion?: string | null;
  };
  const user: SessionUser = {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
    isOperator: Boolean(u.isOperator),
    phoneNumber: u.phoneNumber ?? null,
    termsVersion: u.termsVersion ?? null,
  };
  return { user, sessionId: session.session.id };
}
