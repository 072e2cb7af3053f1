/** White cards on stone: a titled section, and the empty state shown inside one. */
import type { ReactNode } from 'react';

export function Card({
  title,
  description,
  actions,
  children,
  className = '',
  id,
  padded = true,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  padded?: boolean;
}) {
  const headingId = id ? `${id}-pavadinimas` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${className}`}
    >
      {title || actions ? (
        <div className="flex flex-col gap-3 border-b border-stone-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="min-w-0">
            {title ? (
              <h2 id={headingId} className="text-lg font-semibold text-zinc-900">
                {title}
              </h2>
            ) : null}
            {description ? <p className="mt-0.5 text-sm text-zinc-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      <div className={padded ? 'px-5 py-5 sm:px-6' : ''}>{children}</div>
    </section>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          {icon}
        </span>
      ) : null}
      <p className="mt-3 font-semibold text-zinc-900">{title}</p>
      {children ? <div className="mt-1 max-w-md text-sm text-zinc-600">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
