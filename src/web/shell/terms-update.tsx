/**
 * The new-terms notice, queued as `terms_update` (after the specification's modals): a signed-in person who
 * accepted an older privacy policy and terms is asked to accept the current ones. "Sutinku" posts to the
 * account page's action, which records the version. Only the queue entry is here; the dialog loads when it
 * is about to open.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useQueuedModal } from './modal-queue-host.tsx';

export const TERMS_UPDATE_MODAL_ID = 'terms_update';

const loadDialog = () => import('./terms-update-dialog.tsx');
const TermsUpdateDialog = lazy(loadDialog);

export function TermsUpdate({ wanted }: { wanted: boolean }) {
  const revalidator = useRevalidator();
  const { isOpen, setOpen } = useQueuedModal(TERMS_UPDATE_MODAL_ID, wanted);
  // Stays mounted once shown, so its closing is announced to the queue like any modal's.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (isOpen) setShown(true);
  }, [isOpen]);
  useEffect(() => {
    if (wanted) void loadDialog();
  }, [wanted]);

  if (!isOpen && !shown) return null;
  return (
    <Suspense fallback={null}>
      <TermsUpdateDialog
        id={TERMS_UPDATE_MODAL_ID}
        isOpen={isOpen}
        onAccepted={() => {
          setOpen(false);
          // The page's user now carries the new version: the notice does not come back.
          void revalidator.revalidate();
        }}
      />
    </Suspense>
  );
}
