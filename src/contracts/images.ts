import { z } from './zod.ts';
import {
  businessRefSchema,
  businessNameFields,
  idNameSchema,
  successMessageSchema,
} from './shared-schemas.ts';
import type { AdminCall, BusinessCall } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

// Business images: logo (square + round), profile (cover) image, gallery and specialist
// photos. Every upload is checked by content, re-encoded to WebP at fixed sizes and stored under
// content-independent random keys; the answer carries the stored URLs by width for `srcset`.

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
/** What the file picker offers; the server decides by content, not by this list. */
export const IMAGE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif,image/tiff';
export const GALLERY_MAX_IMAGES = 60;
export const CAPTION_MAX_LENGTH = 300;

/** Output widths (px) per kind, largest first. Logos and specialist photos are squares of these sides. */
export const IMAGE_WIDTHS = {
  gallery: [1600, 800, 400],
  profile: [1600, 800, 400],
  logo: [512, 256],
  logoRound: [512, 256],
  specialistPhoto: [512, 256],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

export const IMAGE_TEXTS = {
  missingFile: 'Pasirinkite paveikslėlio failą.',
  notMultipart: 'Siųskite failą formos (multipart/form-data) formatu, lauke „file“.',
  emptyFile: 'Failas tuščias. Pasirinkite kitą paveikslėlį.',
  notAnImage: 'Failas nėra paveikslėlis arba jo formatas nepalaikomas.',
  heicUnsupported:
    'HEIC formato nuotraukos nepalaikomos. Telefone pasirinkite „Suderinamiausias“ (JPEG) formatą arba įkelkite kitą failą.',
  tooLarge: `Failas per didelis (daugiausia ${IMAGE_MAX_BYTES / 1024 / 1024} MB).`,
  tooManyPixels: `Paveikslėlis per didelis (daugiausia ${IMAGE_MAX_MEGAPIXELS} MP).`,
  corrupt: 'Paveikslėlis sugadintas arba neišsamus. Išsaugokite jį iš naujo ir bandykite dar kartą.',
  galleryFull: `Galerijoje gali būti daugiausia ${GALLERY_MAX_IMAGES} nuotraukų. Ištrinkite nereikalingas ir bandykite dar kartą.`,
  noLogo: 'Pirmiausia įkelkite logotipą.',
  logoSaved: 'Logotipas išsaugotas.',
  roundLogoSaved: 'Apvalus logotipas išsaugotas.',
  logoDeleted: 'Logotipas ištrintas.',
  profileSaved: 'Viršelio nuotrauka išsaugota.',
  profileDeleted: 'Viršelio nuotrauka ištrinta.',
  galleryCreated: 'Galerijos nuotrauka sukurta.',
  gallerySaved: 'Nuotrauka įkelta.',
  galleryUpdated: 'Nuotrauka atnaujinta.',
  galleryDeleted: 'Nuotrauka ištrinta.',
  galleryOrdered: 'Nuotraukų tvarka išsaugota.',
  galleryNotFound: 'Nuotrauka nerasta.',
  photoSaved: 'Nuotrauka išsaugota.',
  photoDeleted: 'Nuotrauka ištrinta.',
} as const;

/** A stored image's variants by width and the size of the largest (which `url` names). */
const imageVariantFields = {
  /** Target width -> URL, e.g. `{ "400": "/uploads/…-w400.webp", "800": …, "1600": … }`. */
  urls: z.record(z.string(), z.string()),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
};

export const storedImageSchema = z.object({
  /** The largest stored variant. */
  url: z.string(),
  ...imageVariantFields,
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const galleryImageSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  caption: z.string(),
  sortOrder: z.number().int(),
  /** Null until a file is uploaded. */
  url: z.string().nullable(),
  ...imageVariantFields,
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const businessImagesSchema = z.object({
  business: z.object(businessNameFields),
  logo: storedImageSchema.nullable(),
  logoRound: storedImageSchema.nullable(),
  profile: storedImageSchema.nullable(),
  gallery: z.array(galleryImageSchema),
});
export type BusinessImages = z.infer<typeof businessImagesSchema>;

/** Every upload's answer: the stored image, plus the updated entity where there is one. */
export const uploadResultSchema = storedImageSchema.extend(successMessageSchema.shape);

export const logoUploadResultSchema = uploadResultSchema.extend({
  logo: storedImageSchema,
  logoRound: storedImageSchema.nullable(),
});
export const profileUploadResultSchema = uploadResultSchema.extend({ profile: storedImageSchema });
export const galleryUploadResultSchema = uploadResultSchema.extend({ image: galleryImageSchema });
export const specialistPhotoResultSchema = uploadResultSchema.extend({
  specialist: idNameSchema.extend({ photo: z.string().nullable() }),
});

export { successMessageSchema };

const caption = z
  .string({ error: 'Netinkamas aprašas.' })
  .trim()
  .max(CAPTION_MAX_LENGTH, `Aprašas per ilgas – daugiausia ${CAPTION_MAX_LENGTH} simbolių.`);

export const createGalleryImageInputSchema = z.object({
  business: businessRefSchema,
  caption: caption.optional(),
});
export type CreateGalleryImageInput = z.infer<typeof createGalleryImageInputSchema>;

export const updateGalleryImageInputSchema = z
  .object({
    caption: caption.optional(),
    sortOrder: z.coerce
      .number({ error: 'Netinkama vieta.' })
      .int('Netinkama vieta.')
      .min(0, 'Netinkama vieta.')
      .max(10_000, 'Netinkama vieta.')
      .optional(),
  })
  .refine((value) => value.caption !== undefined || value.sortOrder !== undefined, {
    message: 'Nurodykite aprašą arba vietą.',
  });
export type UpdateGalleryImageInput = z.infer<typeof updateGalleryImageInputSchema>;

export const galleryOrderInputSchema = z.object({
  // Form data sends `ids` repeated (or comma-separated); JSON an array.
  ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : value,
    z
      .array(z.uuid('Netinkamas nuotraukos identifikatorius.'), { error: 'Nurodykite nuotraukų tvarką.' })
      .min(1, 'Nurodykite nuotraukų tvarką.')
      .max(GALLERY_MAX_IMAGES),
  ),
});
export type GalleryOrderInput = z.infer<typeof galleryOrderInputSchema>;

export const galleryCreatedSchema = successMessageSchema.extend({
  id: z.string(),
  image: galleryImageSchema,
});
export const galleryListSchema = z.object({ items: z.array(galleryImageSchema) });

// ---------------------------------------------------------------- URLs by width

const WIDTH_SUFFIX = /-w(\d+)\.webp$/;

/**
 * The business table keeps one URL per image (the largest); its other widths follow from the file name
 * (`…-w1600.webp` -> `…-w800.webp`, `…-w400.webp`). Images stored before this scheme (the demo seed's)
 * have only the one URL.
 */
export function variantUrls(
  url: string | null | undefined,
  widths: readonly number[],
): Record<string, string> {
  if (!url) return {};
  if (!WIDTH_SUFFIX.test(url)) return { [String(widths[0] ?? 0)]: url };
  return Object.fromEntries(widths.map((w) => [String(w), url.replace(WIDTH_SUFFIX, `-w${w}.webp`)]));
}

/** The URL of the widest variant in a width -> URL map. */
export function largestUrl(urls: Record<string, string>): string | null {
  const widths = Object.keys(urls)
    .map(Number)
    .filter((w) => Number.isFinite(w))
    .sort((a, b) => b - a);
  const widest = widths[0];
  return widest === undefined ? null : (urls[String(widest)] ?? null);
}

/** `srcset` for a width -> URL map ("…-w400.webp 400w, …-w800.webp 800w"); empty for a single unsized URL. */
export function srcSet(urls: Record<string, string>): string | undefined {
  const entries = Object.entries(urls)
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w]) => Number.isFinite(w) && w > 0)
    .sort((a, b) => a[0] - b[0]);
  if (entries.length < 2) return undefined;
  return entries.map(([w, url]) => `${url} ${w}w`).join(', ');
}

/**
 * Web-services group `images`: the images page's data and its changes other than uploads (which keep their
 * own HTTP calls for progress). Each change checks that the user manages the business and that the
 * picture is that business's.
 */
export interface ImageServices {
  /** The images page's data, or null when the user may not manage this business's images. */
  adminPage(user: SessionUser, business: string): Promise<BusinessImages | null>;
  deleteLogo: BusinessCall<[], null>;
  deleteCover: BusinessCall<[], null>;
  deleteGalleryImage: BusinessCall<[imageId: string], null>;
  updateGalleryImage: BusinessCall<[imageId: string, input: unknown], GalleryImage>;
  orderGallery: BusinessCall<[input: unknown], GalleryImage[]>;
  /** Managers may remove any of their specialists' photos, a specialist only their own. */
  deleteSpecialistPhoto: AdminCall<[specialistId: string], null>;
}
