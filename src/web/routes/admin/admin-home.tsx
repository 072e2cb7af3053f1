// /administratorius: greets the signed-in user and points to the admin sections.
import { Link, useRouteLoaderData } from 'react-router';
import { greeting } from '../../../core/format/vocative.ts';
import { DayOverview } from '../../features/admin-appointments/day-overview.tsx';
import { OnboardingChecklist } from '../../features/admin-business/onboarding-checklist.tsx';
import { DEFAULT_BRAND_NAME, useShellData } from '../../shell/shell-data.ts';
import { navFor, type loader as adminLayoutLoader } from '../layouts/admin-layout.tsx';
import type { Route } from './+types/admin-home';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { brandName?: string } | undefined;
  return [{ title: `Administravimas – ${root?.brandName ?? DEFAULT_BRAND_NAME}` }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // The day of the user's (first) business; none for a user without a business.
  const overviewResult = await context.services.adminAppointments.overview(context.user, '_');
  const overview = overviewResult.ok ? overviewResult.value : null;
  // A business that is not published yet greets its managers with the set-up checklist.
  const onboarding = await context.services.adminBusiness.onboardingPage(context.user, '_');
  // The operator follows every business's set-up from the operator page instead.
  if (
    !onboarding.ok ||
    onboarding.value.isOperator ||
    !onboarding.value.canManage ||
    onboarding.value.state.business.onboarded
  ) {
    return { onboarding: null, overview };
  }
  return {
    onboarding: { state: onboarding.value.state, isOperator: onboarding.value.isOperator },
    overview,
  };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { user } = useShellData();
  // The same sections as the menu: what this user may open in their (first) business, or none without one.
  const layout = useRouteLoaderData<typeof adminLayoutLoader>('routes/layouts/admin-layout');
  const role = layout?.shell?.current?.role ?? null;
  const sections = navFor(Boolean(user?.isOperator), role, '_').filter((section) => section.title !== null);
  return (
    <div>
      <div className="rounded-2xl border border-stone-200 bg-white px-6 py-7 shadow-sm sm:px-8">
        <p className="text-sm font-semibold text-brand-700">Administravimas</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">
          {greeting(user?.name ?? '')}
        </h1>
        <p className="mt-2 max-w-2xl leading-relaxed text-zinc-600">
          {role || user?.isOperator
            ? 'Čia tvarkysite vizitus, kalendorių ir darbo laiką. Pasirinkite, nuo ko pradėti.'
            : 'Jūsų paskyra dar nepriskirta jokiam verslui. Jei dirbate salone, paprašykite savininko ar administratoriaus atsiųsti kvietimą.'}
        </p>
      </div>

      {loaderData.onboarding ? (
        <div className="mt-8">
          <OnboardingChecklist
            state={loaderData.onboarding.state}
            isOperator={loaderData.onboarding.isOperator}
            compact
          />
        </div>
      ) : null}

      {loaderData.overview ? (
        <div className="mt-8">
          <DayOverview overview={loaderData.overview} />
        </div>
      ) : null}

      {sections.map((section) => (
        <section key={section.title} className="mt-8" aria-labelledby={`admin-section-${section.title}`}>
          <h2
            id={`admin-section-${section.title}`}
            className="text-sm font-semibold uppercase tracking-wider text-zinc-500"
          >
            {section.title}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  className="group flex h-full items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    {item.icon}
                  </span>
                  <span>
                    <span className="block font-semibold text-zinc-900 group-hover:text-brand-800">
                      {item.label}
                    </span>
                    <span className="mt-1 block text-sm leading-snug text-zinc-600">{item.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
