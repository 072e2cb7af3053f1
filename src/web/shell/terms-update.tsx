/**
 * The new-terms notice, queued as `terms_update` (after the specification's modals): a signed-in person who
 * accepted an older privacy policy and terms is asked to accept the current ones. "Sutinku" posts to the
 * account page's action, which records the version. Only the queue entry is here; the dialog loads when it
 * is about to open.
 */
import { lazy } from 'react';
import { LazyQueuedDialog } from './lazy-queued-dialog.tsx';

export const TERMS_UPDATE_MODAL_ID = 'terms_update';

const loadDialog = () => import('./terms-update-dialog.tsx');
const TermsUpdateDialog = lazy(loadDialog);

export function TermsUpdate({ wanted }: { wanted: boolean }) {
  return (
    <LazyQueuedDialog id={TERMS_UPDATE_MODAL_ID} wanted={wanted} load={loadDialog}>
      {({ isOpen, done }) => (
        <TermsUpdateDialog id={TERMS_UPDATE_MODAL_ID} isOpen={isOpen} onAccepted={done} />
      )}
    </LazyQueuedDialog>
  );
}
