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
