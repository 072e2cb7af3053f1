/** The business's city, chosen from the catalogue's locations (none chosen yet is allowed). */
import { SelectField } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';

export function CityField({
  locations,
  defaultValue,
  error,
}: {
  locations: readonly { slug: string; name: string }[];
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <SelectField label="Miestas" name="city" error={error} defaultValue={defaultValue}>
      <option value="">– Pasirinkite miestą –</option>
      <NamedOptions items={locations} by="slug" />
    </SelectField>
  );
}
