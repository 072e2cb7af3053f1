// /administratorius/nuotraukos/{slug}: the business's logo (square and round), cover image and gallery.
import { IMAGE_TEXTS } from '../../../../contracts/images.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { CoverCard } from '../../../features/uploads/cover-card.tsx';
import { GalleryCard } from '../../../features/uploads/gallery-card.tsx';
import { LogoCard } from '../../../features/uploads/logo-card.tsx';
import { formResult, formText, unknownIntent, foundPage, intentPost } from '../../../lib/page-results.ts';
import type { Route } from './+types/images-page';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta({ loaderData: page }: Route.MetaArgs) {
  return adminPageMeta('Nuotraukos', page?.business.name);
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  return foundPage(context.user, req, (user) => context.services.images.adminPage(user, params.slug));
}

// Uploads go to the HTTP API for their progress bars; every other change comes here.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  const images = context.services.images;
  const imageId = formText(form, 'imageId') ?? '';
  switch (intent) {
    case 'delete-logo':
      return formResult(await images.deleteLogo(user, params.slug), request, intent, IMAGE_TEXTS.logoDeleted);
    case 'delete-cover':
      return formResult(
        await images.deleteCover(user, params.slug),
        request,
        intent,
        IMAGE_TEXTS.profileDeleted,
      );
    case 'delete-gallery-image':
      return formResult(
        await images.deleteGalleryImage(user, params.slug, imageId),
        request,
        intent,
        IMAGE_TEXTS.galleryDeleted,
      );
    case 'caption':
      return formResult(
        await images.updateGalleryImage(user, params.slug, imageId, { caption: form.get('caption') ?? '' }),
        request,
        intent,
        IMAGE_TEXTS.galleryUpdated,
      );
    case 'order':
      return formResult(
        await images.orderGallery(user, params.slug, { ids: form.getAll('ids') }),
        request,
        intent,
        IMAGE_TEXTS.galleryOrdered,
      );
    default:
      return unknownIntent(request, intent);
  }
}

export const ErrorBoundary = AdminErrorView;

export default function ImagesPage({ loaderData: images }: Route.ComponentProps) {
  const { business } = images;

  return (
    <BusinessPage
      business={business}
      title="Nuotraukos"
      description="Logotipas, viršelio nuotrauka ir galerija – taip klientai mato jūsų verslą paieškoje, verslo puslapyje ir programėlėje. Įkeltos nuotraukos sumažinamos, o jų metaduomenys (pvz., GPS vieta) pašalinami."
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <LogoCard images={images} />
        <CoverCard images={images} />
      </div>
      <GalleryCard businessId={business.id} businessName={business.name} gallery={images.gallery} />
    </BusinessPage>
  );
}
