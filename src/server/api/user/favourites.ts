// /api/user/favourites: the signed-in client's favourite salons ("Mano salonai").
import { favouriteListSchema } from '../../../contracts/favourites.ts';
import type { Database } from '../../db/client.ts';
import { createRouter, json } from '../../http/openapi.ts';
import { salonChangeRoute, salonListOf, salonListRoute } from './salon-change-route.ts';
import { addFavourite, listFavourites, removeFavourite } from '../../modules/favourites/favourite-salons.ts';

const listRoute = salonListRoute({
  path: '/api/user/favourites',
  summary: "The signed-in client's favourite salons, the latest added first.",
  answer: json(favouriteListSchema, 'The salons'),
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
    .openapi(listRoute, salonListOf(deps.db, listFavourites))
    .openapi(addRoute, async (c) => {
      await addFavourite(deps.db, { user: c.get('user'), slug: c.req.valid('param').slug });
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await removeFavourite(deps.db, { user: c.get('user'), slug: c.req.valid('param').slug });
      return c.body(null, 204);
    });
}
