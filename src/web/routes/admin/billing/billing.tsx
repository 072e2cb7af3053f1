// /administratorius/saskaitos/{slug}: the monthly fee (plan + active specialists) and the company details
// for invoices (owner, admin, operator).
import { Link } from 'react-router';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult, textField } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { InputField } from '../../../components/field.tsx';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { formFields } from '../../../features/admin-business/form-values.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { SaveRow } from '../../../features/admin-business/save-row.tsx';
import type { Route } from './+types/billing';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { buttonClass } from '../../../components/button.tsx';
import { BILLING_PLANS, mayChangePlan } from '../../../../core/billing/monthly-fee.ts';
import { PREMIUM_FEATURES, PREMIUM_PLAN_CODE } from '../../../../core/billing/premium-features.ts';
import { formatEuro } from '../../../../core/format/money.ts';
import { formatDateWithYear, localDateOf } from '../../../../core/format/lithuanian-dates.ts';
import { formatInvoiceNumber } from '../../../../core/billing/invoice.ts';
import { InvoiceList } from '../../../features/admin-business/invoice-list.tsx';

const PLAN_CHOICES = [BILLING_PLANS.standard, BILLING_PLANS.premium];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Sąskaitos', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.billingPage(context.user, params.slug), request);
}

const FIELDS = ['companyName', 'companyCode', 'vatCode', 'address', 'invoiceEmail'] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (textField(form, 'intent') === 'credit-note') {
    return formResult(
      await context.services.invoices.creditNote(context.user, textField(form, 'invoiceId'), {
        reason: textField(form, 'reason'),
      }),
      request,
      'credit-note',
      (credit) =>
        `Kreditinė sąskaita ${credit.series} ${formatInvoiceNumber(credit.number)} išrašyta ir išsiųsta.`,
    );
  }
  if (textField(form, 'intent') === 'plan') {
    return formResult(
      await context.services.adminBusiness.changePlan(context.user, params.slug, {
        plan: textField(form, 'plan'),
      }),
      request,
      'plan',
      'Planas pakeistas.',
    );
  }
  return formResult(
    await context.services.adminBusiness.updateBilling(context.user, params.slug, formFields(form, FIELDS)),
    request,
    textField(form, 'intent') || 'details',
    'Rekvizitai išsaugoti.',
  );
}

export const ErrorBoundary = AdminErrorView;

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { details, business, role, timeZone, invoices, isOperator } = loaderData;
  const { amount } = details;
  const { fetcher, busy, fields, formError } = useIntentFetcher({ intent: 'details' });
  const plan = useIntentFetcher({ intent: 'plan' });
  const mayChange = mayChangePlan(role);

  return (
    <BusinessPage
      business={business}
      title="Sąskaitos"
      description="Mėnesio mokestis ir rekvizitai, kuriais išrašome sąskaitas."
    >
      <OnboardingBanner page={loaderData} />
      <Card
        title="Planas"
        id="planas"
        description="Planą galite keisti bet kada; mėnesio mokestis skaičiuojamas pagal pasirinktą planą."
      >
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="billing-plans">
          {PLAN_CHOICES.map((choice) => {
            const current = amount.plan.code === choice.code;
            return (
              <li
                key={choice.code}
                data-testid={`plan-${choice.code}`}
                data-current={current ? 'true' : 'false'}
                className={`rounded-2xl p-5 ring-1 ${current ? 'bg-brand-50/60 ring-brand-300' : 'bg-white ring-stone-200'}`}
              >
                <p className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
                  {choice.name}
                  {current ? <Badge tone="brand">Dabartinis</Badge> : null}
                </p>
                <p className="mt-1 text-sm text-zinc-600">
                  {formatEuro(choice.baseFeeCents)} per mėnesį + {formatEuro(choice.perSpecialistCents)} už
                  aktyvų specialistą
                </p>
                <ul className="mt-3 space-y-1 text-sm text-zinc-700">
                  {choice.code === PREMIUM_PLAN_CODE
                    ? Object.values(PREMIUM_FEATURES).map((feature) => (
                        <li key={feature.title}>✓ {feature.title}</li>
                      ))
                    : [<li key="basic">✓ Registracija internetu, kalendorius, priminimai</li>]}
                </ul>
                {current || !mayChange ? null : (
                  <plan.fetcher.Form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="plan" />
                    <input type="hidden" name="plan" value={choice.code} />
                    <button type="submit" disabled={plan.busy} className={buttonClass('primary')}>
                      Rinktis „{choice.name}“
                    </button>
                  </plan.fetcher.Form>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm text-zinc-600" data-testid="plan-changed-at">
          {details.planChangedAt
            ? `Planas pakeistas ${formatDateWithYear(localDateOf(details.planChangedAt, timeZone))}.`
            : 'Planas nekeistas nuo verslo sukūrimo.'}
          {mayChange ? null : ' Planą gali pakeisti verslo savininkas.'}
        </p>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card title="Mėnesio mokestis" id="mokestis">
          <p className="text-4xl font-semibold tracking-tight text-zinc-900" data-testid="billing-amount">
            {amount.formatted}
          </p>
          <p className="mt-1 text-sm text-zinc-600">
            per mėnesį, su PVM · planas <Badge tone="brand">{amount.plan.name}</Badge>
          </p>
          <dl className="mt-5 divide-y divide-stone-100 border-y border-stone-100 text-sm">
            {amount.breakdown.map((line) => (
              <div key={line.label} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="text-zinc-600">{line.label}</dt>
                <dd className="font-medium whitespace-nowrap text-zinc-900">{line.formatted}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="font-semibold text-zinc-900">Iš viso</dt>
              <dd className="font-semibold whitespace-nowrap text-zinc-900">{amount.formatted}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-zinc-600">
            Mokama tik už aktyvius specialistus. Kaip skaičiuojama –{' '}
            <Link
              to={businessPaths.helpArticle(business.slug, 'saskaitos')}
              className="font-semibold text-brand-700 hover:text-brand-800"
            >
              pagalboje
            </Link>
            .
          </p>
        </Card>

        <Card
          title="Rekvizitai sąskaitoms"
          description="Šiais duomenimis išrašysime sąskaitas faktūras."
          id="rekvizitai"
        >
          {details.complete ? null : (
            <Notice tone="warning" className="mb-5" title="Rekvizitai neužpildyti">
              Užpildykite įmonės pavadinimą, kodą, adresą ir el. paštą, kad galėtume išrašyti sąskaitą.
            </Notice>
          )}
          <fetcher.Form method="post" className="space-y-5" noValidate>
            <input type="hidden" name="intent" value="details" />
            {formError ? <Notice tone="error" title={formError} /> : null}
            <InputField
              label="Įmonės pavadinimas"
              name="companyName"
              error={fields.companyName}
              defaultValue={details.companyName}
              maxLength={200}
              autoComplete="organization"
              placeholder="UAB „Grožio namai“"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                label="Įmonės kodas"
                name="companyCode"
                error={fields.companyCode}
                hint="9 skaitmenys."
                defaultValue={details.companyCode}
                inputMode="numeric"
                maxLength={11}
                placeholder="300000000"
              />
              <InputField
                label="PVM mokėtojo kodas"
                name="vatCode"
                error={fields.vatCode}
                hint="Nebūtina. LT ir 9 arba 12 skaitmenų."
                defaultValue={details.vatCode}
                maxLength={16}
                autoCapitalize="characters"
                placeholder="LT100000000000"
              />
            </div>
            <InputField
              label="Adresas"
              name="address"
              error={fields.address}
              defaultValue={details.address}
              maxLength={300}
              autoComplete="street-address"
            />
            <InputField
              label="El. paštas sąskaitoms"
              name="invoiceEmail"
              error={fields.invoiceEmail}
              type="email"
              defaultValue={details.invoiceEmail}
              autoComplete="email"
              placeholder="buhalterija@salonas.lt"
            />
            <SaveRow busy={busy} label="Išsaugoti rekvizitus" />
          </fetcher.Form>
        </Card>
      </div>
      <InvoiceList invoices={invoices} mayCredit={isOperator} />
    </BusinessPage>
  );
}
