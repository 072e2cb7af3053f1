import { Link } from 'react-router';
import { ArrowLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';

/** Page numbers to show: first, last, the current one and its neighbours; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const base = 'inline-flex h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-medium';
  const idle = `${base} bg-white text-zinc-800 ring-1 ring-stone-200 hover:bg-stone-100`;
  return (
    <nav aria-label="Puslapiai" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={`${idle} gap-1`} rel="prev">
          <ArrowLeftIcon className="size-4" />
          Ankstesnis
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-zinc-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${base} bg-brand-700 text-white`}>
                  <span className="sr-only">Puslapis </span>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} className={idle}>
                  <span className="sr-only">Puslapis </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={`${idle} gap-1`} rel="next">
          Kitas
          <ChevronRightIcon className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
