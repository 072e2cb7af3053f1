// /administratorius/paslaugos/{slug}: the business's services by area: add, edit, hide or show, move up and
// down, delete (a service with appointments is hidden instead). Specialists see the list read-only.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { SpecialistOption } from '../../../../contracts/admin-business.ts';
import type { AdminService } from '../../../../contracts/admin-team.ts';
import type { Area } from '../../../../contracts/catalog.ts';
import { formatEuro } from '../../../../core/format/money.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { BriefcaseIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { CheckboxCard, Field } from '../../../components/field.tsx';
import {
  centsToEuroInput,
  checkboxValue,
  eurosToCents,
  formatDuration,
  listValue,
  textValue,
} from '../../../features/admin-business/form-values.ts';
import { MoveButtons } from '../../../features/admin-business/move-buttons.tsx';
import { useIntentFetcher, type IntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { GenericModal } from '../../../shell/generic-modal.tsx';
import type { Route } from './+types/service-list';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Paslaugos${loaderData ? ` – ${loaderData.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.servicesPage(context.user, params.slug), request);
}

/** The posted service form → the API's input (price typed in euros). */
function serviceInput(form: FormData): Record<string, unknown> {
  const price = textValue(form, 'price');
  return {
    area: textValue(form, 'area'),
    name: textValue(form, 'name'),
    description: textValue(form, 'description'),
    durationMinutes: textValue(form, 'durationMinutes'),
    priceCents: price.trim() === '' ? undefined : eurosToCents(price),
    bufferAfterMinutes: textValue(form, 'bufferAfterMinutes') || '0',
    active: checkboxValue(form, 'active'),
    specialistIds: listValue(form, 'specialistIds'),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminBusiness;
  const intent = textValue(form, 'intent');
  const serviceId = textValue(form, 'serviceId');
  switch (intent) {
    case 'create':
      return formResult(
        await services.createService(context.user, params.slug, serviceInput(form)),
        request,
        intent,
        (s) => `Paslauga „${s.name}“ pridėta.`,
      );
    case 'update':
      return formResult(
        await services.updateService(context.user, params.slug, serviceId, serviceInput(form)),
        request,
        intent,
        'Paslauga išsaugota.',
      );
    case 'toggle': {
      const active = textValue(form, 'active') === 'true';
      return formResult(
        await services.updateService(context.user, params.slug, serviceId, { active }),
        request,
        intent,
        active ? 'Paslauga vėl rodoma klientams.' : 'Paslauga paslėpta nuo klientų.',
      );
    }
    case 'move':
      return formResult(
        await services.moveService(
          context.user,
          params.slug,
          serviceId,
          textValue(form, 'direction') === 'up' ? 'up' : 'down',
        ),
        request,
        intent,
        'Tvarka pakeista.',
      );
    case 'delete':
      return formResult(
        await services.removeService(context.user, params.slug, serviceId),
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

export default function ServiceList({ loaderData }: Route.ComponentProps) {
  const { services, areas, specialists, business, canManage } = loaderData;
  const [creating, setCreating] = useState(false);
  const groups = areas
    .map((area) => ({ area, items: services.filter((service) => service.area === area.slug) }))
    .filter((group) => group.items.length > 0);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={business.name}
        title="Paslaugos"
        description="Ką klientai gali užsisakyti: trukmė, kaina ir kas atlieka. Paslėptos paslaugos klientams nerodomos."
        actions={
          canManage && !creating ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Nauja paslauga
            </button>
          ) : null
        }
      />

      <OnboardingBanner page={loaderData} />
      {!canManage ? (
        <Notice tone="info">Paslaugas keisti gali verslo savininkas arba administratorius.</Notice>
      ) : null}

      {creating ? (
        <Card title="Nauja paslauga" id="nauja-paslauga">
          <ServiceForm areas={areas} specialists={specialists} onDone={() => setCreating(false)} />
        </Card>
      ) : null}

      {groups.length === 0 && !creating ? (
        <Card>
          <EmptyState
            icon={<BriefcaseIcon className="size-6" />}
            title="Paslaugų dar nėra"
            action={
              canManage ? (
                <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
                  <PlusIcon className="size-4" />
                  Pridėti pirmą paslaugą
                </button>
              ) : null
            }
          >
            Pridėkite bent vieną paslaugą su trukme ir kaina – be jų klientai negalės registruotis.
          </EmptyState>
        </Card>
      ) : null}

      {groups.map(({ area, items }) => (
        <Card
          key={area.slug}
          title={area.name}
          description={`${items.length} ${items.length === 1 ? 'paslauga' : items.length < 10 ? 'paslaugos' : 'paslaugų'}`}
          padded={false}
        >
          <ul className="divide-y divide-stone-100">
            {items.map((service, index) => (
              <ServiceRow
                key={service.id}
                service={service}
                areas={areas}
                specialists={specialists}
                canManage={canManage}
                first={index === 0}
                last={index === items.length - 1}
              />
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function ServiceRow({
  service,
  areas,
  specialists,
  canManage,
  first,
  last,
}: {
  service: AdminService;
  areas: Area[];
  specialists: SpecialistOption[];
  canManage: boolean;
  first: boolean;
  last: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const row = useIntentFetcher();
  const performers = specialists.filter((s) => service.specialistIds.includes(s.id));

  return (
    <li className="px-5 py-4 sm:px-6" data-testid="service-row" data-service-name={service.name}>
      <div className="flex gap-3">
        {canManage ? (
          <MoveButtons
            fetcher={row.fetcher}
            hidden={{ serviceId: service.id }}
            first={first}
            last={last}
            label={service.name}
            busy={row.busy}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 xl:flex-row xl:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className={`font-semibold ${service.active ? 'text-zinc-900' : 'text-zinc-500'}`}>
                {service.name}
              </p>
              {service.active ? null : <Badge tone="warning">Paslėpta</Badge>}
              {performers.length === 0 ? <Badge tone="danger">Niekas neatlieka</Badge> : null}
            </div>
            <p className="mt-0.5 text-sm text-zinc-600">
              {formatDuration(service.durationMinutes)} ·{' '}
              <span className="font-medium text-zinc-800">{formatEuro(service.priceCents)}</span>
              {service.bufferAfterMinutes > 0 ? ` · pertrauka po ${service.bufferAfterMinutes} min.` : ''}
            </p>
            {service.description ? (
              <p className="mt-1 line-clamp-2 text-sm text-zinc-500">{service.description}</p>
            ) : null}
            {performers.length > 0 ? (
              <p className="mt-1 text-sm text-zinc-500">
                Atlieka: {performers.map((s) => s.name).join(', ')}
              </p>
            ) : null}
          </div>
          {canManage ? (
            <div className="flex flex-wrap gap-2 xl:shrink-0 xl:justify-end">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setEditing((open) => !open)}
                aria-expanded={editing}
              >
                <PencilIcon className="size-4" />
                {editing ? 'Uždaryti' : 'Redaguoti'}
              </button>
              <row.fetcher.Form method="post">
                <input type="hidden" name="intent" value="toggle" />
                <input type="hidden" name="serviceId" value={service.id} />
                <input type="hidden" name="active" value={service.active ? 'false' : 'true'} />
                <button type="submit" className={buttonClass('ghost')} disabled={row.busy}>
                  {service.active ? 'Paslėpti' : 'Rodyti'}
                </button>
              </row.fetcher.Form>
              <DeleteService service={service} fetcher={row.fetcher} busy={row.busy} />
            </div>
          ) : null}
        </div>
      </div>
      {editing ? (
        <div className="mt-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
          <ServiceForm
            service={service}
            areas={areas}
            specialists={specialists}
            onDone={() => setEditing(false)}
          />
        </div>
      ) : null}
    </li>
  );
}

function DeleteService({
  service,
  fetcher,
  busy,
}: {
  service: AdminService;
  fetcher: IntentFetcher;
  busy: boolean;
}) {
  const submit = () => fetcher.submit({ intent: 'delete', serviceId: service.id }, { method: 'post' });
  return (
    <GenericModal
      id="delete_service"
      role="alertdialog"
      title={service.hasAppointments ? 'Paslėpti paslaugą?' : 'Ištrinti paslaugą?'}
      trigger={
        <Button className={buttonClass('danger')} isDisabled={busy} aria-label={`Ištrinti: ${service.name}`}>
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
              submit();
              close();
            }}
          >
            {service.hasAppointments ? 'Paslėpti' : 'Ištrinti'}
          </button>
        </>
      )}
    >
      {service.hasAppointments ? (
        <p>
          Paslauga „{service.name}“ turi vizitų, todėl ištrinti jos negalima – vizitų istorija turi išlikti.
          Ji bus paslėpta: klientai jos nebematys, o jūs galėsite ją vėl įjungti.
        </p>
      ) : (
        <p>Paslauga „{service.name}“ bus ištrinta visam laikui.</p>
      )}
    </GenericModal>
  );
}

function ServiceForm({
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
  const { fetcher, busy, fields, formError } = useIntentFetcher(onDone);
  const editing = Boolean(service);
  return (
    <fetcher.Form
      method="post"
      className="space-y-5"
      noValidate
      data-testid={editing ? 'service-edit-form' : 'service-create-form'}
    >
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {service ? <input type="hidden" name="serviceId" value={service.id} /> : null}
      {formError ? <Notice tone="error" title={formError} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Pavadinimas" name="name" error={fields.name}>
          {(props) => (
            <input
              {...props}
              defaultValue={service?.name ?? ''}
              maxLength={120}
              required
              placeholder="Moteriškas kirpimas"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Sritis"
          name="area"
          error={fields.area}
          hint="Pagal sritį klientai jus randa paieškoje."
        >
          {(props) => (
            <select
              {...props}
              defaultValue={service?.area ?? areas[0]?.slug ?? ''}
              className={`${inputClass} pr-10`}
            >
              {areas.map((area) => (
                <option key={area.slug} value={area.slug}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Aprašymas" name="description" error={fields.description}>
        {(props) => (
          <textarea
            {...props}
            defaultValue={service?.description ?? ''}
            rows={2}
            maxLength={1000}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Trukmė (min.)"
          name="durationMinutes"
          error={fields.durationMinutes}
          hint="Nuo 5 iki 600 min."
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={5}
              max={600}
              step={5}
              defaultValue={service?.durationMinutes ?? 60}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Kaina (€)" name="price" error={fields.priceCents} hint="Pvz., 25,00">
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              defaultValue={service ? centsToEuroInput(service.priceCents) : ''}
              placeholder="25,00"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Pertrauka po (min.)"
          name="bufferAfterMinutes"
          error={fields.bufferAfterMinutes}
          hint="Pasiruošti kitam klientui."
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={5}
              defaultValue={service?.bufferAfterMinutes ?? 0}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {specialists.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-zinc-800">Kas atlieka</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            {specialists.map((specialist) => (
              <CheckboxCard
                key={specialist.id}
                name="specialistIds"
                value={specialist.id}
                defaultChecked={
                  service ? service.specialistIds.includes(specialist.id) : specialists.length === 1
                }
                title={specialist.name}
                description={specialist.active ? undefined : 'Neaktyvus specialistas'}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <Notice tone="info">
          Specialistų dar nėra – juos pridėsite puslapyje „Komanda“ ir ten priskirsite paslaugas.
        </Notice>
      )}
      <CheckboxCard
        name="active"
        defaultChecked={service?.active ?? true}
        title="Rodoma klientams"
        description="Paslėptos paslaugos negalima užsisakyti internetu."
      />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Atšaukti
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Išsaugoma...' : editing ? 'Išsaugoti' : 'Pridėti paslaugą'}
        </button>
      </div>
    </fetcher.Form>
  );
}
