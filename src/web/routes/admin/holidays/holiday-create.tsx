// /administratorius/laisvadieniai/sukurti/{slug}: a new business holiday. After saving, the edit page opens and
// lists the visits it leaves outside working time.
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
import { HolidayForm, holidayFormValues } from '../../../features/admin-schedules/holiday-form.tsx';
import { schedulePageFormProps } from '../../../features/admin-schedules/schedule-form-shell.tsx';
import { holidayInputFrom } from '../../../features/admin-schedules/schedule-form-data.ts';
import type { Route } from './+types/holiday-create';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { scheduleCreatePage } from '../../../features/admin-schedules/schedule-pages.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta() {
  return adminPageMeta('Naujas laisvadienis');
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const list = context.services.adminSchedules.holidayList(context.user, params.slug);
  return scheduleCreatePage(list, request, false);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.services.adminSchedules.createHoliday(context.user, {
    business: params.slug,
    ...holidayInputFrom(form),
  });
  if (!result.ok) return formFailure(result, request);
  throw redirect(
    withDone(adminSchedulePaths.holidayEdit(params.slug, result.value.holiday.id), 'sukurtas-laisvadienis'),
  );
}

export const ErrorBoundary = AdminErrorView;

export default function HolidayCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { business, defaults } = loaderData;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  return (
    <div>
      <PageHeader
        eyebrow="Laisvadieniai"
        title="Naujas laisvadienis"
        back={backToList.holidays(business.slug)}
        description="Tomis dienomis klientai negalės registruotis. Jei jau yra užregistruotų vizitų, juos parodysime – perkelsite arba atmesite."
      />
      <Card>
        <HolidayForm
          initial={holidayFormValues(null, defaults)}
          {...schedulePageFormProps(loaderData, answer, fetcher)}
          submitLabel="Sukurti laisvadienį"
        />
      </Card>
    </div>
  );
}
