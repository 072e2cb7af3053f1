/**
 * Form field pieces: input and label styles, the inline error message, and a labelled field with its hint
 * and error wired for screen readers.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { AlertCircleIcon, SearchIcon } from './icons.tsx';

export const inputClass =
  'block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-base text-zinc-900 shadow-sm ring-1 ring-inset ring-zinc-300 ' +
  'placeholder:text-zinc-500 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-red-500 ' +
  'disabled:bg-stone-100 disabled:text-zinc-500 sm:text-sm';

export const labelClass = 'block text-sm font-medium text-zinc-800';

export function FieldMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

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

type FieldFrame = Omit<Parameters<typeof Field>[0], 'children'>;
/** What a control takes besides what its `Field` wires (id, name, invalid state, descriptions) and the style. */
type ControlProps<A> = Omit<A, 'id' | 'name' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** A styled field's props split into its `Field` frame and what goes to the control. */
function splitFrame<C extends object>({ label, name, error, hint, className, ...control }: FieldFrame & C) {
  return { frame: { label, name, error, hint, className }, control };
}

/** A `Field` with a text input in the forms' style; props other than the field's go to the input. */
export function InputField(props: FieldFrame & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, control } = splitFrame(props);
  return <Field {...frame}>{(wired) => <input {...wired} {...control} className={inputClass} />}</Field>;
}

/** A `Field` with a textarea in the forms' style; props other than the field's go to the textarea. */
export function TextareaField(props: FieldFrame & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, control } = splitFrame(props);
  return <Field {...frame}>{(wired) => <textarea {...wired} {...control} className={inputClass} />}</Field>;
}

/** A `Field` with a select in the forms' style, room on the right for its arrow; other props go to the select. */
export function SelectField(props: FieldFrame & ControlProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { frame, control } = splitFrame(props);
  return (
    <Field {...frame}>
      {(wired) => <select {...wired} {...control} className={`${inputClass} pr-10`} />}
    </Field>
  );
}

/** A textarea that may stay empty, under a label that says so; props other than the label's go to the textarea. */
export function OptionalTextarea({
  id,
  label,
  labelClassName,
  ...textarea
}: { id: string; label: string; labelClassName: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
>) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {`${label} `}
        <span className="font-normal text-zinc-600">(nebūtina)</span>
      </label>
      <textarea id={id} {...textarea} />
    </>
  );
}

/** A control inside its label, the label's text above it and the server's message about it under it. */
export function LabelledControl({
  label,
  error,
  className = 'block',
  children,
}: {
  label: ReactNode;
  error?: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <span className={labelClass}>{label}</span>
      {children}
      <FieldMessage message={error} />
    </label>
  );
}

/** A search box with the magnifier inside it, under its label; props other than the label's go to the input. */
export function SearchField({
  label,
  className,
  ...input
}: { label: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className'
>) {
  return (
    <LabelledControl label={label} className={className}>
      <span className="relative mt-1.5 block">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-400" />
        <input type="search" {...input} className={`${inputClass} pl-10`} />
      </span>
    </LabelledControl>
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

/** The checkboxes of one list field (`name` is posted once for each checked item) under a legend. */
export function CheckboxCards({
  legend,
  name,
  items,
  error,
}: {
  legend: string;
  name: string;
  items: readonly { value: string; title: ReactNode; description?: ReactNode; defaultChecked: boolean }[];
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <CheckboxCard key={item.value} name={name} {...item} />
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}
