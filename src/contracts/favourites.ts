// A client's favourite salons ("Mano salonai"): what the API answers and what pages may ask for.
import { z } from './zod.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

export const favouriteSalonSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The city's name, or null for a salon without one. */
  city: z.string().nullable(),
  /** The square logo's address, or null. */
  logo: z.string().nullable(),
});
export type FavouriteSalon = z.infer<typeof favouriteSalonSchema>;

export const favouriteListSchema = z.object({ items: z.array(favouriteSalonSchema) });

/** Web-services group `favourites`: the same use cases as /api/user/favourites, refusals as values. */
export interface FavouriteServices {
  list(user: SessionUser): Promise<FavouriteSalon[]>;
  isFavourite(user: SessionUser, slug: string): Promise<boolean>;
  /** Adds (idempotent) or removes; no one signed in is a 401, an unknown slug a 404. */
  set(user: SessionUser | null, slug: string, favourite: boolean): Promise<AdminResult<null>>;
}
