// Each onboarded business's installable app: its web app manifest and its icons, made with sharp from the
// business logo (the product's icon when it has none).
import sharp from 'sharp';
import type { BusinessGlobal } from '../../../contracts/catalog.ts';
import { BACKGROUND_COLOR, BRAND_COLOR } from '../../../core/ui/product-mark.ts';
import { APP_ICON_FILES, appIconPath, appShortName, type AppIconFile } from '../../../core/pwa/app-icons.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProductIcons } from './product-icons.ts';

/** The manifest of a business's app living at `scopePath` (`/{slug}/`, or `/` on its own domain). */
export function appManifest(app: BusinessGlobal, scopePath: string) {
  const icon = (file: AppIconFile) => appIconPath(app.slug, file, app.logo);
  return {
    id: scopePath,
    name: app.name,
    short_name: appShortName(app.name),
    description: `${app.name}: paslaugos, vizitai ir registracija internetu.`,
    lang: 'lt',
    dir: 'ltr',
    start_url: scopePath,
    scope: scopePath,
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['beauty', 'lifestyle'],
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Launchers crop a maskable icon to any shape inside the central circle (80 %): the logo fits in it. */
const MASKABLE_LOGO_SHARE = 0.56;
/** Rendered icons kept in memory; each is a few to some tens of kilobytes. */
const MAX_CACHED_ICONS = 240;

export interface AppIcons {
  /** The PNG for `file` from the logo at `logoUrl`; the product's icon when there is none or it cannot be read. */
  png(logoUrl: string | null, file: AppIconFile): Promise<Buffer>;
}

/**
 * Renders once per logo and size and keeps the result: the key is the logo's address, which changes with
 * every upload, so a replaced logo is rendered anew and the old entries fall out as the cache fills.
 */
export function createAppIcons(deps: { storage: Storage; productIcons: ProductIcons }): AppIcons {
  const cache = new Map<string, Promise<Buffer>>();
  const remember = (key: string, make: () => Promise<Buffer>) => {
    const found = cache.get(key);
    if (found) {
      cache.delete(key);
      cache.set(key, found);
      return found;
    }
    const made = make();
    cache.set(key, made);
    made.catch(() => cache.delete(key));
    while (cache.size > MAX_CACHED_ICONS) cache.delete(cache.keys().next().value!);
    return made;
  };

  async function fromLogo(logoUrl: string, size: number, maskable: boolean): Promise<Buffer> {
    const source = await deps.storage.read(logoUrl);
    if (!source) throw new Error(`Logo not found: ${logoUrl}`);
    if (!maskable) {
      return sharp(source)
        .resize(size, size, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    }
    const inner = Math.round(size * MASKABLE_LOGO_SHARE);
    const logo = await sharp(source).resize(inner, inner, { fit: 'cover' }).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
      .composite([{ input: logo, gravity: 'center' }])
      .png()
      .toBuffer();
  }

  return {
    png(logoUrl, file) {
      const { size, maskable } = APP_ICON_FILES[file];
      const product = () => deps.productIcons.png(size, { maskable });
      if (!logoUrl) return product();
      // A logo that cannot be read now is not remembered: it is tried again on the next request.
      return remember(`${logoUrl} ${file}`, () => fromLogo(logoUrl, size, maskable)).catch(product);
    },
  };
}
