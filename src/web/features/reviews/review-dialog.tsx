import { useState } from 'react';
import { Heading } from 'react-aria-components';
import type { Review } from '../../../contracts/reviews.ts';
import { REVIEW_RATINGS, type ReviewRating } from '../../../core/reviews/review-rules.ts';
import { busySubmitProps, buttonClass } from '../../components/button.tsx';
import { DialogActions, DialogError } from '../../components/confirm-dialog.tsx';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { CommentField } from './comment-field.tsx';
import { REVIEW_INTENTS } from './review-texts.ts';
import { StarPicker } from './star-picker.tsx';

export interface ReviewSubject {
  appointmentId: string;
  /** "Moteriškas kirpimas, Saulė, lapkričio 20 d." */
  summary: string;
  /** The review to edit, or null to write one. */
  review: Review | null;
  /** Stars already chosen (a star link of the review modal or an e-mail). */
  initialRating?: ReviewRating | null;
}

function asRating(value: number | null | undefined): ReviewRating | null {
  return REVIEW_RATINGS.find((r) => r === value) ?? null;
}

/** Stars and a comment for one visit, posted to the page's action (`review` or `edit-review`). */
export function ReviewDialog({
  subject,
  action,
  onClose,
}: {
  subject: ReviewSubject | null;
  /** The page whose action saves reviews. */
  action: string;
  onClose: () => void;
}) {
  return (
    <SheetDialog isOpen={subject !== null} onClose={onClose} testId="review-dialog">
      {subject ? (
        <ReviewForm key={subject.appointmentId} subject={subject} action={action} onSaved={onClose} />
      ) : null}
    </SheetDialog>
  );
}

export function ReviewForm({
  subject,
  action,
  onSaved,
  onCancel,
}: {
  subject: ReviewSubject;
  action: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const editing = subject.review !== null;
  const intent = editing ? REVIEW_INTENTS.edit : REVIEW_INTENTS.create;
  const { fetcher, busy, fields, formError } = useIntentFetcher({ intent, onSuccess: onSaved });
  const [rating, setRating] = useState<ReviewRating | null>(
    asRating(subject.review?.rating) ?? subject.initialRating ?? null,
  );
  const [comment, setComment] = useState(subject.review?.comment ?? '');
  return (
    <fetcher.Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="appointmentId" value={subject.appointmentId} />
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        {editing ? 'Pataisyti atsiliepimą' : 'Įvertinkite vizitą'}
      </Heading>
      <p className="mt-1 text-sm text-zinc-700">{subject.summary}</p>
      <div className="mt-4">
        <StarPicker value={rating} onChange={setRating} error={fields.rating} />
      </div>
      <CommentField value={comment} onChange={setComment} error={fields.comment} className="mt-4" />
      <DialogError message={formError} />
      <DialogActions>
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary')}>
            Atšaukti
          </button>
        ) : null}
        <button {...busySubmitProps(busy)} className={buttonClass('primary')}>
          {busy ? 'Išsaugoma...' : 'Išsaugoti'}
        </button>
      </DialogActions>
    </fetcher.Form>
  );
}
