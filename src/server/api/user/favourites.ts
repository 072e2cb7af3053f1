// /api/user/favourites: the signed-in client's favourite salons ("Mano salonai").
import { favouriteListSchema } from '../../../contracts/favourites.ts';
import type { Database } from '../../db/client.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';
import { signedInUser } from '../request-context.ts';
import { salonChangeRoute } from './salon-change-route.ts';
import { addFavourite, listFavourites, removeFavourite } from '../../modules/favourites/favourite-salons.ts';

const listRoute = apiRoute({
  method: 'get',
  path: '/api/user/favourites',
  tag: 'user',
  summary: "The signed-in client's favourite salons, the latest added first.",
  responses: { 200: json(favouriteListSchema, 'The salons') },
  errors: NOT_SIGNED_IN,
});

const addRoute = salonChangeRoute({
  method: 'put',
  path: '/api/user/favourites/{slug}',
  summary: "Adds the salon to the signed-in client's favourites (again: no change).",
  responses: { 204: { description: 'On the list' } },
});

const removeRoute = salonChangeRoute({
  method: 'delete',
  path: '/api/user/favourites/{slug}',
  summary: "Takes the salon off the signed-in client's favourites (one not on it: no change).",
  responses: { 204: { description: 'Not on the list' } },
});

export function userFavouritesApi(deps: { db: Database }) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const user = signedInUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await listFavourites(deps.db, user.id) }, 200);
    })
    .openapi(addRoute, async (c) => {
      await addFavourite(deps.db, { user: c.get('user'), slug: c.req.valid('param').slug });
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await removeFavourite(deps.db, { user: c.get('user'), slug: c.req.valid('param').slug });
      return c.body(null, 204);
    });
}
