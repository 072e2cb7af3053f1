import { StarIcon } from '../../components/icons.tsx';
import { formatRating } from './catalog-text.ts';

/**
 * Five stars filled to the rating (halves rounded), read out as "Įvertinimas 4,5 iš 5" — or hidden from
 * screen readers (`decorative`) where the rating is written out beside them.
 */
export function RatingStars({
  rating,
  size = 'size-4',
  decorative = false,
}: {
  rating: number;
  size?: string;
  decorative?: boolean;
}) {
  const filled = Math.round(rating);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `Įvertinimas ${formatRating(rating)} iš 5` })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          filled={n <= filled}
          className={`${size} ${n <= filled ? 'text-amber-500' : 'text-zinc-300'}`}
        />
      ))}
    </span>
  );
}
