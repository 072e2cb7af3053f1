import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  /** The failure of the latest load (what the request helper threw). */
  error: unknown;
  loading: boolean;
  /** Loads the current key again, ignoring the cache. */
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (nothing while `key` is null) and keeps the answers per key, so
 * going back to an earlier month or date shows it at once. An answer that arrives after the key moved on
 * is dropped. Requests are not aborted: the request helper would report an abort as a failure.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>): Remote<T> {
  const cache = useRef(new Map<string, T>());
  const latestKey = useRef(key);
  latestKey.current = key;
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<{
    key: string | null;
    data: T | undefined;
    error: unknown;
    loading: boolean;
  }>({
    key: null,
    data: undefined,
    error: undefined,
    loading: false,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ key, data: undefined, error: undefined, loading: false });
      return;
    }
    const cached = cache.current.get(key);
    if (cached !== undefined) {
      setState({ key, data: cached, error: undefined, loading: false });
      return;
    }
    setState((previous) => ({
      key,
      data: previous.key === key ? previous.data : undefined,
      error: undefined,
      loading: true,
    }));
    loadRef.current().then(
      (data) => {
        cache.current.set(key, data);
        if (latestKey.current === key) setState({ key, data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (latestKey.current === key) setState({ key, data: undefined, error, loading: false });
      },
    );
  }, [key, generation]);

  const reload = useCallback(() => {
    if (latestKey.current !== null) cache.current.delete(latestKey.current);
    setGeneration((n) => n + 1);
  }, []);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || state.loading),
    reload,
  };
}
