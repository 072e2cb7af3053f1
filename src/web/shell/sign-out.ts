/**
 * Signs out (POST /api/auth/sign-out through the one browser module that talks to the auth service),
 * deletes the app's offline copies of personal pages and reloads the page (or opens `leaveTo`), which then
 * renders for an anonymous visitor. The one way to sign out.
 */
import { buildRoute } from '../../contracts/routes.ts';
import { logAnError } from '../lib/api-client.ts';
import { deletePrivateCaches } from '../service-worker/cache-names.ts';
import { toast } from './toast-store.ts';

const SIGN_OUT_FAILED_MESSAGE = 'Nepavyko atsijungti. Bandykite dar kartą.';

let signingOut = false;

/**
 * True from the moment the person asks to sign out: a part of the page that asks the server on its own
 * (the review prompt) stays quiet, as its question would reach the server without a session.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Resolves to false when signing out failed (the person stays signed in and has been told). */
export async function signOut({ leaveTo }: { leaveTo?: string } = {}): Promise<boolean> {
  signingOut = true;
  try {
    // Loaded when asked for: every page has the menu, few visits sign out.
    const { authPost } = await import('../features/auth/auth-api.ts');
    const result = await authPost(buildRoute('sign_out'));
    if (!result.ok) throw new Error(`${result.status} error on POST ${buildRoute('sign_out')}`);
    // The app's offline copies of this person's pages must not outlive the session on a shared device.
    await deletePrivateCaches().catch((error: unknown) => console.warn('Offline copies not deleted', error));
    if (leaveTo) window.location.assign(leaveTo);
    else window.location.reload();
    return true;
  } catch (error) {
    signingOut = false;
    console.warn('Sign-out failed', error);
    void logAnError(error instanceof Error ? error.message : String(error));
    toast('danger', SIGN_OUT_FAILED_MESSAGE);
    return false;
  }
}
