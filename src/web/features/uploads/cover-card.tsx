/** The cover (profile) image card of the images page: the wide picture at the top of the business page. */
import type { BusinessImages } from '../../../contracts/images.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { Card } from '../../components/card.tsx';
import { ImageIcon } from '../../components/icons.tsx';
import { DeleteImageButton } from './delete-image-button.tsx';
import { ImagePreview } from './responsive-image.tsx';
import { uploadLabel, UploadPicker } from './upload-status.tsx';
import { usePageImageUpload } from './use-image-upload.ts';

export function CoverCard({ images }: { images: BusinessImages }) {
  const id = images.business.id;
  const upload = usePageImageUpload();

  return (
    <Card
      id="virselis"
      title="Viršelio nuotrauka"
      description="Plati nuotrauka verslo puslapio viršuje. Geriausia – gulsčia, bent 1600 taškų pločio."
    >
      <div
        className="aspect-[16/7] overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200"
        data-testid="cover-preview"
      >
        <ImagePreview
          image={images.profile}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 70vw, 100vw"
          alt={`${images.business.name} viršelio nuotrauka`}
          className="size-full object-cover"
          fallback={
            <div className="grid size-full place-items-center text-zinc-400">
              <ImageIcon className="size-10" />
            </div>
          }
        />
      </div>
      <UploadPicker
        upload={upload}
        url={buildRoute('admin_business_profile_upload', { id })}
        label={uploadLabel('viršelio nuotrauką', Boolean(images.profile))}
        testId="cover-input"
      />
      {images.profile ? (
        <div className="mt-4">
          <DeleteImageButton what="viršelio nuotrauką" intent="delete-cover" disabled={upload.busy}>
            Verslo puslapyje vietoje nuotraukos bus rodomas spalvotas fonas.
          </DeleteImageButton>
        </div>
      ) : null}
    </Card>
  );
}
