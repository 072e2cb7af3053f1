// /administratorius/komanda/{slug}: the specialists (staff): add (with a default weekly schedule), edit name,
// title, photo, services and the linked member account, switch off or on, reorder, delete (a specialist with
// appointments is switched off instead). Specialists see the team read-only.
import { useState } from 'react';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PlusIcon, UsersIcon } from '../../../components/icons.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { orderedItemAction } from '../../../features/admin-business/ordered-item-action.ts';
import { SpecialistForm, specialistInput } from '../../../features/admin-business/specialist-form.tsx';
import { SpecialistRow } from './specialist-row.tsx';
import { valueOrThrow } from '../../../lib/page-results.ts';
import type { Route } from './+types/team-list';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Komanda${loaderData ? ` – ${loaderData.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.teamPage(context.user, params.slug), request);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminBusiness;
  return orderedItemAction(
    request,
    form,
    'specialistId',
    specialistInput,
    {
      create: (input) => services.createSpecialist(context.user, params.slug, input),
      update: (id, input) => services.updateSpecialist(context.user, params.slug, id, input),
      move: (id, direction) => services.moveSpecialist(context.user, params.slug, id, direction),
      remove: (id) => services.removeSpecialist(context.user, params.slug, id),
    },
    {
      created: (name) =>
        `Specialistas ${name} pridėtas. Jam sukurtas darbo laikas pagal jūsų salono valandas.`,
      saved: 'Specialistas išsaugotas.',
      shown: 'Specialistas įjungtas: klientai vėl gali pas jį registruotis.',
      hidden: 'Specialistas išjungtas: klientai jo nebemato.',
    },
  );
}

export const ErrorBoundary = AdminErrorView;

export default function TeamList({ loaderData }: Route.ComponentProps) {
  const { specialists, services, members, business, canManage } = loaderData;
  const [creating, setCreating] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={business.name}
        title="Komanda"
        description="Specialistai, pas kuriuos klientai registruojasi. Tvarka čia – tokia pati, kokią mato klientai."
        actions={
          canManage && !creating ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Naujas specialistas
            </button>
          ) : null
        }
      />

      <OnboardingBanner page={loaderData} />
      {!canManage ? (
        <Notice tone="info">Komandą keisti gali verslo savininkas arba administratorius.</Notice>
      ) : null}

      {creating ? (
        <Card
          title="Naujas specialistas"
          description="Darbo laikas sukuriamas automatiškai pagal jūsų salono valandas – vėliau jį galite pakeisti."
        >
          <SpecialistForm
            services={services}
            members={members}
            slug={business.slug}
            onDone={() => setCreating(false)}
          />
        </Card>
      ) : null}

      {specialists.length === 0 && !creating ? (
        <Card>
          <EmptyState
            icon={<UsersIcon className="size-6" />}
            title="Specialistų dar nėra"
            action={
              canManage ? (
                <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
                  <PlusIcon className="size-4" />
                  Pridėti specialistą
                </button>
              ) : null
            }
          >
            Pridėkite bent vieną specialistą ir priskirkite jam paslaugas – tada klientai galės registruotis.
          </EmptyState>
        </Card>
      ) : null}

      {specialists.length > 0 ? (
        <Card padded={false}>
          <ul className="divide-y divide-stone-100">
            {specialists.map((specialist, index) => (
              <SpecialistRow
                key={specialist.id}
                specialist={specialist}
                services={services}
                members={members}
                slug={business.slug}
                canManage={canManage}
                first={index === 0}
                last={index === specialists.length - 1}
              />
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
