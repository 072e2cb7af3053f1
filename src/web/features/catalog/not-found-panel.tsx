import { isRouteErrorResponse, Link } from 'react-router';
import { SERVER_ERROR_TEXTS } from '../../components/error-texts.ts';
import { SearchIcon } from '../../components/icons.tsx';
import { searchPath } from './catalog-text.ts';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

/** The catalogue pages' error view: a 404 says what was not found and where to look instead. */
export function CatalogErrorPanel({
  error,
  notFoundTitle,
  notFoundText,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundText: string;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? notFoundTitle : SERVER_ERROR_TEXTS.title;
  const text = notFound ? notFoundText : SERVER_ERROR_TEXTS.text;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <title>{`${title} – ${DEFAULT_BRAND_NAME}`}</title>
      <div className="rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchIcon className="size-7" />
        </span>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {notFound ? 'Klaida 404' : 'Klaida'}
        </p>
        <h1 className="mt-2 text-2xl font-bold text-zinc-900">{title}</h1>
        <p className="mt-3 text-zinc-600">{text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link
            to={searchPath({})}
            className="inline-flex h-11 items-center justify-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Ieškoti salonų
          </Link>
          <Link
            to="/"
            className="inline-flex h-11 items-center justify-center rounded-xl px-5 font-semibold text-zinc-800 ring-1 ring-stone-300 hover:bg-stone-50"
          >
            Į pradžią
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A catalogue page's error boundary: a 404 says what was not found (`notFoundTitle`, `notFoundText`). */
export function catalogErrorBoundary(notFoundTitle: string, notFoundText: string) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <CatalogErrorPanel error={error} notFoundTitle={notFoundTitle} notFoundText={notFoundText} />;
  };
}
