/** Add or edit one specialist: name, title, the services they perform, the linked member account, active. */
import { Link } from 'react-router';
import type { ServiceOption } from '../../../contracts/admin-business.ts';
import type { AdminSpecialist, TeamMember } from '../../../contracts/admin-team.ts';
import { Notice } from '../../components/notice.tsx';
import { CheckboxCards, InputField, SelectField } from '../../components/field.tsx';
import { businessPaths } from './business-paths.ts';
import { checkboxValue, listValue } from './form-values.ts';
import { EditorForm } from './editor-form.tsx';
import { ActiveCard, linkItems, NameField } from './editor-fields.tsx';
import { textField } from '../../lib/page-results.ts';

/** The posted specialist form → the service's input. */
export function specialistInput(form: FormData): Record<string, unknown> {
  return {
    name: textField(form, 'name'),
    title: textField(form, 'title'),
    active: checkboxValue(form, 'active'),
    serviceIds: listValue(form, 'serviceIds'),
    userEmail: textField(form, 'userEmail'),
  };
}

export function SpecialistForm({
  specialist,
  services,
  members,
  slug,
  onDone,
}: {
  specialist?: AdminSpecialist;
  slug: string;
  services: ServiceOption[];
  members: TeamMember[];
  onDone: () => void;
}) {
  const linkedEmail = specialist?.user?.email ?? '';
  const memberChoices =
    linkedEmail && !members.some((m) => m.email === linkedEmail)
      ? [
          ...members,
          { userId: '', name: specialist?.user?.name ?? '', email: linkedEmail, role: 'specialist' as const },
        ]
      : members;
  return (
    <EditorForm list="specialist" edited={specialist} onDone={onDone}>
      {(fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <NameField
              label="Vardas ir pavardė"
              error={fields.name}
              defaultValue={specialist?.name}
              autoComplete="off"
            />
            <InputField
              label="Pareigos"
              name="title"
              error={fields.title}
              hint="Pvz., Kirpėja-stilistė"
              defaultValue={specialist?.title ?? ''}
              maxLength={120}
            />
          </div>
          {services.length > 0 ? (
            <CheckboxCards
              legend="Atliekamos paslaugos"
              name="serviceIds"
              items={linkItems(
                services,
                specialist?.serviceIds,
                (service) => `${service.areaName}${service.active ? '' : ' · paslėpta'}`,
              )}
              error={fields.serviceIds}
            />
          ) : (
            <Notice tone="info">Paslaugų dar nėra – pridėkite jas puslapyje „Paslaugos“.</Notice>
          )}
          <SelectField
            label="Susieta paskyra"
            name="userEmail"
            error={fields.userEmail}
            hint={
              <>
                Komandos narys, kuris prisijungęs matys šio specialisto kalendorių. Kolegą pirmiausia{' '}
                <Link
                  to={businessPaths.invitations(slug)}
                  className="font-semibold text-brand-700 hover:text-brand-800"
                >
                  pakvieskite į komandą
                </Link>
                .
              </>
            }
            defaultValue={linkedEmail}
          >
            <option value="">– Nesusieta –</option>
            {memberChoices.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name} ({member.email})
              </option>
            ))}
          </SelectField>
          <ActiveCard
            edited={specialist}
            title="Aktyvus"
            description="Išjungto specialisto klientai nemato ir pas jį registruotis negali."
          />
        </>
      )}
    </EditorForm>
  );
}
