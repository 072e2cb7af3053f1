import { monogram } from './catalog-text.ts';

/** The business's logo, or its monogram on a rose tile when it has none. Decorative: the name is beside it. */
export function BusinessLogo({
  name,
  src,
  className = 'size-12 rounded-xl',
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className={`${className} shrink-0 bg-white object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 font-semibold text-brand-800`}
    >
      {monogram(name)}
    </span>
  );
}
