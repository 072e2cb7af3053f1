// Words and addresses the review dialog, the review modal and "Mano vizitai" share.
import { buildRoute } from '../../../contracts/routes.ts';
import type { ReviewRating } from '../../../core/reviews/review-rules.ts';

export const RATE_VISIT = 'Įvertinti';
export const REVIEW_SAVED = 'Ačiū! Jūsų įvertinimas išsaugotas.';
export const REVIEW_UPDATED = 'Atsiliepimas atnaujintas.';

/** The form intents of the "Mano vizitai" action that reviews use. */
export const REVIEW_INTENTS = { create: 'review', edit: 'edit-review' } as const;

/** "Mano vizitai" opened on one visit (`?vizitas=`), optionally with the stars already chosen. */
export function rateVisitPath(appointmentId: string, rating?: ReviewRating): string {
  return buildRoute('account_appointments', { vizitas: appointmentId, ivertinimas: rating });
}

/** "Labai blogai" … "Puikiai": what each number of stars says, for screen readers and the picker. */
export const RATING_WORDS: Readonly<Record<ReviewRating, string>> = {
  1: 'Labai blogai',
  2: 'Blogai',
  3: 'Vidutiniškai',
  4: 'Gerai',
  5: 'Puikiai',
};

export function starsLabel(rating: ReviewRating): string {
  const word = rating === 1 ? 'žvaigždutė' : 'žvaigždutės';
  return `${rating} ${word} – ${RATING_WORDS[rating]}`;
}
