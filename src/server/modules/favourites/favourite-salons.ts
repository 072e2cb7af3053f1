// A client's favourite salons ("Mano salonai"): each person sees and changes only their own list.
import { and, desc, eq } from 'drizzle-orm';
import type { FavouriteSalon } from '../../../contracts/favourites.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database } from '../../db/client.ts';
import { business, favouriteBusiness, location } from '../../db/schema.ts';
import { businessNotFound, unauthorized } from '../../http/app-error.ts';

export interface FavouriteRequest {
  user: SessionUser | null;
  slug: string;
}

/** The person's favourite salons, the latest added first. */
export async function listFavourites(db: Database, userId: string): Promise<FavouriteSalon[]> {
  return db
    .select({
      slug: business.slug,
      name: business.name,
      city: location.name,
      logo: business.logoSquareUrl,
    })
    .from(favouriteBusiness)
    .innerJoin(business, eq(business.id, favouriteBusiness.businessId))
    .leftJoin(location, eq(location.id, business.locationId))
    .where(eq(favouriteBusiness.userId, userId))
    .orderBy(desc(favouriteBusiness.createdAt), business.name);
}

export async function isFavourite(db: Database, userId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: business.slug })
    .from(favouriteBusiness)
    .innerJoin(business, eq(business.id, favouriteBusiness.businessId))
    .where(and(eq(favouriteBusiness.userId, userId), eq(business.slug, slug)))
    .limit(1);
  return row !== undefined;
}

async function businessIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: business.id }).from(business).where(eq(business.slug, slug)).limit(1);
  if (!row) throw businessNotFound();
  return row.id;
}

/** Adds the salon to the person's list; adding it again changes nothing. */
export async function addFavourite(db: Database, { user, slug }: FavouriteRequest): Promise<void> {
  if (!user) throw unauthorized();
  const businessId = await businessIdOf(db, slug);
  await db.insert(favouriteBusiness).values({ userId: user.id, businessId }).onConflictDoNothing();
}

/** Takes the salon off the person's list; one that is not on it is already off. */
export async function removeFavourite(db: Database, { user, slug }: FavouriteRequest): Promise<void> {
  if (!user) throw unauthorized();
  const businessId = await businessIdOf(db, slug);
  await db
    .delete(favouriteBusiness)
    .where(and(eq(favouriteBusiness.userId, user.id), eq(favouriteBusiness.businessId, businessId)));
}
