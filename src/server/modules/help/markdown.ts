// The help articles' Markdown (docs/help) read by the `marked` library's lexer, and its tokens mapped to the
// plain document tree of src/contracts/admin-help.ts, which the page renders as React elements: text is
// always text (raw HTML in an article shows up literally), and only safe link targets become links.
import { Lexer, type Token, type Tokens } from 'marked';
import type { HelpBlock, HelpInline } from '../../../contracts/admin-help.ts';

/** Site paths, in-page anchors, http(s), mailto and tel; anything else (javascript:, data:, //host) is text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/(?!\/)[^\s]*|#[\w-]*)$/i.test(href.trim());
}

function pushText(out: HelpInline[], raw: string) {
  // A line break inside a paragraph is a space, as in the rendered page.
  const text = raw.replace(/[ \t]*\n[ \t]*/g, ' ');
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Undoes the entities marked writes into text tokens (`&amp;`, `&quot;`…): the page escapes on its own. */
function decoded(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function inline(tokens: readonly Token[] | undefined): HelpInline[] {
  const out: HelpInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push({ type: 'strong', children: inline((token as Tokens.Strong).tokens) });
        break;
      case 'em':
        out.push({ type: 'em', children: inline((token as Tokens.Em).tokens) });
        break;
      case 'codespan':
        out.push({ type: 'code', text: decoded((token as Tokens.Codespan).text) });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const children = inline(link.tokens);
        if (isSafeHref(link.href)) out.push({ type: 'link', href: link.href.trim(), children });
        else for (const child of children) append(out, child);
        break;
      }
      case 'escape':
        pushText(out, decoded((token as Tokens.Escape).text));
        break;
      case 'br':
        pushText(out, ' ');
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0)
          for (const child of inline(text.tokens)) append(out, child);
        else pushText(out, decoded(text.text));
        break;
      }
      default:
        // Raw HTML, images and anything else stay what they are written as: text.
        pushText(out, decoded(token.raw));
    }
  }
  return out;
}

function append(out: HelpInline[], node: HelpInline) {
  if (node.type === 'text') pushText(out, node.text);
  else out.push(node);
}

/** A list item's or quote's content as one run of inline content (paragraphs joined by a space). */
function flatInline(tokens: readonly Token[]): HelpInline[] {
  const out: HelpInline[] = [];
  tokens.forEach((token, index) => {
    if (index > 0) pushText(out, ' ');
    const children = 'tokens' in token && token.tokens ? inline(token.tokens) : [];
    if (children.length === 0 && token.type !== 'space') pushText(out, decoded(token.raw.trim()));
    for (const child of children) append(out, child);
  });
  return out;
}

function blocks(tokens: readonly Token[]): HelpBlock[] {
  const out: HelpBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        // The page's title is the only h1: article headings start at h2, and deeper than h4 stays h4.
        const level = Math.min(4, Math.max(2, heading.depth)) as 2 | 3 | 4;
        out.push({ type: 'heading', level, children: inline(heading.tokens) });
        break;
      }
      case 'paragraph':
        out.push({ type: 'paragraph', children: inline((token as Tokens.Paragraph).tokens) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        out.push({
          type: 'list',
          ordered: list.ordered,
          items: list.items.map((item) => flatInline(item.tokens.filter((child) => child.type !== 'list'))),
        });
        break;
      }
      case 'blockquote':
        out.push({ type: 'quote', children: flatInline((token as Tokens.Blockquote).tokens) });
        break;
      case 'space':
      case 'hr':
        break;
      default:
        // Code blocks, tables and raw HTML blocks: shown as their plain text.
        if (token.raw.trim())
          out.push({ type: 'paragraph', children: [{ type: 'text', text: token.raw.trim() }] });
    }
  }
  return out;
}

export function parseMarkdown(source: string): HelpBlock[] {
  return blocks(new Lexer({ gfm: true }).lex(source.replace(/\r\n?/g, '\n')));
}

/** One line of inline Markdown. */
export function parseInline(text: string): HelpInline[] {
  return inline(new Lexer({ gfm: true }).inlineTokens(text));
}

/** The text of inline content without markup (for search and excerpts). */
export function inlineText(nodes: readonly HelpInline[]): string {
  return nodes
    .map((node) => (node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children)))
    .join('');
}

export function blocksText(blocks: readonly HelpBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'list'
        ? block.items.map((item) => inlineText(item)).join('\n')
        : inlineText(block.children),
    )
    .join('\n');
}
