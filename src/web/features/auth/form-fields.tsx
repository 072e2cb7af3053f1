/**
 * Form pieces of the sign-in and account pages, on React Aria Components: labelled fields with Lithuanian
 * inline errors (the page validates; `validationBehavior="aria"` keeps the browser's own English bubbles
 * away), a password field with show/hide, buttons and notices.
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useHydrated } from '../../lib/use-hydrated.ts';

const inputClass =
  'mt-1.5 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-base text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset ' +
  'placeholder:text-zinc-400 focus:ring-2 focus:ring-brand-600 focus:outline-none! ' +
  'data-[invalid]:ring-red-500 data-[invalid]:focus:ring-red-600 disabled:bg-stone-100 disabled:text-zinc-500';

export interface FieldProps extends Omit<
  TextFieldProps,
  'children' | 'isInvalid' | 'validationBehavior' | 'spellCheck'
> {
  label: string;
  error?: string | null | undefined;
  description?: ReactNode;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  inputClassName?: string;
  trailing?: ReactNode;
  onInputFocus?: React.FocusEventHandler<HTMLInputElement>;
  onInputBlur?: React.FocusEventHandler<HTMLInputElement>;
  inputRef?: React.Ref<HTMLInputElement>;
  spellCheck?: 'true' | 'false' | boolean;
}

export function Field({
  label,
  error,
  description,
  placeholder,
  inputMode,
  inputClassName = '',
  trailing,
  onInputFocus,
  onInputBlur,
  inputRef,
  spellCheck,
  className,
  ...props
}: FieldProps) {
  // These forms only work with the page's script (they call /api/auth from the browser). Until it runs,
  // the fields take no typing, which hydration would otherwise throw away.
  const hydrated = useHydrated();
  return (
    <TextField
      {...props}
      isReadOnly={props.isReadOnly || !hydrated}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`block ${typeof className === 'string' ? className : ''}`}
    >
      <Label className="block text-sm font-medium text-zinc-800">{label}</Label>
      <div className="relative">
        <Input
          ref={inputRef}
          placeholder={placeholder}
          inputMode={inputMode}
          spellCheck={typeof spellCheck === 'boolean' ? (String(spellCheck) as 'true' | 'false') : spellCheck}
          onFocus={onInputFocus}
          onBlur={onInputBlur}
          className={`${inputClass} ${trailing ? 'pr-12' : ''} ${inputClassName}`}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
      {description && !error ? (
        <Text slot="description" className="mt-1.5 block text-sm text-zinc-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <ErrorDot />
        <span>{error}</span>
      </FieldError>
    </TextField>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      trailing={
        <Button
          onPress={() => setVisible((v) => !v)}
          aria-label={visible ? 'Slėpti slaptažodį' : 'Rodyti slaptažodį'}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-lg text-zinc-500 outline-none hover:bg-stone-100 hover:text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      }
    />
  );
}

export function SubmitButton({
  children,
  pending,
  pendingLabel,
  className = '',
  variant = 'primary',
  type = 'submit',
  onPress,
  isDisabled,
}: {
  children: ReactNode;
  pending?: boolean;
  pendingLabel?: string;
  className?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  type?: 'submit' | 'button';
  onPress?: () => void;
  isDisabled?: boolean;
}) {
  const hydrated = useHydrated();
  const styles = {
    primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 pressed:bg-brand-900',
    secondary: 'bg-white text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-stone-50',
    danger: 'bg-white text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50',
  }[variant];
  return (
    <Button
      type={type}
      onPress={onPress}
      // A submit before the script runs could only post to the server action ("page not loaded yet").
      isDisabled={isDisabled || pending || (type === 'submit' && !hydrated)}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold outline-none transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 ${styles} ${className}`}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

export function Notice({
  tone,
  children,
  title,
}: {
  tone: 'success' | 'error' | 'info' | 'warning';
  children: ReactNode;
  title?: string;
}) {
  const styles = {
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    error: 'bg-red-50 text-red-900 ring-red-200',
    info: 'bg-sky-50 text-sky-900 ring-sky-200',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  }[tone];
  const icon = tone === 'success' ? <CheckIcon /> : tone === 'info' ? <InfoIcon /> : <AlertIcon />;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`flex gap-3 outline-none rounded-xl px-4 py-3 text-sm leading-relaxed ring-1 ${styles}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={title ? 'mt-0.5' : ''}>{children}</div>
      </div>
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

function ErrorDot() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  className: 'size-5',
};

export function EyeIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
export function EyeOffIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 3l18 18M10.6 5.1A10.5 10.5 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
export function CheckIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16 10" />
    </svg>
  );
}
export function AlertIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
export function InfoIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </svg>
  );
}
export function ShieldIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...iconProps} className={className}>
      <path d="M12 3 4.5 6v5.5c0 4.7 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.8 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </svg>
  );
}
export function MailIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...iconProps} className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}
export function KeyIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...iconProps} className={className}>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M16 7l2.5 2.5M14 9l2 2" />
    </svg>
  );
}

/** A labelled checkbox in the forms' style; `name` is posted as "on" when ticked. */
export function CheckboxField({
  name,
  defaultSelected,
  children,
}: {
  name: string;
  defaultSelected?: boolean;
  children: ReactNode;
}) {
  return (
    <Checkbox
      name={name}
      value="on"
      defaultSelected={defaultSelected}
      className="group flex cursor-pointer items-center gap-3 text-sm text-zinc-700"
    >
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center rounded-md bg-white ring-1 ring-zinc-400 ring-inset group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[selected]:bg-brand-700 group-data-[selected]:ring-brand-700"
      >
        <svg
          viewBox="0 0 16 16"
          className="size-3.5 text-white opacity-0 group-data-[selected]:opacity-100"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.4}
        >
          <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {children}
    </Checkbox>
  );
}
