import { firstLetterOf, initialsOf } from '../lib/initials.ts';

/**
 * A round picture of a person or a business: their photo, or their initials on a coloured disc. A `tile` is a
 * business's logo as a page's heading shows it: a rounded square, its name's first letter without one.
 * `className` gives both the size (and any frame), `discClassName` the disc's colours and type. Decorative
 * unless `alt` names the photo, because the name is always written next to it.
 */
export function Avatar({
  name,
  photo = null,
  className,
  photoClassName = '',
  discClassName,
  alt = '',
  width,
  height,
  letters,
  loading = 'lazy',
  tile = false,
}: {
  name: string;
  photo?: string | null;
  className: string;
  /** Classes only the photo takes (say, a white backing behind a logo). */
  photoClassName?: string;
  discClassName: string;
  alt?: string;
  width?: number;
  height?: number;
  /** What the disc shows instead of the name's initials. */
  letters?: string;
  /** `eager` for a picture at the top of the page, which should not wait. */
  loading?: 'lazy' | 'eager';
  tile?: boolean;
}) {
  const rounded = tile ? 'rounded-2xl' : 'rounded-full';
  if (photo) {
    return (
      <img
        src={photo}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        className={`${className} ${photoClassName} shrink-0 ${rounded} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} ${discClassName} grid shrink-0 place-items-center ${rounded}`}
    >
      {letters ?? (tile ? firstLetterOf(name) : initialsOf(name))}
    </span>
  );
}
