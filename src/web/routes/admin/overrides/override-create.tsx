// /administratorius/tvarkarascio-pakeitimai/sukurti/{slug}: a new schedule override. After saving, the edit
// page opens and lists the visits it leaves outside working time.
import { redirect } from 'react-router';
import {
  adminSchedulePaths,
  withDone,
  backToList,
} from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { formFailure } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OverrideForm, overrideFormValues } from '../../../features/admin-schedules/override-form.tsx';
import { schedulePageFormProps } from '../../../features/admin-schedules/schedule-form-shell.tsx';
import { overrideInputFrom } from '../../../features/admin-schedules/schedule-form-data.ts';
import type { Route } from './+types/override-create';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { scheduleCreatePage } from '../../../features/admin-schedules/schedule-pages.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta() {
  return adminPageMeta('Naujas tvarkaraščio pakeitimas');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const list = context.services.adminSchedules.overrideList(context.user, params.slug);
  return scheduleCreatePage(list, request, true);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.services.adminSchedules.createOverride(context.user, {
    business: params.slug,
    ...overrideInputFrom(form),
  });
  if (!result.ok) return formFailure(result, request);
  const slug = params.slug;
  throw redirect(
    withDone(adminSchedulePaths.overrideEdit(slug, result.value.override.id), 'sukurta-isimtis'),
  );
}

export const ErrorBoundary = AdminErrorView;

export default function OverrideCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { business, defaults } = loaderData;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  return (
    <div>
      <PageHeader
        eyebrow="Tvarkaraščio pakeitimas"
        title="Naujas pakeitimas"
        back={backToList.overrides(business.slug)}
        description="Pasirinkite dieną ar laikotarpį ir nurodykite, ar tada nedirbama, ar dirbama kitu laiku. Jei kai kurie vizitai atsidurs ne darbo laiku, juos parodysime – perkelsite arba atmesite."
      />
      <Card>
        <OverrideForm
          initial={overrideFormValues(null, defaults)}
          {...schedulePageFormProps(loaderData, answer, fetcher)}
          submitLabel="Sukurti pakeitimą"
        />
      </Card>
    </div>
  );
}
