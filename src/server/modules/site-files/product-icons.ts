// The product's icons in every size a browser or a home screen asks for, rendered once from the product
// mark with sharp and kept in memory (a few kilobytes each).
import sharp from 'sharp';
import { productIconSvg } from '../../../core/ui/product-mark.ts';
import { icoFromPngs } from './ico.ts';

export interface ProductIcons {
  svg(): string;
  png(size: number, options?: { maskable?: boolean }): Promise<Buffer>;
  ico(): Promise<Buffer>;
}

export function createProductIcons(): ProductIcons {
  const cache = new Map<string, Promise<Buffer>>();
  const memo = (key: string, make: () => Promise<Buffer>) => {
    let found = cache.get(key);
    if (!found) {
      found = make();
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  };
  const png = (size: number, options: { maskable?: boolean } = {}) =>
    memo(`${size}-${options.maskable ? 'm' : 'a'}`, () =>
      sharp(Buffer.from(productIconSvg(options)), { density: Math.max(72, (72 * size) / 512) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
  return {
    svg: () => productIconSvg(),
    png,
    ico: () =>
      memo('ico', async () =>
        icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(size) })))),
      ),
  };
}
