import { PRODUCT_MARK_PATH } from '../../core/ui/product-mark.ts';

/** The product's mark and name, or a business's logo and name in its app. */
export function BrandMark({
  name,
  logo,
  compact = false,
}: {
  name: string;
  logo?: string | null;
  compact?: boolean;
}) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      {logo ? (
        <img
          src={logo}
          alt=""
          width={36}
          height={36}
          className="size-9 shrink-0 rounded-full object-cover ring-1 ring-stone-200"
        />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm shadow-brand-900/20">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
            <path d={PRODUCT_MARK_PATH} />
          </svg>
        </span>
      )}
      {/* A long name takes a second line on a narrow phone rather than losing its end to an ellipsis. */}
      <span
        className={`line-clamp-2 leading-tight font-semibold tracking-tight text-zinc-900 ${compact ? 'text-base' : 'text-base sm:text-lg'}`}
      >
        {name}
      </span>
    </span>
  );
}
