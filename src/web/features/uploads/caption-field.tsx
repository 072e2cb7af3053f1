/** A gallery image's caption, saved when the field is left or Enter is pressed. */
import { useEffect, useState } from 'react';
import type { GalleryImage } from '../../../contracts/images.ts';
import { CAPTION_MAX_LENGTH } from '../../../contracts/images.ts';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';

export function CaptionField({
  image,
  onSaved,
}: {
  image: GalleryImage;
  onSaved: (image: GalleryImage) => void;
}) {
  const [value, setValue] = useState(image.caption);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  useEffect(() => setValue(image.caption), [image.caption]);

  const save = async () => {
    const caption = value.trim();
    if (caption === image.caption) return;
    setStatus('saving');
    try {
      const answer = await callApi<{ image: GalleryImage }>('PATCH', 'admin_gallery_image', {
        params: { id: image.id },
        data: { caption },
      });
      onSaved(answer.image);
      setStatus('saved');
    } catch (failure) {
      setStatus('error');
      toast('danger', requestErrorMessage(failure, 'Nepavyko išsaugoti aprašo.'));
    }
  };

  return (
    <label className="block">
      <span className="sr-only">Nuotraukos aprašas</span>
      <input
        type="text"
        value={value}
        maxLength={CAPTION_MAX_LENGTH}
        placeholder="Aprašas (nebūtina)"
        onChange={(event) => {
          setValue(event.target.value);
          setStatus('idle');
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
        aria-describedby={`caption-status-${image.id}`}
        className="block w-full rounded-lg border-0 bg-stone-50 px-2.5 py-2 text-sm text-zinc-900 ring-1 ring-inset ring-stone-200 placeholder:text-zinc-400 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <span
        id={`caption-status-${image.id}`}
        className="mt-1 block min-h-4 text-xs text-zinc-500"
        aria-live="polite"
      >
        {status === 'saving'
          ? 'Saugoma…'
          : status === 'saved'
            ? 'Išsaugota'
            : status === 'error'
              ? 'Neišsaugota'
              : ''}
      </span>
    </label>
  );
}
