// /administratorius/pagalba/sarasas/{slug} (the seed's `admin_help_list`): help articles for every admin
// task, grouped by topic, with a search over titles and text (case and diacritics ignored).
import { Form, Link, useNavigation } from 'react-router';
import type { HelpSearchHit } from '../../../../contracts/admin-help.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { Card, EmptyState } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { ChevronRightIcon, HelpIcon, SearchIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/help-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Pagalba');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return valueOrThrow(await context.services.adminBusiness.helpList(context.user, params.slug, q), request);
}

export const ErrorBoundary = AdminErrorView;

function groupByCategory(articles: HelpSearchHit[]) {
  const groups = new Map<string, HelpSearchHit[]>();
  for (const article of articles)
    groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  return [...groups.entries()];
}

export default function HelpList({ loaderData }: Route.ComponentProps) {
  const { articles, query, business } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.formMethod !== undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pagalba"
        description="Trumpi atsakymai, kaip atlikti kiekvieną darbą administravime."
      />

      <Form method="get" role="search" className="flex gap-2" aria-label="Pagalbos paieška">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-400" />
          <label htmlFor="help-q" className="sr-only">
            Ieškoti pagalboje
          </label>
          <input
            id="help-q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Pvz., kaip paslėpti paslaugą"
            className={`${inputClass} pl-10`}
            maxLength={100}
          />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {searching ? <Spinner /> : null}
          Ieškoti
        </button>
      </Form>

      {query ? (
        <Card
          title={`Rezultatai: „${query}“`}
          description={articles.length === 0 ? undefined : `Rasta: ${articles.length}`}
          actions={
            <Link to={businessPaths.helpList(business.slug)} className={buttonClass('ghost')}>
              Visi straipsniai
            </Link>
          }
          padded={false}
        >
          {articles.length === 0 ? (
            <EmptyState icon={<HelpIcon className="size-6" />} title="Nieko neradome">
              Pabandykite kitais žodžiais arba{' '}
              <Link to="/susisiekti" className="font-semibold text-brand-700">
                parašykite mums
              </Link>
              .
            </EmptyState>
          ) : (
            <ArticleList articles={articles} slug={business.slug} />
          )}
        </Card>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {groupByCategory(articles).map(([category, items]) => (
            <Card key={category} title={category} padded={false}>
              <ArticleList articles={items} slug={business.slug} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

function ArticleList({ articles, slug }: { articles: HelpSearchHit[]; slug: string }) {
  return (
    <ul className="divide-y divide-stone-100">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link
            to={businessPaths.helpArticle(slug, article.slug)}
            className="group flex items-center gap-3 px-5 py-3.5 hover:bg-stone-50 sm:px-6"
            data-testid="help-article-link"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-zinc-900 group-hover:text-brand-800">
                {article.title}
              </span>
              {article.excerpt ? (
                <span className="mt-0.5 block text-sm text-zinc-600">{article.excerpt}</span>
              ) : article.summary ? (
                <span className="mt-0.5 block text-sm text-zinc-600">{article.summary}</span>
              ) : null}
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-zinc-400 group-hover:text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
