/**
 * Renders a help article's document tree (parsed on the server from Markdown) as React elements: text is
 * always escaped by React, and links were already limited to safe targets by the parser. Site paths use the
 * router; the `_` placeholder in them is replaced with the business being viewed.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HelpBlock, HelpInline } from '../../../contracts/admin-help.ts';

function withSlug(href: string, slug: string): string {
  return href.startsWith('/administratorius/')
    ? href.replace(/\/_(?=\/|$|\?|#)/, `/${encodeURIComponent(slug)}`)
    : href;
}

function Inline({ nodes, slug }: { nodes: HelpInline[]; slug: string }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-zinc-900">
            <Inline nodes={node.children} slug={slug} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} slug={slug} />
          </em>
        );
      case 'code':
        return (
          <code
            key={index}
            className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-[0.9em] text-zinc-800"
          >
            {node.text}
          </code>
        );
      case 'link': {
        const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
        const href = withSlug(node.href, slug);
        return href.startsWith('/') ? (
          <Link key={index} to={href} className={className}>
            <Inline nodes={node.children} slug={slug} />
          </Link>
        ) : (
          <a
            key={index}
            href={href}
            className={className}
            rel="noopener noreferrer"
            target={href.startsWith('http') ? '_blank' : undefined}
          >
            <Inline nodes={node.children} slug={slug} />
          </a>
        );
      }
    }
  });
}

export function HelpDocument({ blocks, slug }: { blocks: HelpBlock[]; slug: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-zinc-700" data-testid="help-document">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
            const size =
              block.level === 2 ? 'pt-2 text-xl' : block.level === 3 ? 'pt-1 text-lg' : 'text-base';
            return (
              <Tag key={index} className={`${size} font-semibold text-zinc-900`}>
                <Inline nodes={block.children} slug={slug} />
              </Tag>
            );
          }
          case 'paragraph':
            return (
              <p key={index}>
                <Inline nodes={block.children} slug={slug} />
              </p>
            );
          case 'quote':
            return (
              <blockquote
                key={index}
                className="rounded-r-xl border-l-4 border-brand-300 bg-brand-50/60 px-4 py-3 text-zinc-800"
              >
                <Inline nodes={block.children} slug={slug} />
              </blockquote>
            );
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag
                key={index}
                className={`space-y-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-600`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <Inline nodes={item} slug={slug} />
                  </li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </div>
  );
}
