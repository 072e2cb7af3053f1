/**
 * A success, error, information or warning message. An error notice is an alert and can take focus, so a
 * failed form can move the reader to it.
 */
import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons.tsx';

export function Notice({
  tone,
  title,
  children,
  className = '',
}: {
  tone: 'success' | 'error' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const styles = {
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    error: 'bg-red-50 text-red-900 ring-red-200',
    info: 'bg-sky-50 text-sky-900 ring-sky-200',
    warning: 'bg-amber-50 text-amber-950 ring-amber-200',
  }[tone];
  const icon =
    tone === 'success' ? (
      <CheckCircleIcon className="size-5" />
    ) : tone === 'info' ? (
      <InfoIcon className="size-5" />
    ) : (
      <AlertCircleIcon className="size-5" />
    );
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`flex gap-3 rounded-xl outline-none px-4 py-3 text-sm leading-relaxed ring-1 ${styles} ${className}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : ''}>{children}</div> : null}
      </div>
    </div>
  );
}
