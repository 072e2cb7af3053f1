/** The one button look of the app: `buttonClass` for <button>, React Aria buttons and links alike. */
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'danger-solid';
/** `large`: the one main action of a form page (sign-in, sign-up, account forms). */
export type ButtonSize = 'regular' | 'large';

const BUTTON_SIZES: Record<ButtonSize, string> = {
  regular: 'px-4 py-2 text-sm',
  large: 'px-5 py-2.5 text-base',
};

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl font-semibold outline-none transition ' +
  'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-zinc-800 shadow-sm ring-1 ring-inset ring-zinc-300 hover:bg-stone-50',
  danger: 'bg-white text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50',
  'danger-solid': 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  ghost: 'text-zinc-700 hover:bg-stone-100 hover:text-zinc-900',
};

export function buttonClass(
  variant: ButtonVariant = 'primary',
  extra = '',
  size: ButtonSize = 'regular',
): string {
  return `${BUTTON_BASE} ${BUTTON_SIZES[size]} ${BUTTON_VARIANTS[variant]} ${extra}`;
}

/**
 * A submit button that waits for its answer without `disabled`: a focused button that becomes disabled
 * loses the focus to the page (Chromium), so a dialog would no longer hear Escape and a keyboard user
 * would lose their place. It stays focusable, says it is unavailable, and ignores presses meanwhile.
 */
export function busySubmitProps(busy: boolean) {
  return {
    type: 'submit' as const,
    'aria-disabled': busy || undefined,
    onClick: busy ? (event: { preventDefault(): void }) => event.preventDefault() : undefined,
  };
}

export function LinkButton({
  to,
  variant = 'secondary',
  className = '',
  children,
  ...rest
}: { to: string; variant?: ButtonVariant; className?: string; children: ReactNode } & Omit<
  ComponentProps<typeof Link>,
  'to' | 'className'
>) {
  return (
    <Link to={to} className={buttonClass(variant, className)} {...rest}>
      {children}
    </Link>
  );
}

/**
 * A form's submit button that shows it is waiting: while `busy`, a spinner stands in place of its icon and
 * `busyLabel` (if any) in place of its text. Disabled while busy, or as `disabled` says (a page that also
 * waits while the next one loads).
 */
export function BusyButton({
  busy,
  disabled = busy,
  variant = 'primary',
  className = '',
  icon = null,
  busyLabel,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
  icon?: ReactNode;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={disabled} className={buttonClass(variant, className)}>
      {busy ? <Spinner /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
