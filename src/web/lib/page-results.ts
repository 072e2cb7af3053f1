/** Action helpers of the business set-up pages: service results → what the page shows. */
import { data } from 'react-router';
import type { AdminResult } from '../../contracts/admin-schedules.ts';
import { throwFailure } from './admin-loader.ts';

/** What a form action answers: a success message, or the refusal with field messages. */
export type FormResult<T = undefined> =
  | { ok: true; intent: string; message: string; value?: T }
  | { ok: false; intent: string; message: string; fields: Record<string, string> };

/**
 * 401 goes to sign-in (like a loader); any other refusal comes back to the form with its message and field
 * messages (400/422 with the status, others as 200 so a fetcher's page does not switch to its error view).
 */
export function formResult<T>(
  result: AdminResult<T>,
  request: Request,
  intent: string,
  success: string | ((value: T) => string),
) {
  if (result.ok) {
    const message = typeof success === 'function' ? success(result.value) : success;
    return data({ ok: true, intent, message } as FormResult);
  }
  if (result.status === 401) throwFailure(result, request);
  const status = result.status === 400 || result.status === 422 ? result.status : 200;
  return data({ ok: false, intent, message: result.message, fields: result.fields ?? {} } as FormResult, {
    status,
  });
}
