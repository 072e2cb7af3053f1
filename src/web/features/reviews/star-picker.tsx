import { useState } from 'react';
import { REVIEW_RATINGS, type ReviewRating } from '../../../core/reviews/review-rules.ts';
import { StarIcon } from '../../components/icons.tsx';
import { starsLabel } from './review-texts.ts';

/** Five stars to choose from in a form (a radio group posting `rating`). */
export function StarPicker({
  value,
  onChange,
  name = 'rating',
  error,
}: {
  value: ReviewRating | null;
  onChange: (rating: ReviewRating) => void;
  name?: string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-zinc-900">Įvertinimas</legend>
      <div className="mt-1 flex gap-1">
        {REVIEW_RATINGS.map((rating) => {
          const lit = value !== null && rating <= value;
          return (
            <label
              key={rating}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <span className="sr-only">{starsLabel(rating)}</span>
              <StarIcon
                filled={lit}
                className={`size-8 ${lit ? 'text-amber-500' : 'text-zinc-300 hover:text-amber-300'}`}
              />
            </label>
          );
        })}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/**
 * Five star links (the review modal's first step): each leads to rating the visit on "Mano vizitai" and,
 * with JavaScript, saves the stars at once through `onPick`.
 */
export function StarLinks({
  hrefFor,
  onPick,
  disabled,
}: {
  hrefFor: (rating: ReviewRating) => string;
  onPick: (rating: ReviewRating) => void;
  disabled?: boolean;
}) {
  // The stars up to the one under the pointer (or focused) light up, as the rating they would give.
  const [lit, setLit] = useState(0);
  return (
    <ul className="flex justify-center gap-1" aria-label="Įvertinimas" onMouseLeave={() => setLit(0)}>
      {REVIEW_RATINGS.map((rating) => (
        <li key={rating}>
          <a
            href={hrefFor(rating)}
            data-rating={rating}
            aria-disabled={disabled || undefined}
            onMouseEnter={() => setLit(rating)}
            onFocus={() => setLit(rating)}
            onBlur={() => setLit(0)}
            onClick={(event) => {
              event.preventDefault();
              if (!disabled) onPick(rating);
            }}
            className="block rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span className="sr-only">{starsLabel(rating)}</span>
            <StarIcon
              filled
              className={`size-10 transition-colors ${rating <= lit ? 'text-amber-500' : 'text-zinc-300'}`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
