/**
 * Signs out (POST /api/auth/sign-out), deletes the app's offline copies of personal pages and reloads the
 * page, which then renders for an anonymous visitor.
 */
import { buildRoute } from '../../contracts/routes.ts';
import { logAnError } from '../lib/api-client.ts';
import { deletePrivateCaches } from '../service-worker/cache-names.ts';
import { toast } from './toast-store.ts';

const SIGN_OUT_FAILED_MESSAGE = 'Nepavyko atsijungti. Bandykite dar kartą.';

export async function signOut(): Promise<void> {
  try {
    const response = await fetch(buildRoute('sign_out'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`${response.status} error on POST ${buildRoute('sign_out')}`);
    // The app's offline copies of this person's pages must not outlive the session on a shared device.
    await deletePrivateCaches().catch((error: unknown) => console.warn('Offline copies not deleted', error));
    window.location.reload();
  } catch (error) {
    console.warn('Sign-out failed', error);
    void logAnError(error instanceof Error ? error.message : String(error));
    toast('danger', SIGN_OUT_FAILED_MESSAGE);
  }
}
