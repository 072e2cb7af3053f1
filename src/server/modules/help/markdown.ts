// A deliberately small Markdown reader for the help articles in docs/help: headings (#–####), paragraphs,
// bullet and numbered lists, block quotes, **bold**, *italic*/_italic_, `code` and [links](href). It builds
// a plain document tree (src/contracts/admin-help.ts) that the page renders as React elements, so text
// is always text: raw HTML in an article shows up literally, and only safe link targets become links.
import type { HelpBlock, HelpInline } from '../../../contracts/admin-help.ts';

/** Site paths, in-page anchors, http(s), mailto and tel; anything else (javascript:, data:, //host) is text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/(?!\/)[^\s]*|#[\w-]*)$/i.test(href.trim());
}

const HEADING = /^(#{1,4})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

export function parseMarkdown(source: string): HelpBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: HelpBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    list = null;
  };
  const flushQuote = () => {
    if (quote.length > 0) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    quote = [];
  };
  const flushAll = () => {
    flushParagraph();
    flushList();
    flushQuote();
  };

  for (const raw of lines) {
    const line = raw.replace(/\t/g, '    ');
    if (line.trim() === '') {
      flushAll();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushAll();
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      flushParagraph();
      flushQuote();
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!.trim());
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      flushParagraph();
      flushList();
      quote.push(quoted[1]!.trim());
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (quote.length > 0) {
      quote.push(line.trim());
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushAll();
  return blocks;
}

function pushText(out: HelpInline[], text: string) {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Finds the closing `marker` from `from`, skipping escaped characters; -1 when there is none. */
function findClosing(text: string, marker: string, from: number): number {
  for (let i = from; i <= text.length - marker.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text.startsWith(marker, i) && i > from) return i;
  }
  return -1;
}

export function parseInline(text: string): HelpInline[] {
  const out: HelpInline[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()#>+\-.!]/.test(text[i + 1]!)) {
      pushText(out, text[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const marker = text.slice(i, i + 2);
      const end = findClosing(text, marker, i + 2);
      if (end > 0) {
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && text[i + 1] !== ' ' && text[i + 1] !== ch) {
      // `_` only at a word start, so snake_case words and file names stay as they are.
      const wordStart = ch === '*' || i === 0 || /[\s(„"]/.test(text[i - 1]!);
      const end = wordStart ? findClosing(text, ch, i + 1) : -1;
      if (end > 0 && text[end - 1] !== ' ') {
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const close = findClosing(text, ']', i + 1);
      if (close > 0 && text[close + 1] === '(') {
        const hrefEnd = text.indexOf(')', close + 2);
        if (hrefEnd > 0) {
          const href = text.slice(close + 2, hrefEnd).trim();
          const children = parseInline(text.slice(i + 1, close));
          if (isSafeHref(href)) out.push({ type: 'link', href, children });
          else {
            for (const child of children) {
              if (child.type === 'text') pushText(out, child.text);
              else out.push(child);
            }
          }
          i = hrefEnd + 1;
          continue;
        }
      }
    }
    pushText(out, ch);
    i += 1;
  }
  return out;
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
