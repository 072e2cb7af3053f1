/**
 * The building blocks of the schedule, override and holiday pages: page header, cards, buttons, badges,
 * notices and field messages, in the admin area's look (white cards on stone, brand accents).
 */
import type { ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon, CheckCircleIcon, InfoIcon } from '../../shell/icons.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'danger-solid';

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold outline-none transition ' +
  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-zinc-800 shadow-sm ring-1 ring-inset ring-zinc-300 hover:bg-stone-50',
  danger: 'bg-white text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50',
  'danger-solid': 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  ghost: 'text-zinc-700 hover:bg-stone-100 hover:text-zinc-900',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${extra}`;
}

export function LinkButton({
  to,
  variant = 'secondary',
  className = '',
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; className?: string; children: ReactNode } & Omit<
  React.ComponentProps<typeof Link>,
  'to' | 'className'
>) {
  return (
    <Link to={to} className={buttonClass(variant, className)} {...rest}>
      {children}
    </Link>
  );
}

export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
  back,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string };
}) {
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

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const BADGE_TONES: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-zinc-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function Badge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

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
      className={`flex gap-3 rounded-xl px-4 py-3 text-sm leading-relaxed ring-1 ${styles} ${className}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : ''}>{children}</div> : null}
      </div>
    </div>
  );
}

export function FieldMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
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

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`}
    />
  );
}

export const inputClass =
  'block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-base text-zinc-900 shadow-sm ring-1 ring-inset ring-zinc-300 ' +
  'placeholder:text-zinc-500 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-red-500 ' +
  'disabled:bg-stone-100 disabled:text-zinc-500 sm:text-sm';

export const labelClass = 'block text-sm font-medium text-zinc-800';

type IconProps = SVGProps<SVGSVGElement>;
function Icon({ className = 'size-5', children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);
export const PencilIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
);
export const UsersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Icon>
);
export const BriefcaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2.5" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
);
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);
