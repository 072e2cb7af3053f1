// /administratorius/nuotraukos/{slug}: the business's logo (square and round), cover image and gallery.
import { useEffect, useState } from 'react';
import type { BusinessImages } from '../../../../contracts/images.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { CoverCard } from '../../../features/uploads/cover-card.tsx';
import { GalleryCard } from '../../../features/uploads/gallery-card.tsx';
import { LogoCard } from '../../../features/uploads/logo-card.tsx';
import { notFoundPage, signedInOrRedirect } from '../../../lib/page-results.ts';
import type { Route } from './+types/images-page';

export function meta({ loaderData: page }: Route.MetaArgs) {
  return [
    { title: `Nuotraukos${page ? ` – ${page.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const user = signedInOrRedirect(context.user, req);
  const page = await context.services.images.adminPage(user, params.slug);
  if (!page) notFoundPage();
  return page;
}

export const ErrorBoundary = AdminErrorView;

export default function ImagesPage({ loaderData }: Route.ComponentProps) {
  const [images, setImages] = useState<BusinessImages>(loaderData);
  useEffect(() => setImages(loaderData), [loaderData]);
  const { business } = images;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={business.name}
        title="Nuotraukos"
        description="Logotipas, viršelio nuotrauka ir galerija – taip klientai mato jūsų verslą paieškoje, verslo puslapyje ir programėlėje. Įkeltos nuotraukos sumažinamos, o jų metaduomenys (pvz., GPS vieta) pašalinami."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <LogoCard
          images={images}
          onChange={(logo, logoRound) => setImages((current) => ({ ...current, logo, logoRound }))}
        />
        <CoverCard
          images={images}
          onChange={(profile) => setImages((current) => ({ ...current, profile }))}
        />
      </div>
      <GalleryCard
        businessId={business.id}
        businessName={business.name}
        gallery={images.gallery}
        onChange={(gallery) =>
          setImages((current) => ({
            ...current,
            gallery: typeof gallery === 'function' ? gallery(current.gallery) : gallery,
          }))
        }
      />
    </div>
  );
}
