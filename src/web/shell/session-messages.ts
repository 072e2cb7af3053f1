/**
 * Success and error messages carried across page loads (session-storage keys `success` and `error`),
 * e.g. "saved" before a reload or a redirect. A key holds a JSON array of strings, a JSON string or plain
 * text; the next page shows each message as a toast and clears the key.
 */
import { STORAGE_KEYS, storageArea } from './storage.ts';
import { toast, type ToastType } from './toast-store.ts';

export type CarriedMessageType = 'success' | 'error';

type MessageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const TOAST_TYPE: Record<CarriedMessageType, ToastType> = { success: 'success', error: 'danger' };

/** The messages a stored value holds (array, JSON string or plain text); blanks are dropped. */
export function parseStoredMessages(raw: string | null | undefined): string[] {
  if (raw === null || raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
}

/** Reads and clears both keys. */
export function takeCarriedMessages(storage: MessageStorage | null): Record<CarriedMessageType, string[]> {
  const result: Record<CarriedMessageType, string[]> = { success: [], error: [] };
  if (!storage) return result;
  for (const type of ['success', 'error'] as const) {
    const key = STORAGE_KEYS[type];
    try {
      result[type] = parseStoredMessages(storage.getItem(key));
      storage.removeItem(key);
    } catch {
      result[type] = [];
    }
  }
  return result;
}

/** Keeps a message for the next page load (appends to what is already waiting). */
export function carryMessage(
  type: CarriedMessageType,
  message: string,
  storage: MessageStorage | null = storageArea('session'),
): void {
  if (!storage) return;
  const key = STORAGE_KEYS[type];
  try {
    const waiting = parseStoredMessages(storage.getItem(key));
    storage.setItem(key, JSON.stringify([...waiting, message]));
  } catch {
    // Storage disabled: the message is lost, the action itself has still happened.
  }
}

/** Shows (as toasts) and clears the carried messages; successes first. */
export function flushCarriedMessages(
  storage: MessageStorage | null = storageArea('session'),
  show: (type: ToastType, message: string) => unknown = toast,
): number {
  const carried = takeCarriedMessages(storage);
  for (const type of ['success', 'error'] as const) {
    for (const message of carried[type]) show(TOAST_TYPE[type], message);
  }
  return carried.success.length + carried.error.length;
}
