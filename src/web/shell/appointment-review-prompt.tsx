/**
 * Asks a signed-in client to rate their newest completed, unreviewed visit: the review modal, queued as
 * `appointment_review` (after the listed dialogs), once per visit per browser session. The question to the
 * server is loaded for signed-in clients only and the modal's code only when there is a visit to rate, so
 * neither weighs on the page's first download.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PendingReview } from '../../contracts/reviews.ts';
import { useQueuedModal } from './modal-queue-host.tsx';
import { isSigningOut } from './sign-out.ts';
import { isFlagValue, readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

const ReviewModal = lazy(() => import('../features/reviews/review-modal.tsx'));

const MODAL_ID = 'appointment_review';

function alreadyShown(appointmentId: string): boolean {
  return isFlagValue(readStorage('session', STORAGE_KEYS.appointmentReviewModalShown(appointmentId)));
}

function markShown(appointmentId: string): void {
  writeStorage('session', STORAGE_KEYS.appointmentReviewModalShown(appointmentId), 'true');
}

export function AppointmentReviewPrompt({ signedIn }: { signedIn: boolean }) {
  const [visit, setVisit] = useState<PendingReview | null>(null);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      setVisit(null);
      return;
    }
    let live = true;
    // Asked when the modal queue starts (a second after load), not at once: a page left straight away
    // (signing out, say) never asks with a session that is already gone.
    const timer = setTimeout(() => {
      if (isSigningOut()) return;
      import('../features/reviews/pending-review.ts')
        // Signing out, or signed out while the module loaded: nothing to ask.
        .then(({ fetchPendingReview }) => (live && !isSigningOut() ? fetchPendingReview() : null))
        .then((pending) => {
          if (live && pending && !alreadyShown(pending.appointmentId)) setVisit(pending);
        })
        // The modal is an invitation, not a page part: without the answer it simply does not open.
        .catch(() => undefined);
    }, 1000);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [signedIn]);

  const { isOpen, setOpen } = useQueuedModal(MODAL_ID, visit !== null, () => setMounted(true));
  if (!visit || !mounted) return null;
  const close = () => {
    markShown(visit.appointmentId);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ReviewModal
        visit={visit}
        isOpen={isOpen}
        onStar={() => markShown(visit.appointmentId)}
        onClose={close}
      />
    </Suspense>
  );
}
