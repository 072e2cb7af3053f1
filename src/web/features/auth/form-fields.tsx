/**
 * Form pieces of the sign-in and account pages, on React Aria Components: labelled fields with Lithuanian
 * inline errors (the page validates; `validationBehavior="aria"` keeps the browser's own English bubbles
 * away), a password field with show/hide, the submit button and a checkbox. Labels, error lines and buttons
 * look like every other form's (`components/field.tsx`, `components/button.tsx`); the input keeps its own
 * class because React Aria marks it `data-invalid` and these pages keep 16 px text at every width.
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
import { buttonClass } from '../../components/button.tsx';
import { labelClass } from '../../components/field.tsx';
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';

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
      <Label className={labelClass}>{label}</Label>
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
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
        <span>{error}</span>
      </FieldError>
    </TextField>
  );
}

/** The e-mail address field of the auth forms (`name="email"`). */
export function EmailField(props: Omit<FieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'spellCheck'>) {
  return (
    <Field
      label="El. pašto adresas"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
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
  return (
    <Button
      type={type}
      onPress={onPress}
      // A submit before the script runs could only post to the server action ("page not loaded yet").
      isDisabled={isDisabled || pending || (type === 'submit' && !hydrated)}
      className={buttonClass(variant, className, 'large')}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/**
 * A labelled checkbox in the forms' style; `name` is posted as "on" when ticked. A `description` stands in
 * lighter text under the label, inside it.
 */
export function CheckboxField({
  name,
  defaultSelected,
  description,
  children,
}: {
  name: string;
  defaultSelected?: boolean;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Checkbox
      name={name}
      value="on"
      defaultSelected={defaultSelected}
      className={`group flex cursor-pointer gap-3 text-sm text-zinc-700 ${description ? 'items-start' : 'items-center'}`}
    >
      <span
        aria-hidden="true"
        className={`${description ? 'mt-0.5 ' : ''}grid size-5 shrink-0 place-items-center rounded-md bg-white ring-1 ring-zinc-400 ring-inset group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[selected]:bg-brand-700 group-data-[selected]:ring-brand-700`}
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
      {description ? (
        <span>
          {children}
          <span className="block text-zinc-500">{description}</span>
        </span>
      ) : (
        children
      )}
    </Checkbox>
  );
}
