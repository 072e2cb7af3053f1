// /administratorius/operatorius: the platform operator's work list: every business with its onboarding
// state, owner and last contact; mark not-yet-onboarded ones as contacted; create a business and invite its
// owner (the invitation is e-mailed).
import { useState } from 'react';
import { Form } from 'react-router';
import { Card, EmptyState } from '../../../components/card.tsx';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { inputClass, labelClass, SearchField } from '../../../components/field.tsx';
import { BriefcaseIcon, PlusIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { FailedJobsCard } from '../../../features/admin-business/failed-jobs-card.tsx';
import { InvoiceRegisterCard } from '../../../features/admin-business/invoice-register-card.tsx';
import { todayIn } from '../../../../core/time/wall-clock.ts';
import { LITHUANIA_TIME_ZONE } from '../../../../core/time/lithuania.ts';
import { BusinessRow } from '../../../features/admin-business/operator-business-row.tsx';
import { CreateBusinessCard } from '../../../features/admin-business/operator-forms.tsx';
import { formResult, textField, unknownIntent, valueOrThrow } from '../../../lib/page-results.ts';
import type { Route } from './+types/operator';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta() {
  return adminPageMeta('Operatoriaus įrankiai');
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
  // The register of last month is the one due (its invoices were issued on the 1st of this month).
  const registerMonth = todayIn(LITHUANIA_TIME_ZONE, context.now()).slice(0, 7);
  return { ...page, q, stateParam: stateParam ?? '', failedJobs, registerMonth };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  const businessId = textField(form, 'businessId');
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
    const onboarded = textField(form, 'onboarded') === 'true';
    return formResult(
      await services.setOnboarded(context.user, businessId, onboarded),
      request,
      intent,
      onboarded ? 'Verslas paskelbtas.' : 'Verslo paskelbimas atšauktas.',
    );
  }
  if (intent === 'create-business') {
    return formResult(
      await context.services.operator.createBusiness(context.user, {
        name: textField(form, 'name'),
        slug: textField(form, 'slug'),
        city: textField(form, 'city'),
        ownerEmail: textField(form, 'ownerEmail'),
      }),
      request,
      intent,
      (created) => `Verslas „${created.business.name}“ sukurtas. ${created.ownerAssignment.message}`,
    );
  }
  if (intent === 'invite-owner') {
    return formResult(
      await context.services.operator.inviteOwner(context.user, businessId, {
        email: textField(form, 'email'),
      }),
      request,
      intent,
      (sent) => sent.message,
    );
  }
  return unknownIntent(request, intent);
}

export const ErrorBoundary = AdminErrorView;

export default function OperatorPage({ loaderData }: Route.ComponentProps) {
  const { items, locations, q, stateParam, failedJobs, registerMonth } = loaderData;
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

      <InvoiceRegisterCard defaultMonth={registerMonth} />

      <Card padded>
        <Form
          method="get"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          role="search"
          aria-label="Verslų paieška"
        >
          <SearchField
            label="Paieška"
            className="flex-1"
            id="operator-q"
            name="q"
            defaultValue={q}
            placeholder="Pavadinimas, miestas, savininkas…"
          />
          <div className="sm:w-48">
            <label htmlFor="operator-state" className={labelClass}>
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
