import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the page's script runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
