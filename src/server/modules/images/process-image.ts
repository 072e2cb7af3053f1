import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TEXTS } from '../../../contracts/images.ts';
import { AppError } from '../../http/app-error.ts';

/** Formats we accept, as sharp names them (by content, whatever the file name or declared type says). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
const WEBP_QUALITY = 82;

export interface ImageFacts {
  format: string;
  width: number;
  height: number;
}

export interface RenderedImage {
  /** The target width (or square side) this variant was made for. */
  target: number;
  buffer: Buffer;
  width: number;
  height: number;
}

const notAnImage = () =>
  new AppError('unsupported_image', 415, IMAGE_TEXTS.notAnImage, { file: IMAGE_TEXTS.notAnImage });
const tooManyPixels = () =>
  new AppError('image_too_large', 422, IMAGE_TEXTS.tooManyPixels, { file: IMAGE_TEXTS.tooManyPixels });
const corrupt = () => new AppError('corrupt_image', 422, IMAGE_TEXTS.corrupt, { file: IMAGE_TEXTS.corrupt });
export const fileTooLarge = () =>
  new AppError('file_too_large', 413, IMAGE_TEXTS.tooLarge, { file: IMAGE_TEXTS.tooLarge });

/** Decoding options: refuse more than the pixel limit before decoding, first frame only, fail on damage. */
const decodeOptions: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 };

/**
 * Reads only the header: what the content really is and how many pixels it claims. A text file named
 * `.jpg`, an SVG (scripts, external references) or a camera RAW file is refused here; a "pixel bomb"
 * (a tiny file claiming 100000×100000) is refused before a single pixel is decoded.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts> {
  if (bytes.length === 0)
    throw new AppError('empty_file', 422, IMAGE_TEXTS.emptyFile, { file: IMAGE_TEXTS.emptyFile });
  if (bytes.length > IMAGE_MAX_BYTES) throw fileTooLarge();
  let metadata: Metadata;
  try {
    // The pixel limit is checked below with our own message; the header read itself decodes nothing.
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw notAnImage();
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw notAnImage();
  if (format === 'heif' && metadata.compression === 'hevc') {
    throw new AppError('unsupported_image', 415, IMAGE_TEXTS.heicUnsupported, {
      file: IMAGE_TEXTS.heicUnsupported,
    });
  }
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return { format, width, height };
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    if (/unsupported image format/i.test(message)) throw notAnImage();
    throw corrupt();
  }
}

/** The decoded upload, turned upright by its EXIF orientation, in sRGB; metadata is never copied out. */
function decoded(bytes: Buffer): Sharp {
  return sharp(bytes, decodeOptions).rotate().toColourspace('srgb');
}

async function toWebp(pipeline: Sharp, target: number): Promise<RenderedImage> {
  const { data, info } = await pipeline
    .webp({ quality: WEBP_QUALITY, alphaQuality: 90, effort: 4, smartSubsample: true })
    .toBuffer({ resolveWithObject: true });
  return { target, buffer: data, width: info.width, height: info.height };
}

/**
 * Photos (cover, gallery): one WebP per target width, never enlarged, height capped at three widths.
 * The upload is decoded once (JPEGs shrink while loading) to the largest size; smaller ones come from that.
 */
export async function renderWidths(bytes: Buffer, widths: readonly number[]): Promise<RenderedImage[]> {
  await inspectImage(bytes);
  return guard(async () => {
    const largest = Math.max(...widths);
    const { data, info } = await decoded(bytes)
      .resize({ width: largest, height: largest * 3, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    return Promise.all(
      widths.map((w) =>
        toWebp(
          sharp(data, raw).resize({ width: w, height: w * 3, fit: 'inside', withoutEnlargement: true }),
          w,
        ),
      ),
    );
  });
}

/** Square crops (logo, specialist photo), centred; `round` masks a circle with transparent corners. */
export async function renderSquares(
  bytes: Buffer,
  sides: readonly number[],
  options: { round: boolean },
): Promise<RenderedImage[]> {
  await inspectImage(bytes);
  return guard(async () => {
    const largest = Math.max(...sides);
    let base = decoded(bytes).resize(largest, largest, { fit: 'cover', position: 'centre' }).ensureAlpha();
    if (options.round) {
      const mask = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${largest}" height="${largest}"><circle cx="${largest / 2}" cy="${largest / 2}" r="${largest / 2}" fill="#fff"/></svg>`,
      );
      base = sharp(await base.raw({ depth: 'uchar' }).toBuffer(), {
        raw: { width: largest, height: largest, channels: 4 },
      }).composite([{ input: mask, blend: 'dest-in' }]);
    }
    const { data, info } = await base.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    return Promise.all(sides.map((side) => toWebp(sharp(data, raw).resize(side, side), side)));
  });
}
