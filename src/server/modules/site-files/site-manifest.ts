import { BACKGROUND_COLOR, BRAND_COLOR } from '../../../core/ui/product-mark.ts';

/** The marketplace's own web app manifest (each business's app has its own). */
export function siteManifest(brandName: string) {
  return {
    id: '/',
    name: brandName,
    short_name: brandName,
    description: 'Grožio specialistai ir registracija internetu.',
    lang: 'lt',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
