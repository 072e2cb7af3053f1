/**
 * The one adapter between a page's loader or action and the services: a service result
 * (`{ ok: true, value } | { ok: false, status, error, message, fields? }`) becomes the page's data, a redirect
 * to sign in, the route's error view, or the answer a form shows.
 */
import { data, redirect } from 'react-router';
import type { AdminResult } from '../../contracts/admin-schedules.ts';
import { buildRoute } from '../../contracts/routes.ts';
import type { SessionUser } from '../../contracts/session-user.ts';

type Refusal = Extract<AdminResult<unknown>, { ok: false }>;

/** What the admin error view receives from a thrown refusal. */
interface AdminPageError {
  status: number;
  message: string;
}

const NO_ACCESS_MESSAGE =
  'Toks verslas nerastas arba šį puslapį tvarko tik verslo savininkas ar administratorius.';

function signInRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(buildRoute('sign_in', { grizti: `${url.pathname}${url.search}` }));
}

/** The signed-in person, or a redirect to sign in and come back here. */
export function signedInOrRedirect(user: SessionUser | null, request: Request): SessionUser {
  return user ?? signInRedirect(request);
}

/** A 404 for the admin error view (another business's page answers the same as a missing one). */
export function notFoundPage(message = NO_ACCESS_MESSAGE): never {
  throw data({ status: 404, message } satisfies AdminPageError, { status: 404 });
}

/**
 * A page the service finds for the signed-in person: without one, a redirect to sign in; when the service finds
 * nothing (a missing page or another business's), the 404 page.
 */
export async function foundPage<T>(
  user: SessionUser | null,
  request: Request,
  load: (user: SessionUser) => Promise<T | null | undefined>,
  notFoundMessage?: string,
): Promise<T> {
  const page = await load(signedInOrRedirect(user, request));
  return page ?? notFoundPage(notFoundMessage);
}

/** 401 → the sign-in page (back here afterwards); anything else → the route's error view. */
export function throwFailure(result: Refusal, request: Request): never {
  if (result.status === 401) signInRedirect(request);
  throw data({ status: result.status, message: result.message } satisfies AdminPageError, {
    status: result.status,
  });
}

export function valueOrThrow<T>(result: AdminResult<T>, request: Request): T {
  if (result.ok) return result.value;
  return throwFailure(result, request);
}

/**
 * What a form's action answers; `intent` names which form of the page was sent. A success with `location`
 * opens that page with a full load (the change alters what the person may open there) and shows the
 * message on it.
 */
export type FormResult =
  | { ok: true; intent: string; message: string; location?: string }
  | { ok: false; intent: string; error: string; message: string; fields: Record<string, string> };

export type FormFailure = Extract<FormResult, { ok: false }>;

/**
 * The one rule for a refused change. 401 → sign in and 404 → the error view, as in a loader: what the form
 * changes is gone or belongs to someone else. Any other refusal (400, 403, 409, 422) comes back to the form
 * with its own status, its message and its field messages; a returned (not thrown) answer never replaces
 * the page with the error view, whatever its status.
 */
export function formFailure(result: Refusal, request: Request, intent = '') {
  if (result.status === 401 || result.status === 404) throwFailure(result, request);
  const failure: FormFailure = {
    ok: false,
    intent,
    error: result.error,
    message: result.message,
    fields: result.fields ?? {},
  };
  return data(failure, { status: result.status });
}

/** A form's answer: the success message, or the refusal by the rule of `formFailure`. */
export function formResult<T>(
  result: AdminResult<T>,
  request: Request,
  intent: string,
  success: string | ((value: T) => string),
) {
  if (!result.ok) return formFailure(result, request, intent);
  const message = typeof success === 'function' ? success(result.value) : success;
  return data<FormResult>({ ok: true, intent, message });
}

/** A form's answer whose success opens another page (`next` names it and the message shown there). */
export function formResultOpening<T>(
  result: AdminResult<T>,
  request: Request,
  intent: string,
  next: (value: T) => { message: string; location: string },
) {
  if (!result.ok) return formFailure(result, request, intent);
  return data<FormResult>({ ok: true, intent, ...next(result.value) });
}

/**
 * Whether an action's answer opens another page (`formResultOpening`): the page being left need not load
 * again, and must not when the change took away what its loaders need (a deleted account's session).
 */
function leavesPage(actionResult: unknown): boolean {
  return (
    actionSucceeded(actionResult) && 'location' in actionResult && typeof actionResult.location === 'string'
  );
}

/** Whether an action's answer (as `shouldRevalidate` is given it) is a success. */
export function actionSucceeded(actionResult: unknown): actionResult is { ok: true } {
  return (
    typeof actionResult === 'object' &&
    actionResult !== null &&
    'ok' in actionResult &&
    actionResult.ok === true
  );
}

/** A route's `shouldRevalidate` for pages an action may leave (`formResultOpening`): no reload then. */
export function revalidateUnlessLeaving({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return leavesPage(actionResult) ? false : defaultShouldRevalidate;
}

/** The answer to a form whose `intent` the page does not know (a stale or tampered form). */
export function unknownIntent(request: Request, intent: string) {
  return formResult(
    { ok: false, status: 400, error: 'invalid_input', message: 'Nežinomas veiksmas.' },
    request,
    intent,
    '',
  );
}

/** A form field as a string (files and missing fields become undefined). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** What a page's action starts with: the signed-in person (or a redirect to sign in), the form and its `intent`. */
export async function intentPost(user: SessionUser | null, request: Request) {
  const signedIn = signedInOrRedirect(user, request);
  const form = await request.formData();
  return { user: signedIn, form, intent: formText(form, 'intent') ?? '' };
}

/** A form field as a string, empty when it is missing or a file. */
export function textField(form: FormData, name: string): string {
  return formText(form, name) ?? '';
}
