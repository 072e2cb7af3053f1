import type { ImageServices } from '../../../contracts/images.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { businessImages } from './business-images.ts';

/** The images page's data for page loaders: null when the user may not manage the business's images. */
export function createImageServices(db: DbOrTx): ImageServices {
  return {
    async adminPage(user, businessRef) {
      try {
        const access = await requireBusinessAccess(db, user, businessRef, MANAGERS);
        return await businessImages(db, access.business);
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  };
}
