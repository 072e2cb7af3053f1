// /api/public/marketing/unsubscribe/{token}: the one-click address of marketing letters (List-Unsubscribe).
// A mail app POSTs `List-Unsubscribe=One-Click` to it without anyone signed in; a person who opens it in a
// browser is sent to the "Atsisakyti" page, which asks before withdrawing (mail scanners open every link).
import { z } from '@hono/zod-openapi';
import { unsubscribeResultSchema } from '../../../contracts/marketing-consent.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { unsubscribeByToken } from '../../modules/marketing/marketing-consent.ts';
import { BAD_INPUT } from '../error-responses.ts';

export const unsubscribeTokenSchema = z
  .string()
  .max(400, 'Atsisakymo nuoroda netinkama.')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Atsisakymo nuoroda netinkama.')
  .openapi({ description: 'The signed token of the client and the salon, from the letter' });

const params = z.object({ token: unsubscribeTokenSchema });

const oneClickBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'Laukiama „List-Unsubscribe=One-Click“.' }),
});

const oneClickRoute = apiRoute({
  method: 'post',
  path: '/api/public/marketing/unsubscribe/{token}',
  tag: 'public',
  summary: "One-click unsubscribe: withdraws the client's consent to the salon's offers (no sign-in).",
  description:
    'The body is `List-Unsubscribe=One-Click` (form data, as mail apps send it, or JSON). Withdrawing again answers the same.',
  request: { params, body: jsonOrFormBody(oneClickBody) },
  responses: { 200: json(unsubscribeResultSchema, 'Withdrawn') },
  errors: { ...BAD_INPUT, 404: '`invalid_unsubscribe_link`: a token we did not sign', 415: 'No body' },
});

const pageRoute = apiRoute({
  method: 'get',
  path: '/api/public/marketing/unsubscribe/{token}',
  tag: 'public',
  summary: 'Opened in a browser: redirects to the page that asks before withdrawing.',
  request: { params },
  responses: { 303: { description: 'To /pasiulymu-atsisakymas/{token}' } },
  errors: BAD_INPUT,
});

export function publicMarketingApi(deps: { db: Database; now: () => Date }) {
  return createRouter()
    .openapi(oneClickRoute, async (c) => {
      parsedBody<z.infer<typeof oneClickBody>>(c);
      const { token } = c.req.valid('param');
      return c.json(await unsubscribeByToken(deps.db, { token, via: 'one_click', now: deps.now() }), 200);
    })
    .openapi(pageRoute, (c) =>
      c.redirect(buildRoute('marketing_unsubscribe', { token: c.req.valid('param').token }), 303),
    );
}
