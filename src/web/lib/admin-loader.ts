/** Loader and action helpers of the admin schedule pages: service results to data, redirects or errors. */
import { data, redirect } from 'react-router';
import type { AdminResult } from '../../contracts/admin-schedules.ts';
import { buildRoute } from '../../contracts/routes.ts';

export interface AdminPageError {
  status: number;
  message: string;
}

type Failure = Extract<AdminResult<unknown>, { ok: false }>;

/** 401 → the sign-in page (back here afterwards); anything else → the route's error boundary. */
export function throwFailure(result: Failure, request: Request): never {
  if (result.status === 401) {
    const url = new URL(request.url);
    throw redirect(buildRoute('sign_in', { grizti: `${url.pathname}${url.search}` }));
  }
  throw data({ status: result.status, message: result.message } satisfies AdminPageError, {
    status: result.status,
  });
}

export function valueOrThrow<T>(result: AdminResult<T>, request: Request): T {
  if (result.ok) return result.value;
  return throwFailure(result, request);
}

/** What an action returns when the service refused the input: shown next to the fields. */
export interface FormFailure {
  ok: false;
  message: string;
  fields: Record<string, string>;
}

/** Refused input (400/422) → field messages for the form; other refusals → as in loaders. */
export function formFailure(result: Failure, request: Request) {
  if (result.status !== 400 && result.status !== 422) throwFailure(result, request);
  return data(
    { ok: false, message: result.message, fields: result.fields ?? {} } satisfies FormFailure as FormFailure,
    { status: result.status },
  );
}
