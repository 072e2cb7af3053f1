// /administratorius/komanda/{slug}: the specialists (staff): add (with a default weekly schedule), edit name,
// title, photo, services and the linked member account, switch off or on, reorder, delete (a specialist with
// appointments is switched off instead). Specialists see the team read-only.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { ServiceOption } from '../../../../contracts/admin-business.ts';
import type { AdminSpecialist, TeamMember } from '../../../../contracts/admin-team.ts';
import { formatCount } from '../../../../core/format/plural.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PencilIcon, PlusIcon, TrashIcon, UsersIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { CheckboxCard, Field } from '../../../components/field.tsx';
import { checkboxValue, listValue, textValue } from '../../../features/admin-business/form-values.ts';
import { MoveButtons } from '../../../features/admin-business/move-buttons.tsx';
import { useIntentFetcher, type IntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { SpecialistPhotoEditor } from '../../../features/uploads/specialist-photo-editor.tsx';
import { GenericModal } from '../../../shell/generic-modal.tsx';
import { ClockIcon } from '../../../components/icons.tsx';
import { CalendarFeedLink } from '../../../features/calendar/calendar-feed-link.tsx';
import type { Route } from './+types/team-list';

const VISIT_FORMS = { one: 'būsimas vizitas', few: 'būsimi vizitai', many: 'būsimų vizitų' } as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Komanda${loaderData ? ` – ${loaderData.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.teamPage(context.user, params.slug), request);
}

function specialistInput(form: FormData): Record<string, unknown> {
  return {
    name: textValue(form, 'name'),
    title: textValue(form, 'title'),
    active: checkboxValue(form, 'active'),
    serviceIds: listValue(form, 'serviceIds'),
    userEmail: textValue(form, 'userEmail'),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminBusiness;
  const intent = textValue(form, 'intent');
  const specialistId = textValue(form, 'specialistId');
  switch (intent) {
    case 'create':
      return formResult(
        await services.createSpecialist(context.user, params.slug, specialistInput(form)),
        request,
        intent,
        (s) => `Specialistas ${s.name} pridėtas. Jam sukurtas darbo laikas pagal jūsų salono valandas.`,
      );
    case 'update':
      return formResult(
        await services.updateSpecialist(context.user, params.slug, specialistId, specialistInput(form)),
        request,
        intent,
        'Specialistas išsaugotas.',
      );
    case 'toggle': {
      const active = textValue(form, 'active') === 'true';
      return formResult(
        await services.updateSpecialist(context.user, params.slug, specialistId, { active }),
        request,
        intent,
        active
          ? 'Specialistas įjungtas: klientai vėl gali pas jį registruotis.'
          : 'Specialistas išjungtas: klientai jo nebemato.',
      );
    }
    case 'move':
      return formResult(
        await services.moveSpecialist(
          context.user,
          params.slug,
          specialistId,
          textValue(form, 'direction') === 'up' ? 'up' : 'down',
        ),
        request,
        intent,
        'Tvarka pakeista.',
      );
    case 'delete':
      return formResult(
        await services.removeSpecialist(context.user, params.slug, specialistId),
        request,
        intent,
        (r) => r.message,
      );
    default:
      return formResult(
        { ok: false, status: 400, error: 'invalid_input', message: 'Nežinomas veiksmas.' },
        request,
        intent,
        '',
      );
  }
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

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function SpecialistRow({
  specialist,
  services,
  members,
  slug,
  canManage,
  first,
  last,
}: {
  specialist: AdminSpecialist;
  services: ServiceOption[];
  members: TeamMember[];
  slug: string;
  canManage: boolean;
  first: boolean;
  last: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const row = useIntentFetcher();
  const performs = services.filter((service) => specialist.serviceIds.includes(service.id));

  return (
    <li className="px-5 py-4 sm:px-6" data-testid="specialist-row" data-specialist-name={specialist.name}>
      <div className="flex gap-3">
        {canManage ? (
          <MoveButtons
            fetcher={row.fetcher}
            hidden={{ specialistId: specialist.id }}
            first={first}
            last={last}
            label={specialist.name}
            busy={row.busy}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 xl:flex-row xl:items-start">
          <div className="flex min-w-0 flex-1 gap-4">
            <span
              className={`flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full text-sm font-semibold ${
                specialist.active ? 'bg-brand-100 text-brand-800' : 'bg-stone-100 text-zinc-400'
              }`}
              data-slot="specialist-photo"
            >
              {specialist.photo ? (
                <img src={specialist.photo} alt="" className="size-full object-cover" />
              ) : (
                initials(specialist.name)
              )}
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <p className={`font-semibold ${specialist.active ? 'text-zinc-900' : 'text-zinc-500'}`}>
                  {specialist.name}
                </p>
                {specialist.active ? null : <Badge tone="warning">Išjungtas</Badge>}
                {specialist.active && performs.length === 0 ? (
                  <Badge tone="danger">Nepriskirta paslaugų</Badge>
                ) : null}
                {specialist.active && !specialist.hasSchedule ? (
                  <Badge tone="danger">Nėra darbo laiko</Badge>
                ) : null}
              </div>
              {specialist.title ? <p className="text-sm text-zinc-600">{specialist.title}</p> : null}
              <p className="mt-1 text-sm text-zinc-500">
                {performs.length > 0
                  ? `Paslaugos: ${performs.map((s) => s.name).join(', ')}`
                  : 'Paslaugų nepriskirta.'}
              </p>
              <p className="mt-0.5 text-sm text-zinc-500">
                {specialist.user ? `Paskyra: ${specialist.user.email}` : 'Paskyra nesusieta'}
                {specialist.upcomingAppointments > 0
                  ? ` · ${formatCount(specialist.upcomingAppointments, VISIT_FORMS)}`
                  : ''}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 xl:shrink-0 xl:justify-end">
            <Link to={businessPaths.schedule(slug, specialist.id)} className={buttonClass('secondary')}>
              <ClockIcon className="size-4" />
              Darbo laikas
            </Link>
            {canManage ? (
              <>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={() => setEditing((open) => !open)}
                  aria-expanded={editing}
                >
                  <PencilIcon className="size-4" />
                  {editing ? 'Uždaryti' : 'Redaguoti'}
                </button>
                <ToggleSpecialist specialist={specialist} fetcher={row.fetcher} busy={row.busy} />
                <DeleteSpecialist specialist={specialist} fetcher={row.fetcher} busy={row.busy} />
              </>
            ) : null}
          </div>
        </div>
      </div>
      {editing ? (
        <div className="mt-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
          <SpecialistPhotoEditor specialist={specialist} />
          <SpecialistForm
            specialist={specialist}
            services={services}
            members={members}
            slug={slug}
            onDone={() => setEditing(false)}
          />
          <div className="mt-5 border-t border-stone-200 pt-5">
            <CalendarFeedLink route="admin_specialist_calendar_feed" params={{ id: specialist.id }} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

type RowFetcher = IntentFetcher;

function ToggleSpecialist({
  specialist,
  fetcher,
  busy,
}: {
  specialist: AdminSpecialist;
  fetcher: RowFetcher;
  busy: boolean;
}) {
  const submit = () =>
    fetcher.submit(
      { intent: 'toggle', specialistId: specialist.id, active: specialist.active ? 'false' : 'true' },
      { method: 'post' },
    );
  if (!specialist.active || specialist.upcomingAppointments === 0) {
    return (
      <button type="button" className={buttonClass('ghost')} disabled={busy} onClick={submit}>
        {specialist.active ? 'Išjungti' : 'Įjungti'}
      </button>
    );
  }
  return (
    <GenericModal
      id="deactivate_specialist"
      role="alertdialog"
      title="Išjungti specialistą?"
      trigger={
        <Button className={buttonClass('ghost')} isDisabled={busy}>
          Išjungti
        </Button>
      }
      footer={({ close }) => (
        <>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            Atšaukti
          </button>
          <button
            type="button"
            className={buttonClass('danger-solid')}
            onClick={() => {
              submit();
              close();
            }}
          >
            Išjungti
          </button>
        </>
      )}
    >
      <p>
        {specialist.name} turi {formatCount(specialist.upcomingAppointments, VISIT_FORMS)}. Jie liks
        kalendoriuje – perkelkite juos kitam specialistui arba atmeskite. Nauji klientai pas jį registruotis
        nebegalės.
      </p>
    </GenericModal>
  );
}

function DeleteSpecialist({
  specialist,
  fetcher,
  busy,
}: {
  specialist: AdminSpecialist;
  fetcher: RowFetcher;
  busy: boolean;
}) {
  return (
    <GenericModal
      id="delete_specialist"
      role="alertdialog"
      title={specialist.hasAppointments ? 'Išjungti specialistą?' : 'Ištrinti specialistą?'}
      trigger={
        <Button
          className={buttonClass('danger')}
          isDisabled={busy}
          aria-label={`Ištrinti: ${specialist.name}`}
        >
          <TrashIcon className="size-4" />
          Ištrinti
        </Button>
      }
      footer={({ close }) => (
        <>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            Atšaukti
          </button>
          <button
            type="button"
            className={buttonClass('danger-solid')}
            onClick={() => {
              fetcher.submit({ intent: 'delete', specialistId: specialist.id }, { method: 'post' });
              close();
            }}
          >
            {specialist.hasAppointments ? 'Išjungti' : 'Ištrinti'}
          </button>
        </>
      )}
    >
      {specialist.hasAppointments ? (
        <p>
          {specialist.name} turi vizitų, todėl ištrinti negalima – vizitų istorija turi išlikti. Specialistas
          bus išjungtas: klientai jo nebematys.
        </p>
      ) : (
        <p>{specialist.name} bus ištrintas kartu su darbo laiku.</p>
      )}
    </GenericModal>
  );
}

function SpecialistForm({
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
  const { fetcher, busy, fields, formError } = useIntentFetcher(onDone);
  const editing = Boolean(specialist);
  const linkedEmail = specialist?.user?.email ?? '';
  const memberChoices =
    linkedEmail && !members.some((m) => m.email === linkedEmail)
      ? [
          ...members,
          { userId: '', name: specialist?.user?.name ?? '', email: linkedEmail, role: 'specialist' as const },
        ]
      : members;
  return (
    <fetcher.Form
      method="post"
      className="space-y-5"
      noValidate
      data-testid={editing ? 'specialist-edit-form' : 'specialist-create-form'}
    >
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {specialist ? <input type="hidden" name="specialistId" value={specialist.id} /> : null}
      {formError ? <Notice tone="error" title={formError} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Vardas ir pavardė" name="name" error={fields.name}>
          {(props) => (
            <input
              {...props}
              defaultValue={specialist?.name ?? ''}
              maxLength={120}
              required
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Pareigos" name="title" error={fields.title} hint="Pvz., Kirpėja-stilistė">
          {(props) => (
            <input {...props} defaultValue={specialist?.title ?? ''} maxLength={120} className={inputClass} />
          )}
        </Field>
      </div>
      {services.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-zinc-800">Atliekamos paslaugos</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            {services.map((service) => (
              <CheckboxCard
                key={service.id}
                name="serviceIds"
                value={service.id}
                defaultChecked={
                  specialist ? specialist.serviceIds.includes(service.id) : services.length === 1
                }
                title={service.name}
                description={`${service.areaName}${service.active ? '' : ' · paslėpta'}`}
              />
            ))}
          </div>
          {fields.serviceIds ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{fields.serviceIds}</p>
          ) : null}
        </fieldset>
      ) : (
        <Notice tone="info">Paslaugų dar nėra – pridėkite jas puslapyje „Paslaugos“.</Notice>
      )}
      <Field
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
      >
        {(props) => (
          <select {...props} defaultValue={linkedEmail} className={`${inputClass} pr-10`}>
            <option value="">– Nesusieta –</option>
            {memberChoices.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        )}
      </Field>
      <CheckboxCard
        name="active"
        defaultChecked={specialist?.active ?? true}
        title="Aktyvus"
        description="Išjungto specialisto klientai nemato ir pas jį registruotis negali."
      />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Atšaukti
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Išsaugoma...' : editing ? 'Išsaugoti' : 'Pridėti specialistą'}
        </button>
      </div>
    </fetcher.Form>
  );
}
