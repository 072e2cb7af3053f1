/** Add or edit one service: name, area, description, duration, price, break after, who performs it, shown. */
import type { SpecialistOption } from '../../../contracts/admin-business.ts';
import { SERVICE_LIMITS, type AdminService } from '../../../contracts/admin-team.ts';
import type { Area } from '../../../contracts/catalog.ts';
import { Notice } from '../../components/notice.tsx';
import { CheckboxCards, InputField, SelectField, TextareaField } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';
import { checkboxValue, listValue, eurosToCents, centsToEuroInput } from './form-values.ts';
import { EditorForm } from './editor-form.tsx';
import { ActiveCard, linkItems, NameField } from './editor-fields.tsx';
import { LimitField } from './limit-field.tsx';
import { textField } from '../../lib/page-results.ts';

/** The posted service form → the service's input (price typed in euros). */
export function serviceInput(form: FormData): Record<string, unknown> {
  const price = textField(form, 'price');
  return {
    area: textField(form, 'area'),
    name: textField(form, 'name'),
    description: textField(form, 'description'),
    durationMinutes: textField(form, 'durationMinutes'),
    priceCents: price.trim() === '' ? undefined : eurosToCents(price),
    bufferAfterMinutes: textField(form, 'bufferAfterMinutes') || '0',
    active: checkboxValue(form, 'active'),
    specialistIds: listValue(form, 'specialistIds'),
  };
}

export function ServiceForm({
  service,
  areas,
  specialists,
  onDone,
}: {
  service?: AdminService;
  areas: Area[];
  specialists: SpecialistOption[];
  onDone: () => void;
}) {
  return (
    <EditorForm list="service" edited={service} onDone={onDone}>
      {(fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <NameField
              label="Pavadinimas"
              error={fields.name}
              defaultValue={service?.name}
              placeholder="Moteriškas kirpimas"
            />
            <SelectField
              label="Sritis"
              name="area"
              error={fields.area}
              hint="Pagal sritį klientai jus randa paieškoje."
              defaultValue={service?.area ?? ''}
              required
            >
              {/* A new service has no area until one is chosen: a default would file it silently. */}
              {service ? null : (
                <option value="" disabled>
                  Pasirinkite sritį
                </option>
              )}
              <NamedOptions items={areas} by="slug" />
            </SelectField>
          </div>
          <TextareaField
            label="Aprašymas"
            name="description"
            error={fields.description}
            defaultValue={service?.description ?? ''}
            rows={2}
            maxLength={1000}
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <LimitField
              label="Trukmė (min.)"
              name="durationMinutes"
              limits={SERVICE_LIMITS.durationMinutes}
              error={fields.durationMinutes}
              hint="Nuo 5 iki 600 min."
              step={5}
              defaultValue={service?.durationMinutes ?? 60}
            />
            <InputField
              label="Kaina (€)"
              name="price"
              error={fields.priceCents}
              hint="Pvz., 25,00"
              inputMode="decimal"
              defaultValue={service ? centsToEuroInput(service.priceCents) : ''}
              placeholder="25,00"
            />
            <LimitField
              label="Pertrauka po (min.)"
              name="bufferAfterMinutes"
              limits={SERVICE_LIMITS.bufferAfterMinutes}
              error={fields.bufferAfterMinutes}
              hint="Pasiruošti kitam klientui."
              step={5}
              defaultValue={service?.bufferAfterMinutes ?? 0}
            />
          </div>
          {specialists.length > 0 ? (
            <CheckboxCards
              legend="Kas atlieka"
              name="specialistIds"
              items={linkItems(specialists, service?.specialistIds, (specialist) =>
                specialist.active ? undefined : 'Neaktyvus specialistas',
              )}
            />
          ) : (
            <Notice tone="info">
              Specialistų dar nėra – juos pridėsite puslapyje „Komanda“ ir ten priskirsite paslaugas.
            </Notice>
          )}
          <ActiveCard
            edited={service}
            title="Rodoma klientams"
            description="Paslėptos paslaugos negalima užsisakyti internetu."
          />
        </>
      )}
    </EditorForm>
  );
}
