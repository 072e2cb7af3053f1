/** The look shared by the sections of a salon's marketplace page. */
import type { ReactNode } from 'react';

/** A white card on the page's stone background. */
export const BUSINESS_CARD = 'rounded-2xl border border-stone-200 bg-white shadow-sm';

/** A titled section; `aside` stands at the right of the title (a count). */
export function BusinessSection({
  slug,
  title,
  aside,
  id,
  className,
  children,
}: {
  /** Names the heading's id, `<slug>-heading`. */
  slug: string;
  title: string;
  aside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={`${slug}-heading`} className="text-xl font-semibold text-zinc-900 sm:text-2xl">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${slug}-heading`} id={id} className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
