import {
  galleryOrderInputSchema,
  updateGalleryImageInputSchema,
  type ImageServices,
} from '../../../contracts/images.ts';
import type { AdminUser } from '../../../contracts/admin-schedules.ts';
import type { ManagerRequest } from '../access/business-access.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import {
  businessImages,
  deleteGalleryImage,
  deleteLogo,
  deleteProfileImage,
  deleteSpecialistPhoto,
  orderGallery,
  specialistForPhoto,
  updateGalleryImage,
  type ImageDependencies,
} from './business-images.ts';

/**
 * The images page for page loaders (null when the user may not manage the business's images) and its
 * actions (a refusal as a value): the same use cases, and so the same checks, as the HTTP API.
 */
export function createImageServices(deps: ImageDependencies): ImageServices {
  /** Removing the business's own logo or cover. */
  const removeBusinessImage =
    (remove: (deps: ImageDependencies, request: ManagerRequest) => Promise<void>) =>
    (user: AdminUser, business: string) =>
      pageResult(async () => {
        await remove(deps, { user, business });
        return null;
      });

  return {
    adminPage: (user, business) => nullWhenRefused(() => businessImages(deps.db, { user, business })),
    deleteLogo: removeBusinessImage(deleteLogo),
    deleteCover: removeBusinessImage(deleteProfileImage),
    deleteGalleryImage: (user, business, id) =>
      pageResult(async () => {
        await deleteGalleryImage(deps, { user, business, id });
        return null;
      }),
    updateGalleryImage: (user, business, id, input) =>
      pageResult(() =>
        updateGalleryImage(deps.db, {
          user,
          business,
          id,
          input: () => parsedInput(updateGalleryImageInputSchema, input),
        }),
      ),
    orderGallery: (user, business, input) =>
      pageResult(() =>
        orderGallery(deps.db, { user, business, input: () => parsedInput(galleryOrderInputSchema, input) }),
      ),
    deleteSpecialistPhoto: (user, specialistId) =>
      pageResult(async () => {
        const row = await specialistForPhoto(deps.db, user, specialistId);
        await deleteSpecialistPhoto(deps, row.id);
        return null;
      }),
  };
}
