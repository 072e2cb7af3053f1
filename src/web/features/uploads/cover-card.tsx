/** The cover (profile) image card of the images page: the wide picture at the top of the business page. */
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { BusinessImages, StoredImage } from '../../../contracts/images.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { Card } from '../../components/card.tsx';
import { ImageIcon, UploadIcon } from '../../components/icons.tsx';
import { toast } from '../../shell/toast-store.ts';
import { DeleteImageButton } from './delete-image-button.tsx';
import { ImagePicker } from './image-picker.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { UploadStatus } from './upload-status.tsx';
import { useImageUpload } from './use-image-upload.ts';

type ProfileAnswer = { profile: StoredImage; message: string };

export function CoverCard({ images }: { images: BusinessImages }) {
  const id = images.business.id;
  const revalidator = useRevalidator();
  const onUploaded = useCallback(
    (answer: ProfileAnswer) => {
      void revalidator.revalidate();
      toast('success', answer.message);
    },
    [revalidator],
  );
  const upload = useImageUpload<ProfileAnswer>(onUploaded);

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
        {images.profile ? (
          <ResponsiveImage
            src={images.profile.url}
            urls={images.profile.urls}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 70vw, 100vw"
            alt={`${images.business.name} viršelio nuotrauka`}
            className="size-full object-cover"
            eager
          />
        ) : (
          <div className="grid size-full place-items-center text-zinc-400">
            <ImageIcon className="size-10" />
          </div>
        )}
      </div>
      <div className="mt-5">
        <ImagePicker
          label={images.profile ? 'Pakeisti viršelio nuotrauką' : 'Įkelti viršelio nuotrauką'}
          icon={<UploadIcon className="size-4" />}
          disabled={upload.busy}
          testId="cover-input"
          onFiles={([file]) =>
            void (file && upload.start(buildRoute('admin_business_profile_upload', { id }), file))
          }
        />
        <UploadStatus state={upload.state} onCancel={upload.cancel} />
      </div>
      {images.profile ? (
        <div className="mt-4">
          <DeleteImageButton
            label="Ištrinti viršelio nuotrauką"
            title="Ištrinti viršelio nuotrauką?"
            intent="delete-cover"
            disabled={upload.busy}
          >
            Verslo puslapyje vietoje nuotraukos bus rodomas spalvotas fonas.
          </DeleteImageButton>
        </div>
      ) : null}
    </Card>
  );
}
