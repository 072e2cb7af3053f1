import type { PublicBusiness } from '../../../contracts/catalog.ts';
import { imageSrcSet } from './catalog-text.ts';

/** Up to five pictures (a scrolling strip on phones, a mosaic from tablets up), or a soft placeholder. */
export function BusinessGallery({ business }: { business: PublicBusiness }) {
  const images = business.images.slice(0, 5);
  if (images.length === 0) {
    return (
      <div
        aria-hidden="true"
        className="relative h-28 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 via-rose-50 to-amber-50 sm:h-40"
      >
        <div className="absolute -top-16 -left-10 size-64 rounded-full bg-white/50 blur-2xl" />
        <div className="absolute -right-10 -bottom-24 size-72 rounded-full bg-brand-200/50 blur-2xl" />
        <div className="absolute top-6 right-1/3 size-16 rounded-full bg-white/40" />
      </div>
    );
  }
  const shown = images.length >= 5 ? images : images.length >= 3 ? images.slice(0, 3) : images;
  const tile = (index: number) => {
    if (shown.length === 1) return 'md:col-span-4 md:row-span-2';
    if (shown.length === 2) return 'md:col-span-2 md:row-span-2';
    if (index === 0) return 'md:col-span-2 md:row-span-2';
    return shown.length === 3 ? 'md:col-span-2' : 'md:col-span-1';
  };
  return (
    <div
      role="region"
      aria-label="Nuotraukų galerija"
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 md:overflow-visible"
    >
      <ul className="flex snap-x snap-mandatory gap-2 md:grid md:h-[26rem] md:grid-cols-4 md:grid-rows-2">
        {shown.map((image, index) => (
          <li
            key={image.id}
            className={`relative aspect-[4/3] w-[85%] shrink-0 snap-center overflow-hidden rounded-2xl bg-stone-200 sm:w-[60%] md:aspect-auto md:w-auto ${tile(index)} ${
              index === 0 ? 'md:rounded-l-3xl' : ''
            }`}
          >
            <img
              src={image.url}
              srcSet={imageSrcSet(image.urls) || undefined}
              sizes={index === 0 ? '(min-width: 768px) 50vw, 85vw' : '(min-width: 768px) 25vw, 85vw'}
              alt={image.caption || `${business.name} – nuotrauka ${index + 1}`}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first picture is the largest thing a phone shows first: it goes before the scripts.
              fetchPriority={index === 0 ? 'high' : undefined}
              className="absolute inset-0 size-full object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
