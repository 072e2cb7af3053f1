/**
 * The gallery card of the images page: several files at once (uploaded one after another, each with its
 * progress), reordering by dragging or arrows, captions, delete. Each file first gets an empty gallery row,
 * then its upload; a refused upload removes the row again. Uploads go through the HTTP API (for their
 * progress); the order, captions and deletes are posted to the page's action.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from 'react-aria-components';
import type { GalleryImage } from '../../../contracts/images.ts';
import { GALLERY_MAX_IMAGES, IMAGE_TEXTS } from '../../../contracts/images.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { Card, EmptyState } from '../../components/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import {
  ArrowLeftSmallIcon,
  ArrowRightSmallIcon,
  GripIcon,
  ImageIcon,
  TrashIcon,
  UploadIcon,
} from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { toast } from '../../shell/toast-store.ts';
import { CaptionField } from './caption-field.tsx';
import { ImagePicker } from './image-picker.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import { precheckImage, uploadFile, UPLOAD_TEXTS } from './upload-with-progress.ts';
import { useImageUpload, type UploadState } from './use-image-upload.ts';
import { PHOTO_FORMS } from '../../../core/format/nouns.ts';

const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg text-zinc-700 outline-none transition hover:bg-stone-100 ' +
  'focus-visible:ring-2 focus-visible:ring-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-35';

interface PendingUpload {
  key: string;
  fileName: string;
  state: UploadState;
}

/** The gallery as shown: while a new order is being saved, in that order (a refusal shows the old one again). */
function inOrder(gallery: GalleryImage[], ids: string[] | null): GalleryImage[] {
  if (!ids) return gallery;
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...gallery].sort(
    (a, b) =>
      (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

export function GalleryCard({
  businessId,
  businessName,
  gallery: saved,
}: {
  businessId: string;
  businessName: string;
  gallery: GalleryImage[];
}) {
  const revalidator = useRevalidator();
  const order = useIntentFetcher({ quietSuccess: true });
  const removal = useIntentFetcher();
  // The order last sent, shown until the page data has it (or, after a refusal, the saved order again).
  const [sentOrder, setSentOrder] = useState<string[] | null>(null);
  const orderState = order.fetcher.state;
  useEffect(() => {
    if (orderState === 'idle') setSentOrder(null);
  }, [orderState]);
  const gallery = inOrder(saved, sentOrder);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());

  const setPendingState = (key: string, state: UploadState) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, state } : item)));

  const uploadOne = async (key: string, file: File) => {
    let createdId: string | null = null;
    try {
      const created = await callApi<{ id: string; image: GalleryImage }>(
        'POST',
        'admin_gallery_image_create',
        { data: { business: businessId } },
      );
      createdId = created.id;
      await uploadFile<{ image: GalleryImage }>(
        buildRoute('admin_gallery_image_upload', { id: created.id }),
        file,
        {
          onProgress: ({ fraction }) =>
            setPendingState(
              key,
              fraction >= 1
                ? { phase: 'processing', fileName: file.name }
                : { phase: 'uploading', fraction, fileName: file.name },
            ),
        },
      );
      await revalidator.revalidate();
      setPending((items) => items.filter((item) => item.key !== key));
      toast('success', IMAGE_TEXTS.gallerySaved);
    } catch (failure) {
      // The empty row made for this file goes again, so a refused file leaves nothing behind.
      if (createdId)
        await callApi('DELETE', 'admin_gallery_image', { params: { id: createdId } }).catch(() => undefined);
      setPendingState(key, {
        phase: 'error',
        message: `${file.name}: ${requestErrorMessage(failure, UPLOAD_TEXTS.server)}`,
      });
    }
  };

  const addFiles = (files: File[]) => {
    const room =
      GALLERY_MAX_IMAGES - gallery.length - pending.filter((p) => p.state.phase !== 'error').length;
    const accepted = files.slice(0, Math.max(0, room));
    const items: PendingUpload[] = files.map((file, index) => {
      const key = `${Date.now()}-${index}-${file.name}`;
      const refused = index >= accepted.length ? IMAGE_TEXTS.galleryFull : precheckImage(file);
      return {
        key,
        fileName: file.name,
        state: refused
          ? { phase: 'error', message: `${file.name}: ${refused}` }
          : { phase: 'uploading', fraction: 0, fileName: file.name },
      };
    });
    setPending((current) => [...current.filter((p) => p.state.phase !== 'error'), ...items]);
    for (const [index, file] of files.entries()) {
      const item = items[index];
      if (!item || item.state.phase === 'error') continue;
      // One after another: the gallery order follows the order of the files.
      queue.current = queue.current.then(() => uploadOne(item.key, file));
    }
  };

  const saveOrder = (next: GalleryImage[], movedId: string) => {
    const position = next.findIndex((image) => image.id === movedId) + 1;
    setAnnouncement(`Nuotrauka perkelta į ${position} vietą iš ${next.length}.`);
    const ids = next.map((image) => image.id);
    setSentOrder(ids);
    const form = new FormData();
    form.set('intent', 'order');
    for (const id of ids) form.append('ids', id);
    void order.fetcher.submit(form, { method: 'post' });
  };

  const move = (id: string, offset: number) => {
    const from = gallery.findIndex((image) => image.id === id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= gallery.length) return;
    const next = [...gallery];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    saveOrder(next, id);
  };

  const dropOn = (targetId: string) => {
    if (!dragged || dragged === targetId) return;
    const next = gallery.filter((image) => image.id !== dragged);
    const moved = gallery.find((image) => image.id === dragged);
    const to = next.findIndex((image) => image.id === targetId);
    if (!moved || to < 0) return;
    const from = gallery.findIndex((image) => image.id === dragged);
    next.splice(from <= to ? to + 1 : to, 0, moved);
    saveOrder(next, moved.id);
  };

  const uploadingCount = pending.filter((p) => p.state.phase !== 'error').length;

  return (
    <Card
      id="galerija"
      title="Galerija"
      description={`${formatCount(gallery.length, PHOTO_FORMS)} iš ${GALLERY_MAX_IMAGES}. Pirmosios rodomos verslo puslapyje aukščiausiai – tvarką keiskite tempdami arba rodyklėmis.`}
    >
      <ImagePicker
        label="Pridėti nuotraukų"
        icon={<UploadIcon className="size-4" />}
        multiple
        testId="gallery-input"
        disabled={gallery.length + uploadingCount >= GALLERY_MAX_IMAGES}
        onFiles={addFiles}
      />
      {pending.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Įkeliamos nuotraukos">
          {pending.map((item) => (
            <li key={item.key}>
              {item.state.phase === 'error' ? (
                <Notice tone="error">{item.state.message}</Notice>
              ) : (
                <UploadProgressBar state={item.state} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {gallery.length === 0 && pending.length === 0 ? (
        <EmptyState icon={<ImageIcon />} title="Galerija tuščia">
          Parodykite saloną ir savo darbus: interjerą, šukuosenas, manikiūrą. Klientai mieliau renkasi, kai
          mato rezultatą.
        </EmptyState>
      ) : (
        <ol className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery-grid">
          {gallery.map((image, index) => (
            <li
              key={image.id}
              data-testid="gallery-item"
              draggable
              onDragStart={(event) => {
                setDragged(image.id);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setDropTarget(image.id);
              }}
              onDragLeave={() => setDropTarget((current) => (current === image.id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                dropOn(image.id);
                setDropTarget(null);
              }}
              className={`group flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition ${
                dropTarget === image.id && dragged !== image.id
                  ? 'border-brand-500 ring-2 ring-brand-300'
                  : 'border-stone-200'
              } ${dragged === image.id ? 'opacity-50' : ''}`}
            >
              <div className="relative aspect-square bg-stone-100">
                {image.url ? (
                  <ResponsiveImage
                    src={image.url}
                    urls={image.urls}
                    sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                    alt={image.caption || `${businessName} galerijos nuotrauka ${index + 1}`}
                    width={image.width}
                    height={image.height}
                    className="size-full object-cover"
                  />
                ) : (
                  <EmptyTile image={image} onUploaded={() => void revalidator.revalidate()} />
                )}
                <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-zinc-700 shadow-sm">
                  {index + 1}
                </span>
                <span
                  className="absolute top-2 right-2 hidden cursor-grab rounded-lg bg-white/90 p-1 text-zinc-600 shadow-sm sm:block"
                  title="Tempkite, kad perkeltumėte"
                >
                  <GripIcon className="size-4" />
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-2.5">
                <CaptionField image={image} />
                <div className="flex items-center justify-between gap-1">
                  <div className="flex gap-1">
                    <Button
                      aria-label={`Perkelti ${index + 1}-ąją nuotrauką anksčiau`}
                      isDisabled={index === 0}
                      onPress={() => move(image.id, -1)}
                      className={ICON_BUTTON}
                    >
                      <ArrowLeftSmallIcon className="size-4" />
                    </Button>
                    <Button
                      aria-label={`Perkelti ${index + 1}-ąją nuotrauką vėliau`}
                      isDisabled={index === gallery.length - 1}
                      onPress={() => move(image.id, 1)}
                      className={ICON_BUTTON}
                    >
                      <ArrowRightSmallIcon className="size-4" />
                    </Button>
                  </div>
                  <Button
                    aria-label={`Ištrinti ${index + 1} nuotrauką`}
                    onPress={() => setToDelete(image)}
                    className={`${ICON_BUTTON} text-red-700 hover:bg-red-50 hover:text-red-800`}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Ištrinti nuotrauką?"
        confirmLabel="Ištrinti"
        busyLabel="Trinama…"
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete
            ? removal.fetcher.submit(
                { intent: 'delete-gallery-image', imageId: toDelete.id },
                { method: 'post' },
              )
            : undefined
        }
      >
        {toDelete?.url ? (
          <img
            src={toDelete.urls['400'] ?? toDelete.url}
            alt=""
            className="mb-3 max-h-40 rounded-xl object-cover"
          />
        ) : null}
        Nuotrauka bus pašalinta iš galerijos visam laikui.
      </ConfirmDialog>
    </Card>
  );
}

/** A gallery row whose file never arrived (e.g. the upload was interrupted): upload it here. */
function EmptyTile({ image, onUploaded }: { image: GalleryImage; onUploaded: () => void }) {
  const done = useCallback(() => onUploaded(), [onUploaded]);
  const upload = useImageUpload<{ image: GalleryImage }>(done);
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 p-2 text-center">
      <p className="text-xs text-zinc-600">Failas neįkeltas</p>
      <ImagePicker
        compact
        variant="secondary"
        label="Įkelti"
        disabled={upload.busy}
        onFiles={upload.startFirst(buildRoute('admin_gallery_image_upload', { id: image.id }))}
      />
      {upload.state.phase === 'error' ? <p className="text-xs text-red-700">{upload.state.message}</p> : null}
      <UploadProgressBar state={upload.state} />
    </div>
  );
}
