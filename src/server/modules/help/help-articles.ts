// Help articles for business admins: Markdown files in docs/help/ with a small front matter
// (title, summary, category, order). Read once per process; searched in memory (a dozen short files).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HelpArticle, HelpArticleSummary, HelpSearchHit } from '../../../contracts/admin-help.ts';
import { foldSearchText } from '../catalog/search-text.ts';
import { queryWords, stemsOf } from './lithuanian-stems.ts';
import { blocksText, parseMarkdown } from './markdown.ts';

export const HELP_DIR = path.resolve(import.meta.dirname, '../../../../docs/help');
const ARTICLE_SLUG = /^[a-z0-9-]{1,60}$/;

interface LoadedArticle extends HelpArticle {
  order: number;
  /** Folded title, and folded title + summary + body, for matching. */
  foldedTitle: string;
  foldedAll: string;
  plainBody: string;
  /** Stems of the title, and of everything; each body stem with the first folded word that has it. */
  titleStems: Set<string>;
  stems: Set<string>;
  bodyForms: Map<string, string>;
}

/** `---\nkey: value\n---\nbody` → fields and body; a file without front matter is all body. */
export function splitFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { fields: {}, body: text };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: text.slice(match[0].length) };
}

export function articleFromSource(slug: string, source: string): LoadedArticle {
  const { fields, body } = splitFrontMatter(source);
  const blocks = parseMarkdown(body);
  const title = fields.title || slug;
  const summary = fields.summary ?? '';
  const plainBody = blocksText(blocks);
  return {
    slug,
    title,
    summary,
    category: fields.category || 'Kita',
    order: Number(fields.order) || 1000,
    blocks,
    foldedTitle: foldSearchText(title),
    foldedAll: foldSearchText(`${title}\n${summary}\n${plainBody}`),
    plainBody,
    titleStems: stemsOf(title),
    stems: stemsOf(`${title}\n${summary}\n${plainBody}`),
    bodyForms: bodyForms(plainBody),
  };
}

function bodyForms(text: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const word of queryWords(text, Number.POSITIVE_INFINITY)) {
    if (!forms.has(word.stem)) forms.set(word.stem, word.folded);
  }
  return forms;
}

export interface HelpLibrary {
  list(): Promise<HelpArticleSummary[]>;
  search(q: string): Promise<HelpSearchHit[]>;
  get(slug: string): Promise<HelpArticle | null>;
}

const summaryOf = (article: LoadedArticle): HelpArticleSummary => ({
  slug: article.slug,
  title: article.title,
  summary: article.summary,
  category: article.category,
});

/** About `radius` characters either side of the first match in the body, cut at word boundaries. */
export function excerptAround(text: string, token: string, radius = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = foldSearchText(flat).indexOf(token);
  if (at < 0) return '';
  let start = Math.max(0, at - radius);
  let end = Math.min(flat.length, at + token.length + radius);
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > at ? flat.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

export function createHelpLibrary(directory = HELP_DIR): HelpLibrary {
  let loaded: Promise<LoadedArticle[]> | null = null;

  const load = () => {
    loaded ??= (async () => {
      const files = (await readdir(directory).catch(() => [] as string[])).filter((name) =>
        name.endsWith('.md'),
      );
      const articles = await Promise.all(
        files
          .map((name) => name.slice(0, -3))
          .filter((slug) => ARTICLE_SLUG.test(slug))
          .map(async (slug) =>
            articleFromSource(slug, await readFile(path.join(directory, `${slug}.md`), 'utf8')),
          ),
      );
      return articles.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'lt'));
    })();
    return loaded;
  };

  return {
    async list() {
      return (await load()).map(summaryOf);
    },
    /**
     * Every word must occur in the title, summary or body, as typed or in another form of the same word
     * (case and diacritics ignored); title hits first.
     */
    async search(q) {
      const words = queryWords(q, 8);
      if (words.length === 0)
        return (await load()).map((article) => ({ ...summaryOf(article), excerpt: '' }));
      const hits = (await load())
        .filter((article) =>
          words.every((word) => article.foldedAll.includes(word.folded) || article.stems.has(word.stem)),
        )
        .map((article) => {
          const titleHits = words.filter(
            (word) => article.foldedTitle.includes(word.folded) || article.titleStems.has(word.stem),
          ).length;
          const foldedBody = foldSearchText(article.plainBody);
          const bodyToken = words
            .map((word) =>
              foldedBody.includes(word.folded) ? word.folded : article.bodyForms.get(word.stem),
            )
            .find((token) => token !== undefined);
          return {
            hit: {
              ...summaryOf(article),
              excerpt: bodyToken ? excerptAround(article.plainBody, bodyToken) : '',
            },
            titleHits,
            order: article.order,
          };
        });
      return hits.sort((a, b) => b.titleHits - a.titleHits || a.order - b.order).map((entry) => entry.hit);
    },
    async get(slug) {
      if (!ARTICLE_SLUG.test(slug)) return null;
      const article = (await load()).find((candidate) => candidate.slug === slug);
      if (!article) return null;
      return { ...summaryOf(article), blocks: article.blocks };
    },
  };
}
