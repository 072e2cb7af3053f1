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
            <path d="M12 3c1.9 2.2 2.6 4.4 2.1 6.4 2-.9 4.3-.8 6.4.4-1.1 2.5-3 4-5.2 4.4 1.5 1.5 2.2 3.6 2.1 6-2.6-.1-4.5-1.2-5.4-3.1-.9 1.9-2.8 3-5.4 3.1-.1-2.4.6-4.5 2.1-6-2.2-.4-4.1-1.9-5.2-4.4 2.1-1.2 4.4-1.3 6.4-.4C9.4 7.4 10.1 5.2 12 3Z" />
          </svg>
        </span>
      )}
      <span
        className={`truncate font-semibold tracking-tight text-zinc-900 ${compact ? 'text-base' : 'text-lg'}`}
      >
        {name}
      </span>
    </span>
  );
}
