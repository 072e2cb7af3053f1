import { ProgressBar } from 'react-aria-components';
import type { UploadState } from './use-image-upload.ts';

/** The upload's progress bar ("Įkeliama… 45 %", then "Apdorojama…" while the server resizes). */
export function UploadProgressBar({ state, onCancel }: { state: UploadState; onCancel?: () => void }) {
  if (state.phase !== 'uploading' && state.phase !== 'processing') return null;
  const processing = state.phase === 'processing';
  const percent = processing ? 100 : Math.round(state.fraction * 100);
  return (
    <ProgressBar
      value={percent}
      isIndeterminate={processing}
      aria-label={processing ? `Apdorojama: ${state.fileName}` : `Įkeliama: ${state.fileName}`}
      className="w-full"
      data-testid="upload-progress"
    >
      {({ percentage }) => (
        <>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-zinc-800">
              {processing ? 'Apdorojama…' : 'Įkeliama…'}{' '}
              <span className="font-normal text-zinc-500">{state.fileName}</span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {processing ? null : (
                <span className="tabular-nums text-zinc-600">{Math.round(percentage ?? 0)} %</span>
              )}
              {onCancel && !processing ? (
                <button
                  type="button"
                  onClick={onCancel}
                  className="rounded-md px-1.5 text-sm font-medium text-zinc-600 underline hover:text-zinc-900"
                >
                  Atšaukti
                </button>
              ) : null}
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-200">
            <div
              className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 ${processing ? 'animate-pulse' : ''}`}
              style={{ width: `${processing ? 100 : (percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
