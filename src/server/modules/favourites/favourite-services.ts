// Web-services group `favourites`: the same use cases as /api/user/favourites, refusals as values.
import type { FavouriteServices } from '../../../contracts/favourites.ts';
import type { Database } from '../../db/client.ts';
import { pageResult } from '../../http/page-result.ts';
import { addFavourite, isFavourite, listFavourites, removeFavourite } from './favourite-salons.ts';

export function createFavouriteServices(db: Database): FavouriteServices {
  return {
    list: (user) => listFavourites(db, user.id),
    isFavourite: (user, slug) => isFavourite(db, user.id, slug),
    set: (user, slug, favourite) =>
      pageResult(async () => {
        await (favourite ? addFavourite : removeFavourite)(db, { user, slug });
        return null;
      }),
  };
}
