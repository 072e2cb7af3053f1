/**
 * The review modal (queued as `appointment_review`): five star links for a completed visit. It cannot be
 * dismissed by the overlay or Escape; a star saves the rating at once and opens the comment step.
 * Loaded on demand: only clients with a visit to rate ever download it.
 */
import { useState } from 'react';
import type { PendingReview } from '../../../contracts/reviews.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatLongDate, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import type { ReviewRating } from '../../../core/reviews/review-rules.ts';
import { buttonClass, busySubmitProps } from '../../components/button.tsx';
import { DialogActions, DialogError } from '../../components/confirm-dialog.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { GenericModal } from '../../shell/generic-modal.tsx';
import { CommentField } from './comment-field.tsx';
import { REVIEW_INTENTS, rateVisitPath } from './review-texts.ts';
import { StarLinks } from './star-picker.tsx';

export const APPOINTMENT_REVIEW_MODAL_ID = 'appointment_review';

export default function ReviewModal({
  visit,
  isOpen,
  onStar,
  onClose,
}: {
  visit: PendingReview;
  isOpen: boolean;
  /** A star was clicked (the modal counts as shown from then on). */
  onStar: () => void;
  onClose: () => void;
}) {
  const action = buildRoute('account_appointments');
  const [step, setStep] = useState<'stars' | 'comment'>('stars');
  const stars = useIntentFetcher({ intent: REVIEW_INTENTS.create, onSuccess: () => setStep('comment') });
  const note = useIntentFetcher({ intent: REVIEW_INTENTS.edit, onSuccess: onClose });
  const [comment, setComment] = useState('');

  const pick = (rating: ReviewRating) => {
    onStar();
    void stars.fetcher.submit(
      { intent: REVIEW_INTENTS.create, appointmentId: visit.appointmentId, rating: String(rating) },
      { method: 'post', action },
    );
  };
  const when = formatLongDate(localDateOf(visit.start, visit.timeZone));

  return (
    <GenericModal
      id={APPOINTMENT_REVIEW_MODAL_ID}
      testId="appointment-review"
      title={step === 'stars' ? 'Kaip sekėsi vizitas?' : 'Ačiū! Norite ką nors pridurti?'}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      options={{ width: 480 }}
    >
      <div id={APPOINTMENT_REVIEW_MODAL_ID} data-id={visit.appointmentId} className="pb-1">
        <p className="text-sm text-zinc-700">
          <span className="font-medium text-zinc-900">{visit.serviceName}</span>, {visit.businessName}, {when}
        </p>
        {step === 'stars' ? (
          <>
            <p className="mt-2 text-sm text-zinc-700">
              Įvertinkite paslaugą – jūsų atsiliepimas padės kitiems klientams.
            </p>
            <div className="mt-4">
              <StarLinks
                hrefFor={(rating) => rateVisitPath(visit.appointmentId, rating)}
                onPick={pick}
                disabled={stars.busy}
              />
            </div>
            <DialogError message={stars.formError ?? stars.fields.rating} />
            <div className="mt-5 flex justify-end">
              <button type="button" onClick={onClose} disabled={stars.busy} className={buttonClass('ghost')}>
                {stars.formError ? 'Uždaryti' : 'Ne dabar'}
              </button>
            </div>
          </>
        ) : (
          <note.fetcher.Form method="post" action={action} noValidate className="mt-3">
            <input type="hidden" name="intent" value={REVIEW_INTENTS.edit} />
            <input type="hidden" name="appointmentId" value={visit.appointmentId} />
            <CommentField value={comment} onChange={setComment} error={note.fields.comment} />
            <DialogError message={note.formError} />
            <DialogActions>
              <button
                type="button"
                onClick={onClose}
                disabled={note.busy}
                className={buttonClass('secondary')}
              >
                Praleisti
              </button>
              <button
                {...busySubmitProps(note.busy)}
                disabled={comment.trim() === ''}
                className={buttonClass('primary')}
              >
                {note.busy ? 'Išsaugoma...' : 'Išsaugoti'}
              </button>
            </DialogActions>
          </note.fetcher.Form>
        )}
      </div>
    </GenericModal>
  );
}
