import { z } from '@hono/zod-openapi';
import {
  businessSearchQuerySchema,
  businessSearchResultSchema,
  publicBusinessSchema,
  type CatalogServices,
} from '../../../contracts/catalog.ts';
import { businessNotFound } from '../../http/app-error.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';

const searchRoute = apiRoute({
  method: 'get',
  path: '/api/public/business/search',
  tag: 'public',
  summary:
    'Searches businesses by area (service category), location (city), free text, and by when they can take a visit.',
  description:
    'Onboarded businesses first, then by rating (`sort=recommended`); `rating`, `price` (cheapest matching ' +
    'service) and `earliest` (soonest free time) sort otherwise. `area` and `location` are slugs; `visi` / ' +
    '`visa-lietuva` (or leaving them out) mean any. `q` matches business and service names, ignoring case and ' +
    'diacritics. `date` (today … today + 60 days) with an optional `from`–`to` window (`HH:MM`, Vilnius wall ' +
    'clock) lists only onboarded businesses with a free time then; `sort=earliest` without a date looks at the ' +
    'next 7 days. Each item names its best-matching service (`match`) and up to 6 of its free starts ' +
    "(`freeTimes`), computed by the booking calendar's engine at request time. `priceMax` (cents) and " +
    '`ratingMin` (1–5) filter. 12 per page.',
  request: { query: businessSearchQuerySchema },
  responses: { 200: json(businessSearchResultSchema, 'A page of results') },
  errors: {
    400: 'Bad query parameters (a date in the past or past the horizon, `from` ≥ `to`), an unknown area or location',
  },
});

const slugSchema = z.string().min(1).max(100).openapi({ example: 'saule' });

const businessRoute = apiRoute({
  method: 'get',
  path: '/api/public/business/{slug}',
  tag: 'public',
  summary: 'A business page: contacts, active services and specialists, gallery, rating and latest reviews.',
  request: { params: z.object({ slug: slugSchema }) },
  responses: { 200: json(publicBusinessSchema, 'The business') },
  errors: { 404: 'No business with that slug' },
});

export function businessApi(catalog: CatalogServices) {
  return createRouter()
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const result = await catalog.searchBusinesses(query);
      // Free times must never outlive a booking: a search by when is answered fresh every time.
      const timed = query.date !== undefined || query.sort === 'earliest';
      c.header('Cache-Control', timed ? 'no-store' : 'public, max-age=60');
      return c.json(result, 200);
    })
    .openapi(businessRoute, async (c) => {
      const found = await catalog.businessBySlug(c.req.valid('param').slug);
      if (!found) throw businessNotFound();
      return c.json(found, 200);
    });
}
