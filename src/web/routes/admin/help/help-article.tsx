// /administratorius/pagalba/{slug}/{article}: one help article (Markdown from docs/help, rendered safely).
import { Link } from 'react-router';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { HelpDocument } from '../../../features/admin-business/help-document.tsx';
import type { Route } from './+types/help-article';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.article.title ?? 'Pagalba'} – Pagalba` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(
    await context.services.adminBusiness.helpArticle(context.user, params.slug, params.article),
    request,
  );
}

export const ErrorBoundary = AdminErrorView;

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, business } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={article.category}
        title={article.title}
        description={article.summary || undefined}
        back={{ href: businessPaths.helpList(business.slug), label: 'Visa pagalba' }}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Card>
          <article className="max-w-prose">
            <HelpDocument blocks={article.blocks} slug={business.slug} />
          </article>
        </Card>
        {related.length > 0 ? (
          <Card title="Susiję straipsniai" padded={false} className="self-start">
            <ul className="divide-y divide-stone-100">
              {related.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={businessPaths.helpArticle(business.slug, other.slug)}
                    className="block px-5 py-3 text-sm font-medium text-zinc-800 hover:bg-stone-50 hover:text-brand-800"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
