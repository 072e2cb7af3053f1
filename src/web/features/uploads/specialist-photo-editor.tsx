// A specialist's photo on the team page: preview, upload (with progress, through
// /api/admin/specialist/{id}/photo/upload) and delete (the team page's action, intent `delete-photo`).
// The server crops it square and strips the metadata.
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { IMAGE_WIDTHS, variantUrls } from '../../../contracts/images.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { toast } from '../../shell/toast-store.ts';
import { DeleteImageButton } from './delete-image-button.tsx';
import { ImagePicker } from './image-picker.tsx';
import { ImagePreview } from './responsive-image.tsx';
import { UploadIcon } from '../../components/icons.tsx';
import { uploadLabel, UploadStatus } from './upload-status.tsx';
import { useImageUpload } from './use-image-upload.ts';

type PhotoAnswer = { url: string; message: string };

export function SpecialistPhotoEditor({
  specialist,
}: {
  specialist: { id: string; name: string; photo: string | null };
}) {
  const [photo, setPhoto] = useState(specialist.photo);
  useEffect(() => setPhoto(specialist.photo), [specialist.photo]);
  const revalidator = useRevalidator();
  const onUploaded = useCallback(
    (answer: PhotoAnswer) => {
      setPhoto(answer.url);
      toast('success', answer.message);
      // The row's avatar comes from the page data.
      void revalidator.revalidate();
    },
    [revalidator],
  );
  const upload = useImageUpload<PhotoAnswer>(onUploaded);

  return (
    <section
      className="mb-5 flex flex-wrap items-start gap-4 border-b border-stone-200 pb-5"
      aria-label={`${specialist.name} nuotrauka`}
      data-testid="specialist-photo-editor"
    >
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-stone-100 text-zinc-400 ring-1 ring-stone-200">
        <ImagePreview
          image={photo ? { url: photo, urls: variantUrls(photo, IMAGE_WIDTHS.specialistPhoto) } : null}
          sizes="96px"
          alt={`${specialist.name} nuotrauka`}
          square
          className="size-full object-cover"
          testId="specialist-photo-preview"
          fallback={<span className="text-xs font-medium">Nuotraukos nėra</span>}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <p className="text-sm text-zinc-600">
          Nuotrauka rodoma verslo puslapyje ir registracijos metu. Geriausia – kvadratinė, bent 512 × 512
          taškų; ji apkerpama per vidurį.
        </p>
        <div className="flex flex-wrap gap-2">
          <ImagePicker
            compact
            variant="secondary"
            label={uploadLabel('nuotrauką', Boolean(photo))}
            icon={<UploadIcon className="size-4" />}
            disabled={upload.busy}
            testId="specialist-photo-input"
            onFiles={upload.startFirst(buildRoute('admin_specialist_photo_upload', { id: specialist.id }))}
          />
          {photo ? (
            <DeleteImageButton
              what="nuotrauką"
              intent="delete-photo"
              fields={{ specialistId: specialist.id }}
              disabled={upload.busy}
              onDeleted={() => setPhoto(null)}
            >
              Vietoje nuotraukos bus rodomos specialisto inicialai.
            </DeleteImageButton>
          ) : null}
        </div>
        <UploadStatus state={upload.state} onCancel={upload.cancel} className="" />
      </div>
    </section>
  );
}
