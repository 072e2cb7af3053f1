import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { precheckImage, UPLOAD_TEXTS, uploadFile } from './upload-with-progress.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number; fileName: string }
  /** Every byte sent; the server is checking and resizing. */
  | { phase: 'processing'; fileName: string }
  | { phase: 'error'; message: string };

/**
 * One upload at a time to `url`: checks the file, sends it with progress, then calls `onUploaded` with the
 * server's answer. Errors end up in `state.message`, in Lithuanian (the server's own when it gave one).
 */
export function useImageUpload<T>(onUploaded: (result: T) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (url: string | (() => Promise<string>), file: File): Promise<T | null> => {
      const refused = precheckImage(file);
      if (refused) {
        setState({ phase: 'error', message: refused });
        return null;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', fraction: 0, fileName: file.name });
      try {
        const target = typeof url === 'string' ? url : await url();
        const result = await uploadFile<T>(target, file, {
          signal: controller.signal,
          onProgress: ({ fraction }) =>
            setState(
              fraction >= 1
                ? { phase: 'processing', fileName: file.name }
                : { phase: 'uploading', fraction, fileName: file.name },
            ),
        });
        setState({ phase: 'idle' });
        onUploaded(result);
        return result;
      } catch (failure) {
        if (controller.signal.aborted) {
          setState({ phase: 'idle' });
          return null;
        }
        setState({ phase: 'error', message: requestErrorMessage(failure, UPLOAD_TEXTS.server) });
        return null;
      }
    },
    [onUploaded],
  );

  /** A picker's `onFiles` for one image: the first file picked (or dropped) goes to `url`. */
  const startFirst = useCallback(
    (url: string) =>
      ([file]: File[]) =>
        void (file && start(url, file)),
    [start],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'idle' });
  }, []);
  const clearError = useCallback(
    () => setState((current) => (current.phase === 'error' ? { phase: 'idle' } : current)),
    [],
  );

  return {
    state,
    start,
    startFirst,
    cancel,
    clearError,
    busy: state.phase === 'uploading' || state.phase === 'processing',
  };
}

export type ImageUpload = ReturnType<typeof useImageUpload<unknown>>;

/** An upload that changes what the page shows: the page data is loaded again and the server's message shown. */
export function usePageImageUpload() {
  const revalidator = useRevalidator();
  const onUploaded = useCallback(
    (answer: { message: string }) => {
      void revalidator.revalidate();
      toast('success', answer.message);
    },
    [revalidator],
  );
  return useImageUpload(onUploaded);
}
