/** A labelled form field with its hint and inline error, wired for screen readers. */
import { useId, type ReactNode } from 'react';
import { FieldMessage, labelClass } from '../admin-schedules/admin-ui.tsx';

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Field({
  label,
  name,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          name,
          ...(error ? { 'aria-invalid': true as const } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-zinc-500">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** A checkbox with a title and an explanation under it. */
export function CheckboxCard({
  name,
  value,
  defaultChecked,
  title,
  description,
}: {
  name: string;
  value?: string;
  defaultChecked?: boolean;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-stone-50 p-3.5 ring-1 ring-stone-200 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-brand-200">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-zinc-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-zinc-600">{description}</span> : null}
      </span>
    </label>
  );
}
