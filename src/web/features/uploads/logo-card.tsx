/** The logo card of the images page: square and round previews, upload, a separate round picture, delete. */
import type { BusinessImages } from '../../../contracts/images.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { Card } from '../../components/card.tsx';
import { DeleteImageButton } from './delete-image-button.tsx';
import { ImagePicker } from './image-picker.tsx';
import { ImagePreview } from './responsive-image.tsx';
import { uploadLabel, UploadPicker } from './upload-status.tsx';
import { usePageImageUpload } from './use-image-upload.ts';
import { firstLetterOf } from '../../lib/initials.ts';

export function LogoCard({ images }: { images: BusinessImages }) {
  const id = images.business.id;
  const upload = usePageImageUpload();
  const initial = firstLetterOf(images.business.name);

  return (
    <Card
      id="logotipas"
      title="Logotipas"
      description="Kvadratinis rodomas paieškoje ir verslo puslapyje, apvalus – programėlėje ir pranešimuose."
    >
      <div className="flex flex-wrap items-end gap-6">
        <figure className="text-center">
          <div
            className="grid size-28 place-items-center overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200"
            data-testid="logo-square-preview"
          >
            <ImagePreview
              image={images.logo}
              sizes="112px"
              alt={`${images.business.name} logotipas`}
              square
              className="size-full object-cover"
              fallback={
                <span className="text-4xl font-semibold text-zinc-400" aria-hidden="true">
                  {initial}
                </span>
              }
            />
          </div>
          <figcaption className="mt-2 text-xs font-medium text-zinc-600">Kvadratinis</figcaption>
        </figure>
        <figure className="text-center">
          <div
            className="grid size-28 place-items-center rounded-full"
            style={{
              backgroundImage: 'conic-gradient(#e7e5e4 25%, #fff 0 50%, #e7e5e4 0 75%, #fff 0)',
              backgroundSize: '16px 16px',
            }}
            data-testid="logo-round-preview"
          >
            <ImagePreview
              image={images.logoRound}
              sizes="112px"
              alt={`${images.business.name} apvalus logotipas`}
              square
              className="size-full rounded-full"
              fallback={
                <span
                  className="grid size-full place-items-center rounded-full bg-stone-100 text-4xl font-semibold text-zinc-400 ring-1 ring-stone-200"
                  aria-hidden="true"
                >
                  {initial}
                </span>
              }
            />
          </div>
          <figcaption className="mt-2 text-xs font-medium text-zinc-600">Apvalus</figcaption>
        </figure>
      </div>
      {images.logo ? null : (
        <p className="mt-4 text-sm text-zinc-600">
          Logotipo dar nėra. Geriausia – kvadratinis, bent 512 × 512 taškų.
        </p>
      )}
      <UploadPicker
        upload={upload}
        url={buildRoute('admin_business_logo_upload', { id })}
        label={uploadLabel('logotipą', Boolean(images.logo))}
        testId="logo-input"
      />
      {images.logo ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <ImagePicker
            compact
            variant="secondary"
            label="Kitas paveikslėlis apvaliam"
            disabled={upload.busy}
            testId="logo-round-input"
            onFiles={upload.startFirst(buildRoute('admin_business_logo_round', { id }))}
          />
          <DeleteImageButton what="logotipą" intent="delete-logo" disabled={upload.busy}>
            Bus ištrinti abu logotipo variantai. Vietoje jo bus rodoma pirmoji verslo pavadinimo raidė.
          </DeleteImageButton>
        </div>
      ) : null}
    </Card>
  );
}
