// /administratorius/operatorius: the platform operator's work list: every business with its onboarding
// state, owner and last contact; mark not-yet-onboarded ones as contacted; create a business and invite its
// owner (through the API, which sends the invitation e-mail).
import { useEffect, useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import type { OperatorBusiness } from '../../../../contracts/admin-onboarding.ts';
import { suggestSlug } from '../../../../contracts/admin-onboarding.ts';
import type { Location } from '../../../../contracts/catalog.ts';
import { formatShortDate, localDateOf } from '../../../../core/format/lithuanian-dates.ts';
import { formatPhoneInternational } from '../../../../core/phone/phone-number.ts';
import { formatCount } from '../../../../core/format/plural.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult } from '../../../lib/page-results.ts';
import type { FailedJobView } from '../../../../contracts/jobs.ts';
import { Badge } from '../../../components/badge.tsx';
import { BriefcaseIcon, PlusIcon } from '../../../components/icons.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { Field } from '../../../components/field.tsx';
import { textValue } from '../../../features/admin-business/form-values.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { isApiError, callApi as apiRequest } from '../../../lib/api-client.ts';
import { MailIcon, PhoneIcon, SearchIcon } from '../../../components/icons.tsx';
import { toast } from '../../../shell/toast-store.ts';
import type { Route } from './+types/operator';

const TIME_ZONE = 'Europe/Vilnius';
const SERVICE_FORMS = { one: 'paslauga', few: 'paslaugos', many: 'paslaugų' } as const;
const SPECIALIST_FORMS = { one: 'specialistas', few: 'specialistai', many: 'specialistų' } as const;

export function meta() {
  return [{ title: 'Operatoriaus įrankiai – Administravimas' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const stateParam = params.get('busena');
  const state =
    stateParam === 'paskelbti' ? 'onboarded' : stateParam === 'neparengti' ? 'not-onboarded' : 'all';
  const q = params.get('q') ?? '';
  const page = valueOrThrow(
    await context.services.adminBusiness.operatorPage(context.user, { q: q.slice(0, 100), state }),
    request,
  );
  const failedJobs = await context.services.jobs.failedJobs(context.user);
  return { ...page, q, stateParam: stateParam ?? '', failedJobs };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = textValue(form, 'intent');
  const businessId = textValue(form, 'businessId');
  const services = context.services.adminBusiness;
  if (intent === 'mark-contacted') {
    return formResult(
      await services.markContacted(context.user, businessId),
      request,
      intent,
      'Pažymėta: su verslu susisiekta.',
    );
  }
  if (intent === 'set-onboarded') {
    const onboarded = textValue(form, 'onboarded') === 'true';
    return formResult(
      await services.setOnboarded(context.user, businessId, onboarded),
      request,
      intent,
      onboarded ? 'Verslas paskelbtas.' : 'Verslo paskelbimas atšauktas.',
    );
  }
  return formResult(
    { ok: false, status: 400, error: 'invalid_input', message: 'Nežinomas veiksmas.' },
    request,
    intent,
    '',
  );
}

export const ErrorBoundary = AdminErrorView;

function dateOf(iso: string): string {
  return formatShortDate(localDateOf(iso, TIME_ZONE));
}

export default function OperatorPage({ loaderData }: Route.ComponentProps) {
  const { items, locations, q, stateParam, failedJobs } = loaderData;
  const [creating, setCreating] = useState(false);
  const waiting = items.filter((item) => !item.onboarded).length;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Operatorius"
        title="Verslai"
        description="Visi platformos verslai: kurie dar neparengti, su kuo jau susisiekta ir kas jų savininkai."
        actions={
          creating ? null : (
            <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Naujas verslas
            </button>
          )
        }
      />

      {creating ? <CreateBusinessCard locations={locations} onDone={() => setCreating(false)} /> : null}

      <FailedJobsCard jobs={failedJobs} />

      <Card padded>
        <Form
          method="get"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          role="search"
          aria-label="Verslų paieška"
        >
          <div className="flex-1">
            <label htmlFor="operator-q" className="block text-sm font-medium text-zinc-800">
              Paieška
            </label>
            <div className="relative mt-1.5">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-400" />
              <input
                id="operator-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder="Pavadinimas, miestas, savininkas…"
                className={`${inputClass} pl-10`}
              />
            </div>
          </div>
          <div className="sm:w-48">
            <label htmlFor="operator-state" className="block text-sm font-medium text-zinc-800">
              Būsena
            </label>
            <select
              id="operator-state"
              name="busena"
              defaultValue={stateParam}
              className={`${inputClass} mt-1.5 pr-10`}
            >
              <option value="">Visi</option>
              <option value="neparengti">Neparengti</option>
              <option value="paskelbti">Paskelbti</option>
            </select>
          </div>
          <button type="submit" className={buttonClass('secondary')}>
            Rodyti
          </button>
        </Form>
      </Card>

      <p className="text-sm text-zinc-600" aria-live="polite">
        Rasta verslų: <span className="font-semibold text-zinc-900">{items.length}</span>
        {waiting > 0 ? `, iš jų neparengtų: ${waiting}` : ''}.
      </p>

      {items.length === 0 ? (
        <Card>
          <EmptyState icon={<BriefcaseIcon className="size-6" />} title="Verslų nerasta">
            Pakeiskite paieškos žodžius arba būseną.
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="operator-business-list">
          {items.map((item) => (
            <BusinessRow key={item.id} business={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BusinessRow({ business }: { business: OperatorBusiness }) {
  const row = useIntentFetcher();
  const [inviting, setInviting] = useState(false);
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="operator-business"
      data-slug={business.slug}
      data-onboarded={business.onboarded}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-zinc-900">{business.name}</h2>
            {business.onboarded ? (
              <Badge tone="success">Paskelbtas</Badge>
            ) : (
              <Badge tone="warning">Neparengtas</Badge>
            )}
            {!business.onboarded ? (
              business.contactedAt ? (
                <Badge tone="info">Susisiekta {dateOf(business.contactedAt)}</Badge>
              ) : (
                <Badge tone="danger">Dar nesusisiekta</Badge>
              )
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-zinc-500">
            /{business.slug}
            {business.cityName ? ` · ${business.cityName}` : ''} · sukurtas{' '}
            {localDateOf(business.createdAt, TIME_ZONE)}
          </p>
          <p className="mt-2 text-sm text-zinc-700">
            {business.owner ? (
              <>
                Savininkas: <span className="font-medium">{business.owner.name}</span> ({business.owner.email}
                )
              </>
            ) : business.pendingOwnerInvitation ? (
              <>
                Laukia savininko: <span className="font-medium">{business.pendingOwnerInvitation.email}</span>{' '}
                (kvietimas galioja iki {localDateOf(business.pendingOwnerInvitation.expiresAt, TIME_ZONE)})
              </>
            ) : (
              <span className="text-amber-800">Savininko nėra.</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
            <span>
              {formatCount(business.activeServices, SERVICE_FORMS)} ·{' '}
              {formatCount(business.activeSpecialists, SPECIALIST_FORMS)}
            </span>
            {business.phone ? (
              <a
                href={`tel:${business.phone}`}
                className="inline-flex items-center gap-1 hover:text-brand-800"
              >
                <PhoneIcon className="size-4" />
                {formatPhoneInternational(business.phone)}
              </a>
            ) : null}
            {business.email ? (
              <a
                href={`mailto:${business.email}`}
                className="inline-flex items-center gap-1 hover:text-brand-800"
              >
                <MailIcon className="size-4" />
                {business.email}
              </a>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-sm lg:justify-end">
          {!business.onboarded ? (
            <row.fetcher.Form method="post">
              <input type="hidden" name="intent" value="mark-contacted" />
              <input type="hidden" name="businessId" value={business.id} />
              <button type="submit" className={buttonClass('primary')} disabled={row.busy}>
                {row.busy ? <Spinner /> : null}
                {business.contactedAt ? 'Susisiekta vėl' : 'Pažymėti: susisiekta'}
              </button>
            </row.fetcher.Form>
          ) : null}
          <Link to={businessPaths.onboarding(business.slug)} className={buttonClass('secondary')}>
            Pasiruošimas
          </Link>
          <Link to={businessPaths.settings(business.slug)} className={buttonClass('secondary')}>
            Nustatymai
          </Link>
          {business.owner ? null : (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => setInviting((open) => !open)}
              aria-expanded={inviting}
            >
              {business.pendingOwnerInvitation ? 'Siųsti kvietimą iš naujo' : 'Pakviesti savininką'}
            </button>
          )}
        </div>
      </div>
      {inviting ? (
        <InviteOwnerForm
          businessId={business.id}
          defaultEmail={business.pendingOwnerInvitation?.email ?? ''}
          onDone={() => setInviting(false)}
        />
      ) : null}
    </li>
  );
}

/** Calls the API (which e-mails the invitation) and refreshes the list; field messages come from the API. */
function useApiSubmit() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (run: () => Promise<string>, onDone: () => void) => {
    setBusy(true);
    setFields({});
    setFormError(null);
    try {
      const message = await run();
      toast('success', message);
      onDone();
      await revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        toast('danger', 'Prašome ištaisyti klaidas!');
      } else {
        const message = isApiError(error) ? error.message : 'Įvyko klaida. Bandykite dar kartą.';
        setFormError(message);
        toast('danger', message);
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, fields, formError, submit };
}

function InviteOwnerForm({
  businessId,
  defaultEmail,
  onDone,
}: {
  businessId: string;
  defaultEmail: string;
  onDone: () => void;
}) {
  const { busy, fields, formError, submit } = useApiSubmit();
  return (
    <form
      className="mt-4 flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        void submit(async () => {
          const result = await apiRequest<{ message: string }>('POST', 'admin_business_owner', {
            params: { id: businessId },
            data: { email },
          });
          return result.message;
        }, onDone);
      }}
    >
      <Field
        label="Savininko el. paštas"
        name="email"
        error={fields.email ?? formError ?? undefined}
        className="flex-1"
      >
        {(props) => (
          <input
            {...props}
            type="email"
            defaultValue={defaultEmail}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass('primary', 'sm:mt-7')} disabled={busy}>
        {busy ? <Spinner /> : null}
        Siųsti kvietimą
      </button>
    </form>
  );
}

function CreateBusinessCard({ locations, onDone }: { locations: Location[]; onDone: () => void }) {
  const { busy, fields, formError, submit } = useApiSubmit();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  useEffect(() => {
    if (!slugEdited) setSlug(suggestSlug(name));
  }, [name, slugEdited]);

  return (
    <Card
      title="Naujas verslas"
      description="Verslas sukuriamas neparengtas; savininkas gaus kvietimą el. paštu ir jį paruoš."
    >
      <form
        className="space-y-5"
        noValidate
        data-testid="operator-create-business"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void submit(async () => {
            const result = await apiRequest<{
              business: OperatorBusiness;
              ownerAssignment: { message: string };
            }>('POST', 'admin_operator_businesses', {
              data: {
                name: String(form.get('name') ?? ''),
                slug: String(form.get('slug') ?? ''),
                city: String(form.get('city') ?? ''),
                ownerEmail: String(form.get('ownerEmail') ?? ''),
              },
            });
            return `Verslas „${result.business.name}“ sukurtas. ${result.ownerAssignment.message}`;
          }, onDone);
        }}
      >
        {formError ? <Notice tone="error" title={formError} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Pavadinimas" name="name" error={fields.name}>
            {(props) => (
              <input
                {...props}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={120}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Adresas sistemoje"
            name="slug"
            error={fields.slug}
            hint={`Registracijos puslapis: /naujas-vizitas/${slug || '…'}`}
          >
            {(props) => (
              <input
                {...props}
                value={slug}
                onChange={(event) => {
                  setSlugEdited(true);
                  setSlug(event.target.value);
                }}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Miestas" name="city" error={fields.city}>
            {(props) => (
              <select {...props} defaultValue="" className={`${inputClass} pr-10`}>
                <option value="">– Pasirinkite miestą –</option>
                {locations.map((location) => (
                  <option key={location.slug} value={location.slug}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Savininko el. paštas"
            name="ownerEmail"
            error={fields.ownerEmail}
            hint="Jam išsiųsime kvietimą tapti verslo savininku."
          >
            {(props) => <input {...props} type="email" autoComplete="off" className={inputClass} />}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onDone}>
            Atšaukti
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? 'Kuriama...' : 'Sukurti ir pakviesti'}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Messages that kept failing after every retry: kept for the operator, never silently dropped. */
function FailedJobsCard({ jobs }: { jobs: FailedJobView[] }) {
  return (
    <Card
      title="Nepavykę pranešimai"
      description="El. laiškai ir pranešimai, kurių nepavyko išsiųsti net po kelių bandymų."
    >
      {jobs.length === 0 ? (
        <p className="text-sm text-zinc-600" data-testid="failed-jobs-empty">
          Nepavykusių pranešimų nėra.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 text-sm">
          {jobs.map((job) => (
            <li key={job.id} className="py-2" data-testid="failed-job">
              <p className="font-medium text-zinc-900">
                {job.what}
                {job.appointmentId ? (
                  <span className="font-normal text-zinc-600">{` · vizitas ${job.appointmentId}`}</span>
                ) : null}
              </p>
              <p className="text-zinc-600">
                {`${job.failedAt.slice(0, 16).replace('T', ' ')} UTC · bandymų: ${job.attempts}`}
                {job.error ? ` · ${job.error}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
