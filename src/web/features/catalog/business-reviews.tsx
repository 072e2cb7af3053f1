import type { PublicBusiness } from '../../../contracts/catalog.ts';
import {
  formatLongDate,
  formatShortDate,
  LITHUANIAN_MONTHS_GENITIVE,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { BUSINESS_CARD, BusinessSection } from './business-section.tsx';
import { formatRating, reviewCountLabel } from './catalog-text.ts';
import { initialsOf } from '../../lib/initials.ts';
import { RatingStars } from './rating-stars.tsx';

/** The salons are in Lithuania: review days are Vilnius days. */
export const BUSINESS_TIME_ZONE = 'Europe/Vilnius';

/** `sk, lapkr. 22` this year, `2025-11-22` before. */
function reviewShortDate(iso: string, currentYear: number): string {
  const date = localDateOf(iso, BUSINESS_TIME_ZONE);
  return Number(date.slice(0, 4)) === currentYear ? formatShortDate(date) : date;
}

/** `sekmadienis, lapkričio 22 d.` this year, `2025 m. lapkričio 22 d.` before. */
function reviewDate(iso: string, currentYear: number): string {
  const date = localDateOf(iso, BUSINESS_TIME_ZONE);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year === currentYear) return formatLongDate(date);
  return `${year} m. ${LITHUANIAN_MONTHS_GENITIVE[month - 1]} ${day} d.`;
}

/** The rating summary and the latest reviews; `#atsiliepimai` is where the header's count leads. */
export function BusinessReviews({
  business,
  currentYear,
}: {
  business: PublicBusiness;
  currentYear: number;
}) {
  return (
    <BusinessSection slug="atsiliepimai" title="Atsiliepimai" id="atsiliepimai" className="scroll-mt-24">
      {business.rating !== null ? (
        <div className={`mt-4 flex items-center gap-4 p-5 ${BUSINESS_CARD}`}>
          <span className="text-4xl font-bold text-zinc-900">{formatRating(business.rating)}</span>
          <div>
            <RatingStars rating={business.rating} size="size-5" />
            <p className="mt-1 text-sm text-zinc-600">
              {reviewCountLabel(business.reviewCount)}
              {business.reviewCount > business.reviews.length
                ? ` · rodomi naujausi ${business.reviews.length}`
                : ''}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-zinc-600">
          Atsiliepimų dar nėra. Po vizito klientai gali įvertinti paslaugą.
        </p>
      )}
      {business.reviews.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {business.reviews.map((review) => (
            <li key={review.id} className={`p-4 sm:p-5 ${BUSINESS_CARD}`}>
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-zinc-700"
                >
                  {initialsOf(review.authorName)}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-zinc-900">{review.authorName}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <RatingStars rating={review.rating} size="size-3.5" />
                    <time
                      dateTime={review.createdAt}
                      title={reviewDate(review.createdAt, currentYear)}
                      className="text-xs text-zinc-600"
                    >
                      {reviewShortDate(review.createdAt, currentYear)}
                    </time>
                  </p>
                </div>
              </div>
              {review.comment ? (
                <p className="mt-3 text-sm leading-relaxed text-zinc-700">{review.comment}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </BusinessSection>
  );
}
