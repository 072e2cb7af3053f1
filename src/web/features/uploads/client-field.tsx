import { FieldMessage, inputClass, labelClass } from '../../components/field.tsx';

/** A labelled text input of the client forms, with its Lithuanian error under it. */
export function ClientField({
  name,
  label,
  error,
  type = 'text',
  placeholder,
  autoComplete,
  defaultValue,
  required = false,
}: {
  name: string;
  label: string;
  error?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
}) {
  const id = `kliento-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? null : <span className="font-normal text-zinc-500"> (nebūtina)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-klaida` : undefined}
        className={`${inputClass} mt-1.5`}
      />
      <FieldMessage id={`${id}-klaida`} message={error} />
    </div>
  );
}
