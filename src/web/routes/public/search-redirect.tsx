// `/grozio-specialistai?sritis=…&miestas=…&q=…&kada=…`: where the search form lands (and old or hand-typed
// links); sends the visitor on to the canonical `/grozio-specialistai/{area}/{location}?…`.
import { redirect } from 'react-router';
import { SEARCH_FORM_FIELDS } from '../../features/catalog/search-form.tsx';
import { searchFormTarget } from '../../features/catalog/search-query.ts';
import { searchPath } from '../../features/catalog/catalog-text.ts';
import type { Route } from './+types/search-redirect';

const slug = (value: string | null | undefined) => (value && /^[a-z0-9-]{1,60}$/.test(value) ? value : null);

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = searchFormTarget((name) => url.searchParams.get(name)?.trim() ?? '');
  const path = searchPath({
    ...target,
    area: slug(params.area) ?? slug(url.searchParams.get(SEARCH_FORM_FIELDS.area)),
    location: slug(url.searchParams.get(SEARCH_FORM_FIELDS.location)),
    q: target.q?.slice(0, 100),
  });
  // The same search always has the same address: a permanent redirect, which search engines follow. The
  // search page itself drops what it cannot use (a malformed day or window).
  return redirect(path, 301);
}
