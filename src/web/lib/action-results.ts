/** Action helpers of the appointment pages: a refused change comes back to the form with its message. */
import { data } from 'react-router';
import type { AdminResult } from '../../contracts/admin-schedules.ts';
import { throwFailure } from './admin-loader.ts';

export interface ActionFailure {
  ok: false;
  error: string;
  message: string;
  fields: Record<string, string>;
}

type Failure = Extract<AdminResult<unknown>, { ok: false }>;

/** 401 → sign in, 404 → the error view; any other refusal (400, 403, 409, 422) → shown on the page. */
export function actionFailure(result: Failure, request: Request) {
  if (result.status === 401 || result.status === 404) throwFailure(result, request);
  return data(
    {
      ok: false,
      error: result.error,
      message: result.message,
      fields: result.fields ?? {},
    } satisfies ActionFailure as ActionFailure,
    { status: result.status },
  );
}

/** Form fields as strings (files and missing fields become undefined). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}
