import {
  galleryOrderInputSchema,
  IMAGE_TEXTS,
  updateGalleryImageInputSchema,
  type ImageServices,
} from '../../../contracts/images.ts';
import type { AdminUser } from '../../../contracts/admin-schedules.ts';
import { notFound } from '../../http/app-error.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import {
  businessImages,
  deleteGalleryImage,
  deleteLogo,
  deleteProfileImage,
  deleteSpecialistPhoto,
  findGalleryImage,
  orderGallery,
  specialistForPhoto,
  updateGalleryImage,
  type ImageDependencies,
} from './business-images.ts';

/**
 * The images page for page loaders (null when the user may not manage the business's images) and its
 * actions (a refusal as a value): the same use cases and checks as the HTTP API.
 */
export function createImageServices(deps: ImageDependencies): ImageServices {
  const manage = (user: AdminUser, businessRef: string) =>
    requireBusinessAccess(deps.db, { user, businessRef, allowed: MANAGERS });
  /** A gallery picture of this business; another business's answers as a missing one. */
  const galleryRow = async (businessId: string, imageId: string) => {
    const row = await findGalleryImage(deps.db, imageId);
    if (!row || row.businessId !== businessId) throw notFound(IMAGE_TEXTS.galleryNotFound);
    return row;
  };
  /** Removing the business's own logo or cover, once the user may manage its images. */
  const removeBusinessImage =
    (remove: (deps: ImageDependencies, businessId: string) => Promise<void>) =>
    (user: AdminUser, businessRef: string) =>
      pageResult(async () => {
        const access = await manage(user, businessRef);
        await remove(deps, access.business.id);
        return null;
      });

  return {
    adminPage: (user, businessRef) =>
      nullWhenRefused(async () => {
        const access = await manage(user, businessRef);
        return businessImages(deps.db, access.business);
      }),
    deleteLogo: removeBusinessImage(deleteLogo),
    deleteCover: removeBusinessImage(deleteProfileImage),
    deleteGalleryImage: (user, businessRef, imageId) =>
      pageResult(async () => {
        const access = await manage(user, businessRef);
        await deleteGalleryImage(deps, await galleryRow(access.business.id, imageId));
        return null;
      }),
    updateGalleryImage: (user, businessRef, imageId, input) =>
      pageResult(async () => {
        const access = await manage(user, businessRef);
        const row = await galleryRow(access.business.id, imageId);
        return updateGalleryImage(deps.db, row, parsedInput(updateGalleryImageInputSchema, input));
      }),
    orderGallery: (user, businessRef, input) =>
      pageResult(async () => {
        const access = await manage(user, businessRef);
        const { ids } = parsedInput(galleryOrderInputSchema, input);
        return orderGallery(deps.db, access.business.id, ids);
      }),
    deleteSpecialistPhoto: (user, specialistId) =>
      pageResult(async () => {
        const row = await specialistForPhoto(deps.db, user, specialistId);
        await deleteSpecialistPhoto(deps, row.id);
        return null;
      }),
  };
}
