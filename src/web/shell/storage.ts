/**
 * Browser storage that never throws: private modes, disabled cookies or a full quota make Web Storage throw,
 * and a missing dialog flag must not break the page. Every function is a no-op during SSR.
 */
export type StorageArea = 'local' | 'session';

export function storageArea(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    storageArea(area)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the flag is simply not remembered.
  }
}

export function removeStorage(area: StorageArea, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** A stored flag counts as set unless it is absent, empty, '0' or 'false'. */
export function isFlagValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const normalized = value.trim().toLowerCase();
  return normalized !== '' && normalized !== '0' && normalized !== 'false';
}

/** The browser-storage keys the app uses, in one place. */
export const STORAGE_KEYS = {
  showHomepageLink: 'showHomepageLink',
  skipModalQueue: 'skipModalQueue',
  success: 'success',
  error: 'error',
  unsupportedBrowserShown: (businessKey: string) => `unsupportedBrowserShown[${businessKey}]`,
  alertDismissed: (alertId: string) => `alertDismissed[${alertId}]`,
  notificationsShown: (businessKey: string) => `notificationsShown[${businessKey}]`,
  appointmentReviewModalShown: (appointmentId: string) => `appointmentReviewModalShown[${appointmentId}]`,
  pwaModalShown: (businessId: string) => `pwaModalShown[${businessId}]`,
} as const;
