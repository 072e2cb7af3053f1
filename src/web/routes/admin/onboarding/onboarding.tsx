// /administratorius/pradzia/{slug}: the onboarding checklist of a new business (also the action behind the
// checklist widget wherever it is placed): skip a tip, mark the booking link shared, publish; the operator
// may switch `onboarded` either way.
import { Link } from 'react-router';
import { isOnboardingInstruction } from '../../../../contracts/admin-onboarding.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult, textField } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import {} from '../../../features/admin-business/form-values.ts';
import { OnboardingChecklist } from '../../../features/admin-business/onboarding-checklist.tsx';
import { HelpIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/onboarding';
import { adminPageMeta } from '../../../lib/page-meta.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Pradžia', loaderData?.business.name);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(
    await context.services.adminBusiness.onboardingPage(context.user, params.slug),
    request,
  );
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminBusiness;
  const intent = textField(form, 'intent');
  if (intent === 'publish') {
    return formResult(
      await services.publish(context.user, params.slug),
      request,
      intent,
      'Verslas paskelbtas! Klientai jau gali registruotis internetu.',
    );
  }
  if (intent === 'set-onboarded') {
    const onboarded = textField(form, 'onboarded') === 'true';
    return formResult(
      await services.setOnboarded(context.user, params.slug, onboarded),
      request,
      intent,
      onboarded
        ? 'Verslas pažymėtas kaip paskelbtas.'
        : 'Verslo paskelbimas atšauktas: registracija internetu išjungta.',
    );
  }
  const instruction = intent === 'shared' ? 'booking-link' : textField(form, 'instruction');
  if (!isOnboardingInstruction(instruction)) {
    return formResult(
      { ok: false, status: 400, error: 'invalid_input', message: 'Tokio patarimo nėra.' },
      request,
      intent,
      '',
    );
  }
  return formResult(
    await services.skipInstruction(context.user, params.slug, instruction),
    request,
    intent,
    intent === 'shared' ? 'Puiku! Žingsnis pažymėtas.' : 'Patarimas praleistas.',
  );
}

export const ErrorBoundary = AdminErrorView;

export default function OnboardingPage({ loaderData }: Route.ComponentProps) {
  const { state, business, isOperator } = loaderData;
  return (
    <BusinessPage
      business={business}
      title="Pradžia"
      description="Keli žingsniai, ir klientai galės registruotis pas jus internetu. Sąrašas atsinaujina pats, kai ką nors atliekate."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <OnboardingChecklist state={state} isOperator={isOperator} />
        <div className="space-y-6 self-start">
          <Card title="Kaip tai veikia?">
            <p className="text-sm leading-relaxed text-zinc-600">
              Kol verslas nepaskelbtas, klientai jį mato paieškoje su kontaktais, bet užsiregistruoti
              internetu negali.
            </p>
            <Link
              to={businessPaths.helpArticle(business.slug, 'pradzia')}
              className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <HelpIcon className="size-4" />
              Išsamiau pagalboje
            </Link>
          </Card>
        </div>
      </div>
    </BusinessPage>
  );
}
