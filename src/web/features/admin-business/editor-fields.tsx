/** The fields that the add-or-edit forms of the business's lists (services, specialists) have alike. */
import type { ReactNode } from 'react';
import { CheckboxCard, InputField } from '../../components/field.tsx';

/** The row's name: required, at most 120 characters. */
export function NameField({
  label,
  error,
  defaultValue,
  placeholder,
  autoComplete,
}: {
  label: string;
  error: string | undefined;
  defaultValue: string | undefined;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <InputField
      label={label}
      name="name"
      error={error}
      defaultValue={defaultValue ?? ''}
      maxLength={120}
      required
      placeholder={placeholder}
      autoComplete={autoComplete}
    />
  );
}

/**
 * The checkbox items linking the row to the other list (a service's specialists, a specialist's services): an
 * edited row starts with its saved links, a new one with the only option ticked when there is just one.
 */
export function linkItems<Option extends { id: string; name: string }>(
  options: readonly Option[],
  linkedIds: readonly string[] | undefined,
  describe: (option: Option) => ReactNode,
) {
  return options.map((option) => ({
    value: option.id,
    defaultChecked: linkedIds ? linkedIds.includes(option.id) : options.length === 1,
    title: option.name,
    description: describe(option),
  }));
}

/** The row's "active" switch; a new row starts active. */
export function ActiveCard({
  edited,
  title,
  description,
}: {
  edited: { active: boolean } | undefined;
  title: string;
  description: string;
}) {
  return (
    <CheckboxCard
      name="active"
      defaultChecked={edited?.active ?? true}
      title={title}
      description={description}
    />
  );
}
