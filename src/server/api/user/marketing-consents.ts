// /api/user/marketing-consents: the signed-in client's consents to salons' offers and rebook nudges. Only
// the client gives or withdraws their own; no salon can (the admin API only reads them).
import {
  marketingConsentListSchema,
  marketingConsentResultSchema,
} from '../../../contracts/marketing-consent.ts';
import type { Database } from '../../db/client.ts';
import { createRouter, json } from '../../http/openapi.ts';
import { grantConsent, listConsents, withdrawConsent } from '../../modules/marketing/marketing-consent.ts';
import { salonChangeRoute, salonListOf, salonListRoute } from './salon-change-route.ts';

const listRoute = salonListRoute({
  path: '/api/user/marketing-consents',
  summary: 'The salons whose offers and rebook nudges the signed-in client agreed to, the latest first.',
  answer: json(marketingConsentListSchema, 'The consents in force'),
});

const grantRoute = salonChangeRoute({
  method: 'put',
  path: '/api/user/marketing-consents/{slug}',
  summary: "The client agrees to the salon's offers and rebook nudges (again: the first agreement stays).",
  responses: { 200: json(marketingConsentResultSchema, 'The consent in force') },
});

const withdrawRoute = salonChangeRoute({
  method: 'delete',
  path: '/api/user/marketing-consents/{slug}',
  summary: "The client withdraws their consent to the salon's offers (none in force: no change).",
  responses: { 204: { description: 'Withdrawn' } },
});

export function userMarketingConsentsApi(deps: { db: Database; now: () => Date }) {
  return createRouter()
    .openapi(listRoute, salonListOf(deps.db, listConsents))
    .openapi(grantRoute, async (c) => {
      const { slug } = c.req.valid('param');
      return c.json(
        { consent: await grantConsent(deps.db, { user: c.get('user'), slug, now: deps.now() }) },
        200,
      );
    })
    .openapi(withdrawRoute, async (c) => {
      const { slug } = c.req.valid('param');
      await withdrawConsent(deps.db, { user: c.get('user'), slug, now: deps.now() });
      return c.body(null, 204);
    });
}
