/** Loader helpers of the images, clients and invitations pages. */
import { data, redirect } from 'react-router';
import type { SessionUser } from '../../contracts/session-user.ts';
import { buildRoute } from '../../contracts/routes.ts';

/** The signed-in person, or a redirect to sign in and come back here. */
export function signedInOrRedirect(user: SessionUser | null, request: Request): SessionUser {
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(buildRoute('sign_in', { grizti: `${url.pathname}${url.search}` }));
}

export const NO_ACCESS_MESSAGE =
  'Toks verslas nerastas arba šį puslapį tvarko tik verslo savininkas ar administratorius.';

/** A 404 for the admin error view (another business's page answers the same as a missing one). */
export function notFoundPage(message = NO_ACCESS_MESSAGE): never {
  throw data({ status: 404, message }, { status: 404 });
}
