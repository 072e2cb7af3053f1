// Calendar files: one visit's (the client's "add to calendar"), and secret-token subscription feeds of a
// business, a specialist and a client, with endpoints that show or regenerate their links.
import { z } from '@hono/zod-openapi';
import {
  apiRoute,
  createRouter,
  json,
  jsonOrFormBody,
  parsedBody,
  type ErrorDescriptions,
} from '../http/openapi.ts';
import { NOT_SIGNED_IN } from './error-responses.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { notFound, SPECIALIST_NOT_FOUND, VISIT_NOT_FOUND } from '../http/app-error.ts';
import {
  businessFeed,
  clientFeed,
  clientVisitCalendar,
  feedCalendar,
  specialistFeed,
  type CalendarDependencies,
  type FeedLinkRequest,
} from '../modules/calendar/visit-calendars.ts';

const calendarFile = {
  description: 'An iCalendar (RFC 5545) file',
  content: { 'text/calendar': { schema: z.string() } },
};
const feedLink = json(z.object({ url: z.url() }), 'The feed link');
const regenerateSchema = z.object({
  regenerate: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
const regenerateBody = jsonOrFormBody(regenerateSchema);
/** A signed-in person's own visit or specialist, or 404. */
const signedInFound = { ...NOT_SIGNED_IN, 404: 'Not found' } as const;

const visitFileRoute = apiRoute({
  method: 'get',
  path: '/api/user/appointment/{id}/calendar',
  tag: 'user',
  summary: "The client's own visit as a calendar file (same UID and SEQUENCE as the e-mails').",
  request: { params: z.object({ id: z.uuid({ error: VISIT_NOT_FOUND }) }) },
  responses: { 200: calendarFile },
  errors: signedInFound,
});

const feedRoute = apiRoute({
  method: 'get',
  path: '/api/calendar/{file}',
  tag: 'public',
  summary: 'A subscription feed by its secret link: the visits held from 30 days back.',
  request: { params: z.object({ file: z.string().max(80) }) },
  responses: { 200: calendarFile },
  errors: { 404: 'Unknown link' },
});

/** POST {id}: a business's or a specialist's feed link; `regenerate: true` replaces it. */
function adminFeedLinkRoute<const P extends string, S extends z.ZodObject>(route: {
  path: P;
  summary: string;
  params: S;
  errors: ErrorDescriptions;
}) {
  const { params, ...rest } = route;
  return apiRoute({
    method: 'post',
    ...rest,
    tag: 'admin',
    request: { params, body: regenerateBody },
    responses: { 200: feedLink },
  });
}

const businessFeedRoute = adminFeedLinkRoute({
  path: '/api/admin/business/{id}/calendar-feed',
  summary: "The business's feed link; `regenerate: true` makes a new one and the old stops working.",
  params: z.object({ id: z.string() }),
  errors: { ...NOT_SIGNED_IN, 403: 'Not a manager' },
});

const specialistFeedRoute = adminFeedLinkRoute({
  path: '/api/admin/specialist/{id}/calendar-feed',
  summary: "A specialist's feed link (managers, or the specialist); `regenerate: true` replaces it.",
  params: z.object({ id: z.uuid({ error: SPECIALIST_NOT_FOUND }) }),
  errors: signedInFound,
});

const clientFeedRoute = apiRoute({
  method: 'post',
  path: '/api/user/calendar-feed',
  tag: 'user',
  summary: "The signed-in client's feed of their own visits; `regenerate: true` replaces it.",
  request: { body: regenerateBody },
  responses: { 200: feedLink },
  errors: NOT_SIGNED_IN,
});

const calendarResponse = (body: string, filename: string) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });

type RegenerateInput = z.infer<typeof regenerateSchema>;

/** Who asks for a feed link, and whether for a new one (JSON `true` or the form's `"true"`). */
function feedLinkRequest(
  c: Context<AppEnv, string, { out: { json?: RegenerateInput; form?: RegenerateInput } }>,
): FeedLinkRequest {
  const { regenerate } = parsedBody<RegenerateInput>(c);
  return { user: c.get('user'), regenerate: regenerate === true || regenerate === 'true' };
}

export function calendarApi(deps: CalendarDependencies) {
  return createRouter()
    .openapi(visitFileRoute, async (c) => {
      const { file, filename } = await clientVisitCalendar(deps, c.get('user'), c.req.valid('param').id);
      return calendarResponse(file, filename) as never;
    })
    .openapi(feedRoute, async (c) => {
      const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(c.req.valid('param').file);
      const file = match ? await feedCalendar(deps, match[1]!) : null;
      if (!file) throw notFound('Kalendoriaus nuoroda nebegalioja.');
      return calendarResponse(file, 'vizitai.ics') as never;
    })
    .openapi(businessFeedRoute, async (c) =>
      c.json(await businessFeed(deps, { ...feedLinkRequest(c), businessRef: c.req.valid('param').id }), 200),
    )
    .openapi(specialistFeedRoute, async (c) =>
      c.json(
        await specialistFeed(deps, { ...feedLinkRequest(c), specialistId: c.req.valid('param').id }),
        200,
      ),
    )
    .openapi(clientFeedRoute, async (c) => c.json(await clientFeed(deps, feedLinkRequest(c)), 200));
}
