/** A gallery image's caption, saved through the page's action when the field is left or Enter is pressed. */
import { useEffect, useState } from 'react';
import type { GalleryImage } from '../../../contracts/images.ts';
import { CAPTION_MAX_LENGTH } from '../../../contracts/images.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

export function CaptionField({ image }: { image: GalleryImage }) {
  const [value, setValue] = useState(image.caption);
  const [edited, setEdited] = useState(false);
  useEffect(() => setValue(image.caption), [image.caption]);
  const { fetcher, busy } = useIntentFetcher({ quietSuccess: true });
  const answer = fetcher.data;

  const save = () => {
    const caption = value.trim();
    if (caption === image.caption) return;
    setEdited(false);
    void fetcher.submit({ intent: 'caption', imageId: image.id, caption }, { method: 'post' });
  };

  const status = busy
    ? 'Saugoma…'
    : edited || !answer
      ? ''
      : answer.ok
        ? 'Išsaugota'
        : (answer.fields.caption ?? 'Neišsaugota');

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
          setEdited(true);
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
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
        {status}
      </span>
    </label>
  );
}
