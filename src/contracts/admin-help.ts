// Help articles for business admins (the seed's `admin_help_list` route): Markdown files in docs/help/,
// parsed on the server into the small document tree below, which the page renders as React elements, so
// no HTML from an article ever reaches the browser as HTML.

/** Inline content: text, bold, italic, inline code and links (http(s), mailto, tel or site paths only). */
export type HelpInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: HelpInline[] }
  | { type: 'em'; children: HelpInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: HelpInline[] };

export type HelpBlock =
  | { type: 'heading'; level: 2 | 3 | 4; children: HelpInline[] }
  | { type: 'paragraph'; children: HelpInline[] }
  | { type: 'list'; ordered: boolean; items: HelpInline[][] }
  | { type: 'quote'; children: HelpInline[] };

export interface HelpArticleSummary {
  /** File name without `.md`, e.g. `paslaugos`. */
  slug: string;
  title: string;
  summary: string;
  /** Group on the list page, e.g. "Vizitai ir kalendorius". */
  category: string;
}

export interface HelpArticle extends HelpArticleSummary {
  blocks: HelpBlock[];
}

export interface HelpSearchHit extends HelpArticleSummary {
  /** A piece of the body around the first match, for the result list; empty when the title matched. */
  excerpt: string;
}
