/** A page's title block: optional way back, eyebrow, title, description and actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons.tsx';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string };
}

export function PageHeader({ eyebrow, title, description, actions, back }: PageHeaderProps) {
  return (
    <header className="mb-6">
      {back ? (
        <Link
          to={back.href}
          className="mb-3 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-zinc-600 hover:text-brand-800"
        >
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {eyebrow ? <p className="text-sm font-semibold text-brand-700">{eyebrow}</p> : null}
          <h1 className="mt-0.5 text-2xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-3xl">
            {title}
          </h1>
          {description ? (
            <div className="mt-2 max-w-2xl leading-relaxed text-zinc-600">{description}</div>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** An admin page of one business: the business's name above the title, then the page's sections spaced apart. */
export function BusinessPage({
  business,
  children,
  ...header
}: Omit<PageHeaderProps, 'eyebrow'> & { business: { name: string }; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={business.name} {...header} />
      {children}
    </div>
  );
}
