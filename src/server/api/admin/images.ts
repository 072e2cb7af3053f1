import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TEXTS,
  businessImagesSchema,
  createGalleryImageInputSchema,
  galleryCreatedSchema,
  galleryListSchema,
  galleryOrderInputSchema,
  galleryUploadResultSchema,
  logoUploadResultSchema,
  profileUploadResultSchema,
  specialistPhotoResultSchema,
  successMessageSchema,
  updateGalleryImageInputSchema,
  type CreateGalleryImageInput,
  type GalleryOrderInput,
} from '../../../contracts/images.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import {
  fileUploadBody,
  fileUploadMiddleware,
  readFileUpload,
  type FileUploadRules,
} from '../../http/file-upload.ts';
import {
  apiRoute,
  createRouter,
  idParamsOf,
  json,
  jsonOrFormBody,
  parsedBody,
  type JsonResponse,
} from '../../http/openapi.ts';
import { idOrSlugParamsSchema } from './business.ts';
import { BAD_INPUT, NOT_SIGNED_IN } from '../error-responses.ts';
import { managerOf } from '../request-context.ts';
import {
  businessImages,
  createGalleryImage,
  deleteGalleryImage,
  deleteLogo,
  deleteProfileImage,
  deleteSpecialistPhoto,
  orderGallery,
  specialistForPhoto,
  updateGalleryImage,
  uploadGalleryImage,
  uploadLogo,
  uploadProfileImage,
  uploadRoundLogo,
  uploadSpecialistPhoto,
  type BusinessUpload,
  type GalleryImageRequest,
  type ImageDependencies,
} from '../../modules/images/business-images.ts';
import { fileTooLarge } from '../../modules/images/process-image.ts';
import type { ManagerRequest } from '../../modules/access/business-access.ts';
import type { Storage } from '../../storage/storage.ts';
import { succeeded } from '../../../contracts/shared-schemas.ts';

export interface ImagesApiDependencies {
  db: Database;
  storage: Storage;
  logger: Logger;
}

const accessErrors = {
  ...NOT_SIGNED_IN,
  403: 'A specialist (not a manager) of this business',
  404: 'No such business or record, or one of another business',
} as const;
const inputErrors = { ...accessErrors, ...BAD_INPUT } as const;
const uploadErrors = {
  ...accessErrors,
  400: 'No file in the field `file`, or a malformed form',
  413: '`file_too_large`: more than 10 MB',
  415: '`unsupported_image`: not an image (judged by content) or an unsupported format; or not multipart',
  422: '`image_too_large` (more than 40 MP), `corrupt_image` (damaged or truncated) or `empty_file`',
} as const;

const uploadBody = fileUploadBody(
  'JPEG, PNG, WebP, AVIF, GIF (first frame) or TIFF; at most 10 MB and 40 megapixels.',
);

const recordIdParam = idParamsOf('Record id (uuid)');

const imageUpload: FileUploadRules = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: fileTooLarge,
  texts: { notMultipart: IMAGE_TEXTS.notMultipart, missingFile: IMAGE_TEXTS.missingFile },
};
const uploadMiddleware = fileUploadMiddleware(imageUpload);

/** The bytes of the multipart field `file`. */
async function readImageUpload(c: Context<AppEnv>): Promise<Buffer> {
  const { file } = await readFileUpload(c, imageUpload);
  return Buffer.from(await file.arrayBuffer());
}

// ---------------------------------------------------------------- routes

/** POST: an image file for the business or one of its records, checked and stored in every width. */
function uploadRoute<
  const P extends string,
  const Params extends z.ZodObject,
  A extends JsonResponse,
>(upload: { path: P; params: Params; summary: string; description?: string; answer: A }) {
  const { path, params, summary, description, answer } = upload;
  return apiRoute({
    method: 'post',
    path,
    tag: 'admin: images',
    summary,
    ...(description === undefined ? {} : { description }),
    middleware: uploadMiddleware,
    request: { params, body: uploadBody },
    responses: { 200: answer },
    errors: uploadErrors,
  });
}

/** DELETE: an image of the business or one of its records, with its files. */
function deleteRoute<
  const P extends string,
  const Params extends z.ZodObject,
  A extends JsonResponse,
>(removal: { path: P; params: Params; summary: string; answer: A }) {
  const { path, params, summary, answer } = removal;
  return apiRoute({
    method: 'delete',
    path,
    tag: 'admin: images',
    summary,
    request: { params },
    responses: { 200: answer },
    errors: accessErrors,
  });
}

const imagesRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/images',
  tag: 'admin: images',
  summary: "A business's logo (square, round), cover image and gallery, with URLs by width.",
  request: { params: idOrSlugParamsSchema },
  responses: { 200: json(businessImagesSchema, 'The images') },
  errors: accessErrors,
});

/**
 * The upload and delete routes of an image a record holds one of (the business's logo and cover, a specialist's
 * photo): `<base>/upload` replaces it, `<base>/delete` removes it.
 */
function singleImageRoutes<
  const B extends string,
  const Params extends z.ZodObject,
  A extends JsonResponse,
  R extends JsonResponse,
>(
  base: B,
  params: Params,
  texts: { upload: string; description?: string; answer: A; remove: string; removed: R },
) {
  return {
    upload: uploadRoute({
      path: `${base}/upload`,
      params,
      summary: texts.upload,
      description: texts.description,
      answer: texts.answer,
    }),
    remove: deleteRoute({ path: `${base}/delete`, params, summary: texts.remove, answer: texts.removed }),
  };
}

const removed = json(successMessageSchema, 'Removed');

const logoRoutes = singleImageRoutes('/api/admin/business/{id}/logo', idOrSlugParamsSchema, {
  upload: 'Uploads the logo: square 512 and 256 px WebP, and a round variant from the same picture.',
  description:
    'Centre-cropped to a square; metadata (EXIF, GPS) removed. The previous logo files are deleted.',
  answer: json(logoUploadResultSchema, 'Stored: `url`/`urls` are the square logo'),
  remove: 'Removes the logo (both variants) and its files.',
  removed,
});

const logoRoundRoute = uploadRoute({
  path: '/api/admin/business/{id}/logo/round',
  params: idOrSlugParamsSchema,
  summary:
    'Uploads a separate picture for the round logo: a circle with transparent corners (WebP with alpha).',
  answer: json(logoUploadResultSchema, 'Stored: `url`/`urls` are the round logo'),
});

const profileRoutes = singleImageRoutes('/api/admin/business/{id}/profile', idOrSlugParamsSchema, {
  upload: 'Uploads the cover (profile) image: 1600, 800 and 400 px wide WebP.',
  answer: json(profileUploadResultSchema, 'Stored'),
  remove: 'Removes the cover image and its files.',
  removed,
});

const galleryCreateRoute = apiRoute({
  method: 'post',
  path: '/api/admin/gallery-image/create',
  tag: 'admin: images',
  summary: 'Creates an (empty) gallery image at the end of the gallery; upload its file next.',
  request: { body: jsonOrFormBody(createGalleryImageInputSchema) },
  responses: {
    201: json(galleryCreatedSchema, 'Created'),
  },
  errors: { ...inputErrors, 409: '`gallery_full`: the gallery already holds the maximum number of images' },
});

const galleryUploadRoute = uploadRoute({
  path: '/api/admin/gallery-image/{id}/upload',
  params: recordIdParam,
  summary: "Uploads (or replaces) a gallery image's file: 1600, 800 and 400 px wide WebP.",
  answer: json(galleryUploadResultSchema, 'Stored'),
});

const galleryUpdateRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/gallery-image/{id}',
  tag: 'admin: images',
  summary: "Changes a gallery image's caption and/or moves it to position `sortOrder` (0 = first).",
  request: {
    params: recordIdParam,
    body: { content: { 'application/json': { schema: updateGalleryImageInputSchema } } },
  },
  responses: {
    200: json(galleryUploadResultSchema.pick({ success: true, message: true, image: true }), 'Updated'),
  },
  errors: inputErrors,
});

const galleryDeleteRoute = deleteRoute({
  path: '/api/admin/gallery-image/{id}',
  params: recordIdParam,
  summary: 'Deletes a gallery image and its files.',
  answer: json(successMessageSchema, 'Deleted'),
});

const galleryOrderRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/gallery/order',
  tag: 'admin: images',
  summary:
    'Reorders the gallery: the listed image ids first, in that order (others keep their order after them).',
  request: { params: idOrSlugParamsSchema, body: jsonOrFormBody(galleryOrderInputSchema) },
  responses: {
    200: json(galleryListSchema.extend(successMessageSchema.shape), 'Reordered'),
  },
  errors: inputErrors,
});

const specialistPhotoRoutes = singleImageRoutes('/api/admin/specialist/{id}/photo', recordIdParam, {
  upload:
    "Uploads a specialist's photo: square 512 and 256 px WebP. Managers, or the specialist for their own.",
  answer: json(specialistPhotoResultSchema, 'Stored'),
  remove: "Removes a specialist's photo and its files.",
  removed: json(
    successMessageSchema.extend({ specialist: specialistPhotoResultSchema.shape.specialist }),
    'Removed',
  ),
});

const uploadPaths = [
  logoRoutes.upload,
  logoRoundRoute,
  profileRoutes.upload,
  galleryUploadRoute,
  specialistPhotoRoutes.upload,
].map((route) => new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`));

/** The image upload addresses: their bodies are files, limited by their own upload limit rather than the app-wide limit. */
export function isImageUploadPath(path: string): boolean {
  return uploadPaths.some((pattern) => pattern.test(path));
}

type PathIdContext = Context<AppEnv, string, { out: { param: { id: string } } }>;

export function adminImagesApi(deps: ImagesApiDependencies) {
  const imageDeps = { db: deps.db, storage: deps.storage, logger: deps.logger };

  /** The uploaded file for the path's business; the use case reads it once the caller may store it. */
  const businessUpload = (c: PathIdContext): BusinessUpload => ({
    ...managerOf(c),
    file: () => readImageUpload(c),
  });

  const galleryImageOf = (c: PathIdContext): GalleryImageRequest => ({
    user: c.get('user'),
    id: c.req.valid('param').id,
  });

  const specialistFor = (c: Context<AppEnv>, id: string) => specialistForPhoto(deps.db, c.get('user'), id);

  /** DELETE of one of the business's own images, with its files. */
  const removeFromBusiness =
    (remove: (deps: ImageDependencies, request: ManagerRequest) => Promise<void>, message: string) =>
    async (c: PathIdContext) => {
      await remove(imageDeps, managerOf(c));
      return c.json(succeeded(message), 200);
    };

  return createRouter()
    .openapi(imagesRoute, async (c) => c.json(await businessImages(deps.db, managerOf(c)), 200))
    .openapi(logoRoutes.upload, async (c) => {
      const result = await uploadLogo(imageDeps, businessUpload(c));
      return c.json(succeeded(IMAGE_TEXTS.logoSaved, { ...result.logo, ...result }), 200);
    })
    .openapi(logoRoundRoute, async (c) => {
      const result = await uploadRoundLogo(imageDeps, businessUpload(c));
      const logo = result.logo ?? result.logoRound;
      return c.json(
        succeeded(IMAGE_TEXTS.roundLogoSaved, { ...result.logoRound, logo, logoRound: result.logoRound }),
        200,
      );
    })
    .openapi(logoRoutes.remove, removeFromBusiness(deleteLogo, IMAGE_TEXTS.logoDeleted))
    .openapi(profileRoutes.upload, async (c) => {
      const result = await uploadProfileImage(imageDeps, businessUpload(c));
      return c.json(succeeded(IMAGE_TEXTS.profileSaved, { ...result.profile, ...result }), 200);
    })
    .openapi(profileRoutes.remove, removeFromBusiness(deleteProfileImage, IMAGE_TEXTS.profileDeleted))
    .openapi(galleryCreateRoute, async (c) => {
      const body = parsedBody<CreateGalleryImageInput>(c);
      const image = await createGalleryImage(deps.db, {
        user: c.get('user'),
        business: body.business,
        caption: body.caption ?? '',
      });
      return c.json(succeeded(IMAGE_TEXTS.galleryCreated, { id: image.id, image }), 201);
    })
    .openapi(galleryUploadRoute, async (c) => {
      const result = await uploadGalleryImage(imageDeps, {
        ...galleryImageOf(c),
        file: () => readImageUpload(c),
      });
      return c.json(succeeded(IMAGE_TEXTS.gallerySaved, { ...result.stored, image: result.image }), 200);
    })
    .openapi(galleryUpdateRoute, async (c) => {
      const changes = { ...galleryImageOf(c), input: () => c.req.valid('json') };
      const image = await updateGalleryImage(deps.db, changes);
      return c.json(succeeded(IMAGE_TEXTS.galleryUpdated, { image }), 200);
    })
    .openapi(galleryDeleteRoute, async (c) => {
      await deleteGalleryImage(imageDeps, galleryImageOf(c));
      return c.json(succeeded(IMAGE_TEXTS.galleryDeleted), 200);
    })
    .openapi(galleryOrderRoute, async (c) => {
      const input = () => parsedBody<GalleryOrderInput>(c);
      const items = await orderGallery(deps.db, { ...managerOf(c), input });
      return c.json(succeeded(IMAGE_TEXTS.galleryOrdered, { items }), 200);
    })
    .openapi(specialistPhotoRoutes.upload, async (c) => {
      const row = await specialistFor(c, c.req.valid('param').id);
      const result = await uploadSpecialistPhoto(imageDeps, {
        specialistId: row.id,
        businessId: row.businessId,
        bytes: await readImageUpload(c),
      });
      return c.json(
        succeeded(IMAGE_TEXTS.photoSaved, { ...result.stored, specialist: result.specialist }),
        200,
      );
    })
    .openapi(specialistPhotoRoutes.remove, async (c) => {
      const row = await specialistFor(c, c.req.valid('param').id);
      const specialistView = await deleteSpecialistPhoto(imageDeps, row.id);
      return c.json(succeeded(IMAGE_TEXTS.photoDeleted, { specialist: specialistView }), 200);
    });
}
