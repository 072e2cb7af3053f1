// /api/admin/waitlist: a business's waitlist of one day, as its staff see it.
import { adminWaitlistDaySchema, adminWaitlistQuerySchema } from '../../../contracts/waitlist.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { SIGNED_IN_INPUT } from '../error-responses.ts';
import { waitlistOfDay } from '../../modules/waitlist/waitlist-entries.ts';

const dayRoute = apiRoute({
  method: 'get',
  path: '/api/admin/waitlist',
  tag: 'admin',
  summary: "One day's waitlist of the business (id, slug or `_`), in line order, with the open offers.",
  description: 'A specialist sees the entries for them and for any specialist.',
  request: { query: adminWaitlistQuerySchema },
  responses: { 200: json(adminWaitlistDaySchema, 'The day’s waitlist') },
  errors: { ...SIGNED_IN_INPUT, 404: 'Unknown business, or one the user is no member of' },
});

export function adminWaitlistApi(deps: { db: Database }) {
  return createRouter().openapi(dayRoute, async (c) => {
    const { business, date } = c.req.valid('query');
    return c.json(await waitlistOfDay(deps.db, { user: c.get('user'), business, date }), 200);
  });
}
