/** An upload's progress bar (with cancel) while it runs, or why it failed. */
import { UploadIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { ImagePicker } from './image-picker.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import type { ImageUpload, UploadState } from './use-image-upload.ts';

export function UploadStatus({
  state,
  onCancel,
  className = 'mt-3',
}: {
  state: UploadState;
  onCancel?: () => void;
  className?: string;
}) {
  if (state.phase === 'error') {
    return (
      <Notice tone="error" className={className}>
        {state.message}
      </Notice>
    );
  }
  return (
    <div className={`${className} empty:hidden`}>
      <UploadProgressBar state={state} onCancel={onCancel} />
    </div>
  );
}

/** The main picker's label: replace the picture there is, or upload the first one; `what` in the accusative. */
export function uploadLabel(what: string, present: boolean): string {
  return `${present ? 'Pakeisti' : 'Įkelti'} ${what}`;
}

/** A card's main picker: the chosen image goes to `url`, and the upload's progress or error shows under it. */
export function UploadPicker({
  upload,
  url,
  label,
  testId,
}: {
  upload: ImageUpload;
  url: string;
  label: string;
  testId: string;
}) {
  return (
    <div className="mt-5">
      <ImagePicker
        label={label}
        icon={<UploadIcon className="size-4" />}
        disabled={upload.busy}
        testId={testId}
        onFiles={upload.startFirst(url)}
      />
      <UploadStatus state={upload.state} onCancel={upload.cancel} />
    </div>
  );
}
