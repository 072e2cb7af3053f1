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
  summary: 'Searches businesses by area (service category), location (city) and free text.',
  description:
    'Onboarded businesses first, then by rating. `area` and `location` are slugs; `visi` / `visa-lietuva` (or ' +
    'leaving them out) mean any. `q` matches business and service names, ignoring case and diacritics. 12 per page.',
  request: { query: businessSearchQuerySchema },
  responses: { 200: json(businessSearchResultSchema, 'A page of results') },
  errors: { 400: 'Bad query parameters, an unknown area or location' },
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
      const result = await catalog.searchBusinesses(c.req.valid('query'));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(result, 200);
    })
    .openapi(businessRoute, async (c) => {
      const found = await catalog.businessBySlug(c.req.valid('param').slug);
      if (!found) throw businessNotFound();
      return c.json(found, 200);
    });
}
