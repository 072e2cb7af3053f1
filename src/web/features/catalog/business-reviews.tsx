import { useState } from 'react';
import type { PublicBusiness } from '../../../contracts/catalog.ts';
import type { PublicReviewItem, PublicReviewPage } from '../../../contracts/reviews.ts';
import {
  formatLongDate,
  formatShortDate,
  LITHUANIAN_MONTHS_GENITIVE,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import {
  distributionPercent,
  REVIEW_RATINGS,
  REVIEWS_PAGE_SIZE,
  type RatingDistribution,
} from '../../../core/reviews/review-rules.ts';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { Avatar } from '../../components/avatar.tsx';
import { toast } from '../../shell/toast-store.ts';
import { BUSINESS_CARD, BusinessSection } from './business-section.tsx';
import { formatRating, reviewCountLabel } from './catalog-text.ts';
import { RatingStars } from './rating-stars.tsx';

export const SHOW_MORE_REVIEWS = 'Rodyti daugiau';
export const VERIFIED_VISIT = 'patvirtintas vizitas';

/** `sk, lapkr. 22` this year, `2025-11-22` before: the day in the business's own zone. */
function reviewShortDate(iso: string, timeZone: string, currentYear: number): string {
  const date = localDateOf(iso, timeZone);
  return Number(date.slice(0, 4)) === currentYear ? formatShortDate(date) : date;
}

/** `sekmadienis, lapkričio 22 d.` this year, `2025 m. lapkričio 22 d.` before. */
function reviewDate(iso: string, timeZone: string, currentYear: number): string {
  const date = localDateOf(iso, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year === currentYear) return formatLongDate(date);
  return `${year} m. ${LITHUANIAN_MONTHS_GENITIVE[month - 1]} ${day} d.`;
}

/**
 * The newest reviews the page came with, and the next pages on "Rodyti daugiau" (read from the public review
 * list, so the page's loader does not run again).
 */
export function useMoreReviews(slug: string, first: readonly PublicReviewItem[], total: number) {
  const [more, setMore] = useState<PublicReviewItem[]>([]);
  const [busy, setBusy] = useState(false);
  const items = [...first, ...more.filter((m) => !first.some((f) => f.id === m.id))];
  const loadMore = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const page = Math.floor(items.length / REVIEWS_PAGE_SIZE) + 1;
      // The answer's contract (and zod with it) loads with the first "more": a business page that is only
      // read never downloads it.
      const [{ publicReviewPageSchema }, body] = await Promise.all([
        import('../../../contracts/reviews.ts'),
        callApi('GET', 'public_business_reviews', { params: { slug, page } }),
      ]);
      const answer: PublicReviewPage = publicReviewPageSchema.parse(body);
      setMore((current) => [...current, ...answer.items.filter((n) => !current.some((c) => c.id === n.id))]);
    } catch (failure) {
      toast('danger', requestErrorMessage(failure, 'Nepavyko įkelti atsiliepimų. Bandykite dar kartą.'));
    } finally {
      setBusy(false);
    }
  };
  return { items, busy, hasMore: items.length < total, loadMore };
}

/** Five-to-one star bars: how many reviews gave each number of stars. */
export function RatingBars({ distribution }: { distribution: RatingDistribution }) {
  return (
    <ul className="grid w-full max-w-xs gap-1" aria-label="Įvertinimų pasiskirstymas">
      {[...REVIEW_RATINGS].reverse().map((stars) => {
        const count = distribution[`${stars}`];
        return (
          <li key={stars} className="flex items-center gap-2 text-xs text-zinc-700">
            <span className="w-3 text-right tabular-nums" aria-hidden="true">
              {stars}
            </span>
            <span className="sr-only">
              {stars} ž.: {reviewCountLabel(count)}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${distributionPercent(distribution, stars)}%` }}
              />
            </span>
            <span className="w-7 text-right tabular-nums text-zinc-600" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** One review; `timeZone` is the business's, `currentYear` the year now in it. */
function ReviewCard({
  review,
  timeZone,
  currentYear,
}: {
  review: PublicReviewItem;
  timeZone: string;
  currentYear: number;
}) {
  return (
    <li className={`p-4 sm:p-5 ${BUSINESS_CARD}`} data-testid="review">
      <div className="flex items-center gap-3">
        <Avatar
          name={review.authorName}
          className="size-10"
          discClassName="bg-stone-100 text-sm font-semibold text-zinc-700"
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-zinc-900">
            {review.authorName}
            <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
              <CheckCircleIcon className="size-3.5" />
              {VERIFIED_VISIT}
            </span>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <RatingStars rating={review.rating} size="size-3.5" />
            <time
              dateTime={review.createdAt}
              title={reviewDate(review.createdAt, timeZone, currentYear)}
              className="text-xs text-zinc-600"
            >
              {reviewShortDate(review.createdAt, timeZone, currentYear)}
            </time>
          </p>
        </div>
      </div>
      {review.comment ? (
        <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-zinc-700">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm" data-testid="review-reply">
          <p className="text-xs font-semibold text-zinc-900">Salono atsakymas</p>
          <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-zinc-700">
            {review.reply.text}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/** Reviews as cards, newest first, dated in the business's `timeZone`. */
export function ReviewCards({
  reviews,
  timeZone,
  currentYear,
}: {
  reviews: readonly PublicReviewItem[];
  timeZone: string;
  currentYear: number;
}) {
  return (
    <ul className="mt-4 grid gap-3">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} timeZone={timeZone} currentYear={currentYear} />
      ))}
    </ul>
  );
}

/** The rating summary and the reviews, newest first; `#atsiliepimai` is where the header's count leads. */
export function BusinessReviews({
  business,
  currentYear,
}: {
  business: PublicBusiness;
  currentYear: number;
}) {
  const { items, busy, hasMore, loadMore } = useMoreReviews(
    business.slug,
    business.reviews,
    business.reviewCount,
  );
  return (
    <BusinessSection slug="atsiliepimai" title="Atsiliepimai" id="atsiliepimai" className="scroll-mt-24">
      {business.rating !== null ? (
        <div
          className={`mt-4 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-8 ${BUSINESS_CARD}`}
          data-testid="review-summary"
        >
          <div className="flex items-center gap-4">
            <span className="text-4xl font-bold text-zinc-900">{formatRating(business.rating)}</span>
            <div>
              <RatingStars rating={business.rating} size="size-5" />
              <p className="mt-1 text-sm text-zinc-600">{reviewCountLabel(business.reviewCount)}</p>
            </div>
          </div>
          <RatingBars distribution={business.ratingDistribution} />
        </div>
      ) : (
        <p className="mt-3 text-zinc-600">
          Atsiliepimų dar nėra. Po vizito klientai gali įvertinti paslaugą.
        </p>
      )}
      {items.length > 0 ? (
        <ReviewCards reviews={items} timeZone={business.timeZone} currentYear={currentYear} />
      ) : null}
      {hasMore ? (
        <button
          type="button"
          onClick={() => void loadMore()}
          disabled={busy}
          className="mt-4 w-full rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-zinc-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {busy ? 'Įkeliama…' : SHOW_MORE_REVIEWS}
        </button>
      ) : null}
    </BusinessSection>
  );
}
