import type { ReactNode } from 'react';
import { Button, DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import { IMAGE_ACCEPT, IMAGE_MAX_MEGAPIXELS } from '../../../contracts/images.ts';

const IMAGE_HINT = `JPEG, PNG, WebP, AVIF arba GIF, iki 10 MB ir ${IMAGE_MAX_MEGAPIXELS} MP.`;
const ACCEPTED = IMAGE_ACCEPT.split(',');
type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

async function filesOf(event: DropEvent): Promise<File[]> {
  const files: File[] = [];
  for (const item of event.items) {
    if (item.kind === 'file') files.push(await item.getFile());
  }
  return files;
}

const pickerButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold outline-none transition ' +
  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

/**
 * A button that opens the file picker, inside a zone that also takes a dropped file (or several with
 * `multiple`). The hidden `<input type="file">` carries `data-testid={testId}`.
 */
export function ImagePicker({
  label,
  onFiles,
  multiple = false,
  disabled = false,
  testId,
  variant = 'primary',
  icon,
  children,
  compact = false,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  testId?: string;
  variant?: 'primary' | 'secondary';
  icon?: ReactNode;
  children?: ReactNode;
  /** Only the button (no dashed drop area around it). */
  compact?: boolean;
}) {
  const trigger = (
    <FileTrigger
      acceptedFileTypes={ACCEPTED}
      allowsMultiple={multiple}
      onSelect={(list) => {
        const files = list ? Array.from(list) : [];
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-testid={testId}
    >
      <Button
        isDisabled={disabled}
        className={`${pickerButtonClass} ${
          variant === 'primary'
            ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800'
            : 'bg-white text-zinc-800 shadow-sm ring-1 ring-inset ring-zinc-300 hover:bg-stone-50'
        }`}
      >
        {icon}
        {label}
      </Button>
    </FileTrigger>
  );
  if (compact) return trigger;
  return (
    <DropZone
      isDisabled={disabled}
      aria-label={`${label}: nutempkite failą čia`}
      getDropOperation={(types) =>
        ACCEPTED.some((type) => types.has(type)) || types.has('image/*') ? 'copy' : 'cancel'
      }
      onDrop={async (event) => {
        const files = await filesOf(event);
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={({ isDropTarget, isFocusVisible }) =>
        `flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition ${
          isDropTarget ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-stone-50/60'
        } ${isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-2' : ''}`
      }
    >
      {trigger}
      <p className="text-sm text-zinc-600">arba nutempkite {multiple ? 'failus' : 'failą'} čia</p>
      {children ?? <p className="text-xs text-zinc-500">{IMAGE_HINT}</p>}
    </DropZone>
  );
}
