// /administratorius/tvarkarastis/{slug}/rodyti/{id}: a specialist's weekly hours, shown and edited ({id} is
// the specialist). Saving applies from a chosen date (today by default); visits the new hours leave outside
// working time are listed to move or decline.
import { useEffect } from 'react';
import { data } from 'react-router';
import type { SaveScheduleResult } from '../../../../contracts/admin-schedules.ts';
import { WEEKDAY_LABELS, formatIntervals } from '../../../../core/schedules/weekly-hours.ts';
import { adminSchedulePaths } from '../../../features/admin-schedules/admin-schedule-paths.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { formFailure, valueOrThrow, type FormFailure, textField } from '../../../lib/page-results.ts';
import { Badge } from '../../../components/badge.tsx';
import { Card } from '../../../components/card.tsx';
import { LinkButton } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDay, readWeeklyDays } from '../../../features/admin-schedules/schedule-form-data.ts';
import { ListRow } from '../../../components/list-row.tsx';
import { DeleteEntryForm } from '../../../features/admin-schedules/entry-parts.tsx';
import { StrandedAppointments } from '../../../features/admin-schedules/stranded-appointments.tsx';
import { WeeklyEditor } from '../../../features/admin-schedules/weekly-editor.tsx';
import { ClockIcon, SunIcon } from '../../../components/icons.tsx';
import { toast } from '../../../shell/toast-store.ts';
import type { Route } from './+types/schedule-show';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { usePageAnswer } from '../../../lib/use-page-answer.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.schedule.specialist.name;
  return adminPageMeta(`${name ? `${name}: tvarkaraštis` : 'Tvarkaraštis'}`);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const schedule = valueOrThrow(
    await context.services.adminSchedules.specialistSchedule(context.user, params.slug, params.id),
    request,
  );
  // `?nuo=` opens a planned version in the editor.
  const wanted = new URL(request.url).searchParams.get('nuo');
  const planned = wanted ? (schedule.upcoming.find((version) => version.validFrom === wanted) ?? null) : null;
  return { schedule, planned };
}

type ActionResult =
  | FormFailure
  | { ok: true; intent: 'save' | 'delete-version'; result: SaveScheduleResult; validFrom: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const services = context.services.adminSchedules;
  if (textField(form, 'intent') === 'delete-version') {
    const validFrom = textField(form, 'validFrom');
    const result = await services.deleteScheduleVersion(context.user, params.slug, params.id, validFrom);
    if (!result.ok) return formFailure(result, request);
    return data({
      ok: true,
      intent: 'delete-version',
      result: result.value,
      validFrom,
    } satisfies ActionResult);
  }
  const validFrom = textField(form, 'validFrom');
  const result = await services.saveSchedule(context.user, params.slug, params.id, {
    validFrom: validFrom === '' ? null : validFrom,
    days: readWeeklyDays(form),
  });
  if (!result.ok) return formFailure(result, request);
  return data({
    ok: true,
    intent: 'save',
    result: result.value,
    validFrom: validFrom || result.value.schedule.today,
  } satisfies ActionResult);
}

export const ErrorBoundary = AdminErrorView;

export default function ScheduleShow({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule, planned } = loaderData;
  const { fetcher, answer } = usePageAnswer<typeof action>(actionData);
  const slug = schedule.business.slug;
  const canEdit =
    schedule.viewer.managesBusiness || schedule.viewer.ownSpecialistId === schedule.specialist.id;
  const failure = answer && !answer.ok ? answer : null;
  const success = answer && answer.ok ? answer : null;
  const editing = planned ?? schedule.current;
  const editorKey = `${editing?.validFrom ?? 'none'}:${JSON.stringify(editing?.days ?? {})}`;

  useEffect(() => {
    if (!success) return;
    toast(
      'success',
      success.intent === 'save' ? 'Darbo laikas išsaugotas.' : 'Suplanuotas darbo laikas ištrintas.',
    );
  }, [success]);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Tvarkaraštis"
        title={schedule.specialist.name}
        back={
          schedule.viewer.managesBusiness
            ? { href: adminSchedulePaths.scheduleList(slug), label: 'Visi specialistai' }
            : undefined
        }
        description={
          <>
            {schedule.specialist.title ? (
              <span className="font-medium text-zinc-800">{schedule.specialist.title}. </span>
            ) : null}
            Savaitės darbo laikas, pagal kurį klientams siūlomi laisvi laikai.
          </>
        }
        actions={
          canEdit ? (
            <>
              <LinkButton
                to={adminSchedulePaths.overrideCreate(slug, { specialistas: schedule.specialist.id })}
              >
                <ClockIcon className="size-4" />
                Pakeitimas dienai
              </LinkButton>
              <LinkButton
                to={adminSchedulePaths.holidayCreate(slug, { specialistas: schedule.specialist.id })}
              >
                <SunIcon className="size-4" />
                Laisvadienis
              </LinkButton>
            </>
          ) : null
        }
      />

      {success ? (
        <Notice
          tone="success"
          title={success.intent === 'save' ? 'Darbo laikas išsaugotas' : 'Suplanuotas darbo laikas ištrintas'}
        >
          {success.intent === 'save' ? `Galioja nuo: ${formatDay(success.validFrom, schedule.today)}` : null}
        </Notice>
      ) : null}
      {/* Every upcoming visit left outside working time, until it is moved or declined: the page reloads
          after a save or a deleted version, so the visits that change stranded are listed here too. */}
      <StrandedAppointments
        appointments={schedule.strandedAppointments}
        slug={slug}
        timeZone={schedule.business.timeZone}
        title="Vizitai ne darbo laiku"
        emptyText={null}
      />
      {failure ? <Notice tone="error" title={failure.message} /> : null}

      <Card
        title={
          planned
            ? `Darbo laikas nuo ${formatDay(planned.validFrom, schedule.today)}`
            : 'Savaitės darbo laikas'
        }
        description={
          planned
            ? 'Suplanuotas darbo laikas: įsigalios nurodytą dieną.'
            : schedule.current
              ? `Galioja nuo: ${formatDay(schedule.current.validFrom, schedule.today)}`
              : 'Darbo laikas dar nenustatytas: klientai negali registruotis pas šį specialistą.'
        }
        actions={
          planned ? (
            <LinkButton to={adminSchedulePaths.scheduleShow(slug, schedule.specialist.id)} variant="ghost">
              Grįžti prie dabartinio
            </LinkButton>
          ) : null
        }
      >
        <WeeklyEditor
          key={editorKey}
          initialDays={editing?.days ?? {}}
          today={schedule.today}
          initialValidFrom={planned?.validFrom ?? schedule.today}
          fields={failure?.fields}
          fetcher={fetcher}
          canEdit={canEdit}
        />
      </Card>

      {schedule.upcoming.length > 0 ? (
        <Card
          title="Suplanuoti pakeitimai"
          description="Šie darbo laikai įsigalios nurodytomis dienomis."
          padded={false}
        >
          <ul className="divide-y divide-stone-100">
            {schedule.upcoming.map((version) => (
              <ListRow
                key={version.validFrom}
                align="start"
                actions={
                  canEdit ? (
                    <>
                      <LinkButton
                        to={`${adminSchedulePaths.scheduleShow(slug, schedule.specialist.id)}?nuo=${version.validFrom}`}
                      >
                        Redaguoti
                      </LinkButton>
                      <DeleteEntryForm
                        fetcher={fetcher}
                        intent="delete-version"
                        values={{ validFrom: version.validFrom }}
                        label={`Ištrinti darbo laiką nuo ${formatDay(version.validFrom, schedule.today)}`}
                      />
                    </>
                  ) : null
                }
              >
                <p className="font-semibold text-zinc-900">
                  Nuo {formatDay(version.validFrom, schedule.today)}{' '}
                  {planned?.validFrom === version.validFrom ? <Badge tone="brand">Redaguojamas</Badge> : null}
                </p>
                <p className="mt-1 text-sm text-zinc-600">
                  {WEEKDAY_LABELS.map(
                    (label, index) =>
                      `${label.slice(0, 2)} ${formatIntervals(version.days[String(index + 1) as '1'], '–')}`,
                  ).join(' · ')}
                </p>
              </ListRow>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
