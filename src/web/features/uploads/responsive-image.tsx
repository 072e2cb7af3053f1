import type { ReactNode } from 'react';
import { srcSet } from '../../../contracts/images.ts';

/**
 * A stored image with its widths in `srcset` (the browser picks the smallest that fills `sizes`),
 * lazy-loaded. `urls` maps width -> URL as the API answers.
 */
export function ResponsiveImage({
  src,
  urls,
  sizes,
  alt,
  width,
  height,
  className,
  eager = false,
  testId,
}: {
  src: string;
  urls: Record<string, string>;
  sizes: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  className?: string;
  eager?: boolean;
  testId?: string;
}) {
  return (
    <img
      src={src}
      srcSet={srcSet(urls)}
      sizes={sizes}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      data-testid={testId}
    />
  );
}

/** Square pictures (logos, specialist photos) are stored at most this wide and high. */
const SQUARE_SIDE = 512;

/**
 * The images page's preview of an uploaded picture, loaded at once because it is what the card is about, or
 * `fallback` in its place while there is none.
 */
export function ImagePreview({
  image,
  sizes,
  alt,
  square = false,
  className,
  testId,
  fallback,
}: {
  image: { url: string; urls: Record<string, string> } | null;
  sizes: string;
  alt: string;
  square?: boolean;
  className: string;
  testId?: string;
  fallback: ReactNode;
}) {
  if (!image) return fallback;
  return (
    <ResponsiveImage
      src={image.url}
      urls={image.urls}
      sizes={sizes}
      alt={alt}
      width={square ? SQUARE_SIDE : null}
      height={square ? SQUARE_SIDE : null}
      className={className}
      eager
      testId={testId}
    />
  );
}
