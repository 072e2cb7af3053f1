/** A fetcher for one form of a set-up page: toasts its outcome and calls back on success. */
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../shell/toast-store.ts';
import type { FormResult } from '../../lib/page-results.ts';

export function useFormFetcher(onSuccess?: (result: Extract<FormResult, { ok: true }>) => void) {
  const fetcher = useFetcher<FormResult>();
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  const seen = useRef<FormResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast('success', result.message);
      callback.current?.(result);
    } else {
      toast('danger', Object.keys(result.fields).length > 0 ? 'Prašome ištaisyti klaidas!' : result.message);
    }
  }, [fetcher.state, fetcher.data]);

  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    fields: failure?.fields ?? {},
    formError: failure && Object.keys(failure.fields).length === 0 ? failure.message : null,
  };
}
