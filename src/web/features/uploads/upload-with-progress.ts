/**
 * Uploads one file as multipart form data (field `file`) with XMLHttpRequest, because `fetch` cannot
 * report upload progress. Resolves with the parsed JSON answer; rejects with the API's `{ error, message }`
 * (or a Lithuanian stand-in when the server could not be reached or answered something else).
 */
import type { ApiError } from '../../../contracts/api-error.ts';
import { IMAGE_MAX_BYTES, IMAGE_TEXTS } from '../../../contracts/images.ts';
import { isApiError, logAnError } from '../../lib/api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–1; 1 once every byte is sent (the server may still be processing). */
  fraction: number;
}

export const UPLOAD_TEXTS = {
  network:
    'Nepavyko įkelti failo: nėra ryšio su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.',
  server: 'Nepavyko įkelti failo. Bandykite dar kartą po kelių akimirkų.',
  aborted: 'Įkėlimas atšauktas.',
} as const;

export function uploadFile<T>(
  url: string,
  file: Blob,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; fileName?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.total > 0 ? event.loaded / event.total : 0,
      });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (isApiError(body)) {
        if (xhr.status >= 500)
          void logAnError(`${xhr.status} error on POST ${url}: ${body.error} – ${body.message}`);
        reject(body);
        return;
      }
      void logAnError(`${xhr.status} error on POST ${url}`);
      reject({
        error: xhr.status === 413 ? 'file_too_large' : 'http_error',
        message: xhr.status === 413 ? IMAGE_TEXTS.tooLarge : UPLOAD_TEXTS.server,
      } satisfies ApiError);
    };
    xhr.onerror = () => {
      void logAnError(`An error on POST ${url}`);
      reject({ error: 'network', message: UPLOAD_TEXTS.network } satisfies ApiError);
    };
    xhr.onabort = () => reject({ error: 'aborted', message: UPLOAD_TEXTS.aborted } satisfies ApiError);
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'paveikslelis'));
    xhr.send(form);
  });
}

/**
 * What can be told before sending: empty, over the size limit, or plainly not an image. The server still
 * decides by content (a `.jpg` that is text is refused there).
 */
export function precheckImage(file: { size: number; type: string }): string | null {
  if (file.size === 0) return IMAGE_TEXTS.emptyFile;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TEXTS.tooLarge;
  if (file.type && !file.type.startsWith('image/')) return IMAGE_TEXTS.notAnImage;
  return null;
}

/** "2,4 MB" / "350 KB" for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString('lt-LT', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
