import { and, asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_TEXTS,
  IMAGE_WIDTHS,
  largestUrl,
  variantUrls,
  type BusinessImages,
  type GalleryImage,
  type StoredImage,
} from '../../../contracts/images.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { business, galleryImage, specialist } from '../../db/schema.ts';
import {
  AppError,
  businessNotFound,
  notFound,
  specialistNotFound,
  unauthorized,
} from '../../http/app-error.ts';
import {
  requireBusinessAccess,
  requireManagedRecord,
  requireManager,
  type ManagerRequest,
  type ReadAfterAccess,
} from '../access/business-access.ts';
import type { Storage } from '../../storage/storage.ts';
import { renderSquares, renderWidths } from './process-image.ts';
import { putVariants, removeUnreferencedFiles, uploadStem, type StoredVariants } from './stored-files.ts';

export interface ImageDependencies {
  db: Database;
  storage: Storage;
  logger?: Logger;
}

type BusinessRow = typeof business.$inferSelect;
type GalleryRow = typeof galleryImage.$inferSelect;

function stored(variants: StoredVariants): StoredImage {
  return {
    url: largestUrl(variants.urls) ?? '',
    urls: variants.urls,
    width: variants.width,
    height: variants.height,
  };
}

/** A business column's single URL as a stored image (sizes follow from the kind). */
export function storedFromColumn(
  url: string | null,
  widths: readonly number[],
  square: boolean,
): StoredImage | null {
  if (!url) return null;
  const side = widths[0] ?? null;
  return { url, urls: variantUrls(url, widths), width: square ? side : null, height: square ? side : null };
}

export function toGalleryImage(row: GalleryRow): GalleryImage {
  return {
    id: row.id,
    businessId: row.businessId,
    caption: row.caption,
    sortOrder: row.sortOrder,
    url: largestUrl(row.urls),
    urls: row.urls,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Runs `write` after writing the new files; if the database part fails, the new files are removed again. */
async function withCleanup<T>(
  deps: ImageDependencies,
  fresh: StoredVariants[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeUnreferencedFiles(
      deps,
      fresh.flatMap((v) => Object.values(v.urls)),
    );
    throw error;
  }
}

// ---------------------------------------------------------------- who may change the images

/** A manager's (owner, admin, operator) new image for the business itself. */
export type BusinessUpload = ManagerRequest & { file: ReadAfterAccess<Buffer> };

/**
 * A use case on one gallery image. A page names its business (`business`: id, slug or `_`), which the image
 * must belong to; the API names only the image, whose own business decides (see requireManagedRecord).
 */
export interface GalleryImageRequest {
  user: SessionUser | null;
  id: string;
  business?: string | undefined;
}

/** The business a manager stores an image for, and only then the uploaded bytes. */
async function managedUpload(db: DbOrTx, { file, ...request }: BusinessUpload) {
  const { business: target } = await requireManager(db, request);
  return { businessId: target.id, bytes: await file() };
}

/** The gallery image a manager of its business may change. */
async function managedGalleryImage(
  db: DbOrTx,
  { user, id, business }: GalleryImageRequest,
): Promise<GalleryRow> {
  const { record } = await requireManagedRecord(db, {
    user,
    business,
    find: () => findGalleryImage(db, id),
    notFoundMessage: IMAGE_TEXTS.galleryNotFound,
  });
  return record;
}

// ---------------------------------------------------------------- logo

/** A new logo: square 512/256 and, from the same picture, the round variant; old files are removed. */
export async function uploadLogo(deps: ImageDependencies, upload: BusinessUpload) {
  const { businessId, bytes } = await managedUpload(deps.db, upload);
  const [square, round] = await Promise.all([
    renderSquares(bytes, IMAGE_WIDTHS.logo, { round: false }),
    renderSquares(bytes, IMAGE_WIDTHS.logoRound, { round: true }),
  ]);
  const squareFiles = await putVariants(deps.storage, uploadStem('logos', businessId), square);
  const roundFiles = await putVariants(deps.storage, uploadStem('logos', businessId, 'round'), round).catch(
    async (error) => {
      await removeUnreferencedFiles(deps, Object.values(squareFiles.urls));
      throw error;
    },
  );
  const old = await withCleanup(deps, [squareFiles, roundFiles], () =>
    setBusinessImages(deps.db, businessId, {
      logoSquareUrl: largestUrl(squareFiles.urls),
      logoRoundUrl: largestUrl(roundFiles.urls),
    }),
  );
  await removeUnreferencedFiles(deps, logoFileUrls(old));
  return { logo: stored(squareFiles), logoRound: stored(roundFiles) };
}

/** A separate picture for the round variant (e.g. a monogram); the square logo stays. */
export async function uploadRoundLogo(deps: ImageDependencies, upload: BusinessUpload) {
  const { businessId, bytes } = await managedUpload(deps.db, upload);
  const round = await renderSquares(bytes, IMAGE_WIDTHS.logoRound, { round: true });
  const roundFiles = await putVariants(deps.storage, uploadStem('logos', businessId, 'round'), round);
  const old = await withCleanup(deps, [roundFiles], () =>
    setBusinessImages(deps.db, businessId, { logoRoundUrl: largestUrl(roundFiles.urls) }),
  );
  await removeUnreferencedFiles(deps, Object.values(variantUrls(old.logoRoundUrl, IMAGE_WIDTHS.logoRound)));
  return {
    logo: storedFromColumn(old.logoSquareUrl, IMAGE_WIDTHS.logo, true),
    logoRound: stored(roundFiles),
  };
}

export async function deleteLogo(deps: ImageDependencies, request: ManagerRequest): Promise<void> {
  const businessId = (await requireManager(deps.db, request)).business.id;
  const old = await setBusinessImages(deps.db, businessId, { logoSquareUrl: null, logoRoundUrl: null });
  await removeUnreferencedFiles(deps, logoFileUrls(old));
}

// ---------------------------------------------------------------- profile (cover) image

export async function uploadProfileImage(deps: ImageDependencies, upload: BusinessUpload) {
  const { businessId, bytes } = await managedUpload(deps.db, upload);
  const files = await putVariants(
    deps.storage,
    uploadStem('covers', businessId),
    await renderWidths(bytes, IMAGE_WIDTHS.profile),
  );
  const old = await withCleanup(deps, [files], () =>
    setBusinessImages(deps.db, businessId, { profileImageUrl: largestUrl(files.urls) }),
  );
  await removeUnreferencedFiles(deps, Object.values(variantUrls(old.profileImageUrl, IMAGE_WIDTHS.profile)));
  return { profile: stored(files) };
}

export async function deleteProfileImage(deps: ImageDependencies, request: ManagerRequest): Promise<void> {
  const businessId = (await requireManager(deps.db, request)).business.id;
  const old = await setBusinessImages(deps.db, businessId, { profileImageUrl: null });
  await removeUnreferencedFiles(deps, Object.values(variantUrls(old.profileImageUrl, IMAGE_WIDTHS.profile)));
}

/** Stores the business's image columns with its row locked; answers with the row as it was before. */
function setBusinessImages(
  db: Database,
  businessId: string,
  columns: Partial<Pick<BusinessRow, 'logoSquareUrl' | 'logoRoundUrl' | 'profileImageUrl'>>,
): Promise<BusinessRow> {
  return db.transaction(async (tx) => {
    const previous = await lockBusiness(tx, businessId);
    await tx.update(business).set(columns).where(eq(business.id, businessId));
    return previous;
  });
}

/** The stored files of a business's logo, square and round. */
function logoFileUrls(row: BusinessRow): string[] {
  return [
    ...Object.values(variantUrls(row.logoSquareUrl, IMAGE_WIDTHS.logo)),
    ...Object.values(variantUrls(row.logoRoundUrl, IMAGE_WIDTHS.logoRound)),
  ];
}

/** Locks the business row so that two uploads of one image kind replace each other in turn (no orphans). */
async function lockBusiness(tx: DbOrTx, businessId: string): Promise<BusinessRow> {
  const [row] = await tx.select().from(business).where(eq(business.id, businessId)).for('update');
  if (!row) throw businessNotFound();
  return row;
}

// ---------------------------------------------------------------- gallery

export async function listGallery(db: DbOrTx, businessId: string): Promise<GalleryImage[]> {
  const rows = await db
    .select()
    .from(galleryImage)
    .where(eq(galleryImage.businessId, businessId))
    .orderBy(asc(galleryImage.sortOrder), asc(galleryImage.createdAt));
  return rows.map(toGalleryImage);
}

async function findGalleryImage(db: DbOrTx, id: string): Promise<GalleryRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(galleryImage).where(eq(galleryImage.id, id)).limit(1);
  return row ?? null;
}

export async function createGalleryImage(
  db: Database,
  { caption, ...request }: ManagerRequest & { caption: string },
): Promise<GalleryImage> {
  const businessId = (await requireManager(db, request)).business.id;
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        next: sql<number>`coalesce(max(${galleryImage.sortOrder}) + 1, 0)::int`,
      })
      .from(galleryImage)
      .where(eq(galleryImage.businessId, businessId));
    if ((stats?.count ?? 0) >= GALLERY_MAX_IMAGES) {
      throw new AppError('gallery_full', 409, IMAGE_TEXTS.galleryFull);
    }
    const [row] = await tx
      .insert(galleryImage)
      .values({ businessId, caption, sortOrder: stats?.next ?? 0 })
      .returning();
    if (!row) throw new Error('createGalleryImage: no row');
    return toGalleryImage(row);
  });
}

export async function uploadGalleryImage(
  deps: ImageDependencies,
  { file, ...request }: GalleryImageRequest & { file: ReadAfterAccess<Buffer> },
) {
  const row = await managedGalleryImage(deps.db, request);
  const bytes = await file();
  const files = await putVariants(
    deps.storage,
    uploadStem('gallery', row.businessId, row.id.slice(0, 8)),
    await renderWidths(bytes, IMAGE_WIDTHS.gallery),
  );
  const { previous, updated } = await withCleanup(deps, [files], () =>
    deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(galleryImage).where(eq(galleryImage.id, row.id)).for('update');
      if (!locked) throw notFound(IMAGE_TEXTS.galleryNotFound);
      const [saved] = await tx
        .update(galleryImage)
        .set({ urls: files.urls, width: files.width, height: files.height })
        .where(eq(galleryImage.id, row.id))
        .returning();
      return { previous: locked, updated: saved! };
    }),
  );
  await removeUnreferencedFiles(deps, Object.values(previous.urls));
  return { stored: stored(files), image: toGalleryImage(updated) };
}

export async function updateGalleryImage(
  db: Database,
  {
    input,
    ...request
  }: GalleryImageRequest & { input: ReadAfterAccess<{ caption?: string; sortOrder?: number }> },
): Promise<GalleryImage> {
  const row = await managedGalleryImage(db, request);
  const changes = await input();
  return db.transaction(async (tx) => {
    await lockBusiness(tx, row.businessId);
    if (changes.caption !== undefined) {
      await tx.update(galleryImage).set({ caption: changes.caption }).where(eq(galleryImage.id, row.id));
    }
    if (changes.sortOrder !== undefined) {
      const ids = (await listGallery(tx, row.businessId))
        .map((image) => image.id)
        .filter((id) => id !== row.id);
      ids.splice(Math.min(changes.sortOrder, ids.length), 0, row.id);
      await renumber(tx, row.businessId, ids);
    }
    const [saved] = await tx.select().from(galleryImage).where(eq(galleryImage.id, row.id));
    if (!saved) throw notFound(IMAGE_TEXTS.galleryNotFound);
    return toGalleryImage(saved);
  });
}

/** Puts the listed images first, in that order; any others keep their relative order after them. */
export async function orderGallery(
  db: Database,
  { input, ...request }: ManagerRequest & { input: ReadAfterAccess<{ ids: string[] }> },
): Promise<GalleryImage[]> {
  const businessId = (await requireManager(db, request)).business.id;
  const { ids } = await input();
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const current = (await listGallery(tx, businessId)).map((image) => image.id);
    const known = new Set(current);
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !known.has(id))) throw notFound(IMAGE_TEXTS.galleryNotFound);
    const rest = current.filter((id) => !wanted.includes(id));
    await renumber(tx, businessId, [...wanted, ...rest]);
    return listGallery(tx, businessId);
  });
}

async function renumber(tx: DbOrTx, businessId: string, ids: string[]) {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(galleryImage)
      .set({ sortOrder: index })
      .where(and(eq(galleryImage.id, id), eq(galleryImage.businessId, businessId)));
  }
}

export async function deleteGalleryImage(
  deps: ImageDependencies,
  request: GalleryImageRequest,
): Promise<void> {
  const row = await managedGalleryImage(deps.db, request);
  const [removed] = await deps.db.delete(galleryImage).where(eq(galleryImage.id, row.id)).returning();
  if (removed) await removeUnreferencedFiles(deps, Object.values(removed.urls));
}

// ---------------------------------------------------------------- specialist photos

export async function findSpecialist(db: DbOrTx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(specialist).where(eq(specialist.id, id)).limit(1);
  return row ?? null;
}

/**
 * The specialist whose photo `user` wants to change: managers may change any of their business's, a
 * specialist only their own; a missing one or another business's answers 404.
 */
export async function specialistForPhoto(db: DbOrTx, user: SessionUser | null, id: string) {
  if (!user) throw unauthorized();
  const row = await findSpecialist(db, id);
  if (!row) throw specialistNotFound();
  const access = await requireBusinessAccess(db, { user, businessRef: row.businessId });
  if (access.role === 'specialist' && access.ownSpecialistId !== row.id) {
    throw new AppError(
      'forbidden',
      403,
      'Šiam veiksmui reikia verslo savininko arba administratoriaus teisių.',
    );
  }
  return row;
}

export async function uploadSpecialistPhoto(
  deps: ImageDependencies,
  { specialistId, businessId, bytes }: { specialistId: string; businessId: string; bytes: Buffer },
) {
  const files = await putVariants(
    deps.storage,
    uploadStem('specialists', businessId),
    await renderSquares(bytes, IMAGE_WIDTHS.specialistPhoto, { round: false }),
  );
  const { previous, updated } = await withCleanup(deps, [files], () =>
    deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(specialist)
        .where(eq(specialist.id, specialistId))
        .for('update');
      if (!locked) throw specialistNotFound();
      const [saved] = await tx
        .update(specialist)
        .set({ photoUrl: largestUrl(files.urls) })
        .where(eq(specialist.id, specialistId))
        .returning();
      return { previous: locked, updated: saved! };
    }),
  );
  await removeUnreferencedFiles(
    deps,
    Object.values(variantUrls(previous.photoUrl, IMAGE_WIDTHS.specialistPhoto)),
  );
  return {
    stored: stored(files),
    specialist: { id: updated.id, name: updated.name, photo: updated.photoUrl },
  };
}

export async function deleteSpecialistPhoto(deps: ImageDependencies, specialistId: string) {
  const [previous] = await deps.db.select().from(specialist).where(eq(specialist.id, specialistId)).limit(1);
  if (!previous) throw specialistNotFound();
  const [updated] = await deps.db
    .update(specialist)
    .set({ photoUrl: null })
    .where(eq(specialist.id, specialistId))
    .returning();
  await removeUnreferencedFiles(
    deps,
    Object.values(variantUrls(previous.photoUrl, IMAGE_WIDTHS.specialistPhoto)),
  );
  return { id: updated!.id, name: updated!.name, photo: null };
}

// ---------------------------------------------------------------- the images page

export async function businessImages(db: DbOrTx, request: ManagerRequest): Promise<BusinessImages> {
  const { business: target } = await requireManager(db, request);
  return {
    business: { id: target.id, slug: target.slug, name: target.name },
    logo: storedFromColumn(target.logoSquareUrl, IMAGE_WIDTHS.logo, true),
    logoRound: storedFromColumn(target.logoRoundUrl, IMAGE_WIDTHS.logoRound, true),
    profile: storedFromColumn(target.profileImageUrl, IMAGE_WIDTHS.profile, false),
    gallery: await listGallery(db, target.id),
  };
}
