// The product's mark (a stylised flower) and colours: drawn in the top bar and rendered into the favicon,
// the touch icons and the web app manifest's icons, so every place shows the same picture.

/** The flower, in a 24 × 24 box. */
export const PRODUCT_MARK_PATH =
  'M12 3c1.9 2.2 2.6 4.4 2.1 6.4 2-.9 4.3-.8 6.4.4-1.1 2.5-3 4-5.2 4.4 1.5 1.5 2.2 3.6 2.1 6-2.6-.1-4.5-1.2-5.4-3.1-.9 1.9-2.8 3-5.4 3.1-.1-2.4.6-4.5 2.1-6-2.2-.4-4.1-1.9-5.2-4.4 2.1-1.2 4.4-1.3 6.4-.4C9.4 7.4 10.1 5.2 12 3Z';

/** brand-700: the theme colour of the site and of the icons' background. */
export const BRAND_COLOR = '#be185d';
/** brand-600 and brand-800: the icon's gradient. */
export const BRAND_GRADIENT = ['#db2777', '#9d174d'] as const;
/** The page background behind a starting web app. */
export const BACKGROUND_COLOR = '#fafaf9';

/**
 * The product icon as SVG: the flower in white on a rose gradient. `maskable` fills the whole square and
 * keeps the flower inside the central safe zone (80 %), as launchers crop maskable icons to any shape.
 */
export function productIconSvg(options: { maskable?: boolean } = {}): string {
  const radius = options.maskable ? 0 : 112;
  const scale = options.maskable ? 13 : 17; // the flower spans ~17 of its 24 units
  // Its centre sits at (12, 11.4) of the 24-unit box.
  const x = 256 - 12 * scale;
  const y = Math.round(256 - 11.4 * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_GRADIENT[0]}"/><stop offset="1" stop-color="${BRAND_GRADIENT[1]}"/></linearGradient></defs><rect width="512" height="512" rx="${radius}" fill="url(#g)"/><path transform="translate(${x} ${y}) scale(${scale})" fill="#fff" d="${PRODUCT_MARK_PATH}"/></svg>`;
}
