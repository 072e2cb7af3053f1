// The head of a public page in one call: title, a description cut at a word, the canonical address, Open
// Graph and Twitter cards with absolute URLs, and schema.org JSON-LD. Every public page's `meta` uses it,
// so no page forgets a tag search engines or link previews need.
import type { MetaDescriptor } from 'react-router';
import { metaDescription } from '../../core/seo/meta-description.ts';
import { DEFAULT_BRAND_NAME, type RootLoaderData } from '../shell/shell-data.ts';

/** Shown in link previews of pages without a picture of their own. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

export interface PageMetaOptions {
  /** MetaArgs.matches: the root loader's data there holds the site's origin. */
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  /** The page's canonical path, e.g. `/apie/saule` (no query unless it selects other content). */
  path: string;
  title: string;
  description: string;
  /** A picture of the page's subject (absolute or site-relative URL). */
  image?: { url: string; alt: string } | null;
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData?: readonly Record<string, unknown>[];
  /** Kept out of search results (a page that changes by the minute); its links are still followed. */
  noindex?: boolean;
}

export function siteUrlOf(matches: PageMetaOptions['matches']): string | null {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as Partial<RootLoaderData> | undefined;
  return root?.siteUrl ?? null;
}

/** `path` as an absolute URL on the site (unchanged when the site's origin is unknown). */
export function absoluteUrl(siteUrl: string | null, path: string): string {
  return siteUrl ? new URL(path, siteUrl).href : path;
}

export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const siteUrl = siteUrlOf(options.matches);
  const root = options.matches.find((m) => m?.id === 'root')?.loaderData as
    Partial<RootLoaderData> | undefined;
  const description = metaDescription(options.description);
  const url = absoluteUrl(siteUrl, options.path);
  const image = absoluteUrl(siteUrl, options.image?.url ?? DEFAULT_IMAGE);
  const large = Boolean(options.image);
  return [
    { title: options.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'lt_LT' },
    ...(root?.brandName ? [{ property: 'og:site_name', content: root.brandName }] : []),
    { property: 'og:url', content: url },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    ...(options.image?.alt ? [{ property: 'og:image:alt', content: options.image.alt }] : []),
    { name: 'twitter:card', content: large ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: options.title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(options.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * The head of a page that belongs to one visitor (sign-in, account, invitation): the title with the brand
 * after a dash, kept out of search results unless `indexed`.
 */
export function privatePageMeta(
  title: string,
  brandName: string | undefined,
  { indexed = false }: { indexed?: boolean } = {},
): MetaDescriptor[] {
  const head: MetaDescriptor[] = [{ title: `${title} – ${brandName ?? DEFAULT_BRAND_NAME}` }];
  return indexed ? head : [...head, { name: 'robots', content: 'noindex' }];
}

/**
 * The head of an administration page: its title (and the business it is about, when known) before
 * "Administravimas", always kept out of search results.
 */
export function adminPageMeta(title: string, businessName?: string): MetaDescriptor[] {
  return [
    { title: `${title}${businessName ? ` – ${businessName}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}
