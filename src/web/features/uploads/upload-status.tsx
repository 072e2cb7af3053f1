/** An upload's progress bar (with cancel) while it runs, or why it failed. */
import { Notice } from '../../components/notice.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import type { UploadState } from './use-image-upload.ts';

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
