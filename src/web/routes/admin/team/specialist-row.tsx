/**
 * One specialist in the team list: photo, services, linked account and upcoming visits; for managers move,
 * edit (with the photo and the calendar link), switch off or on, delete.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { ServiceOption } from '../../../../contracts/admin-business.ts';
import type { AdminSpecialist, TeamMember } from '../../../../contracts/admin-team.ts';
import { formatCount } from '../../../../core/format/plural.ts';
import { Badge } from '../../../components/badge.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ClockIcon, SendIcon } from '../../../components/icons.tsx';
import { InputField } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { useIntentFetcher, type IntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { CalendarFeedLink } from '../../../features/calendar/calendar-feed-link.tsx';
import { SpecialistPhotoEditor } from '../../../features/uploads/specialist-photo-editor.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import { ConfirmSubmit } from '../../../features/admin-business/confirm-submit.tsx';
import { EditToggle, OrderedRow, DeleteRowButton } from '../../../features/admin-business/ordered-row.tsx';
import { SpecialistForm } from '../../../features/admin-business/specialist-form.tsx';
import { initialsOf } from '../../../lib/initials.ts';
import { UPCOMING_VISIT_FORMS } from '../../../../core/format/nouns.ts';

export const INVITE_CARD_INTENT = 'invite-card';

/**
 * A card without an account: invite the person who works by it. Accepting links her account to this card,
 * so she does not get a second, empty one.
 */
function InviteToCard({ specialist }: { specialist: AdminSpecialist }) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({ intent: INVITE_CARD_INTENT });
  return (
    <fetcher.Form
      method="post"
      noValidate
      className="mt-5 border-t border-stone-200 pt-5"
      data-testid="invite-to-card"
    >
      <input type="hidden" name="intent" value={INVITE_CARD_INTENT} />
      <input type="hidden" name="specialistId" value={specialist.id} />
      {formError ? (
        <Notice tone="error" className="mb-3">
          {formError}
        </Notice>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          className="sm:flex-1"
          label="Pakviesti prisijungti"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="vardas@pavyzdys.lt"
          error={fields.email ?? fields.specialistId}
        />
        <button type="submit" className={buttonClass('secondary', 'sm:mb-px')} disabled={busy}>
          <SendIcon className="size-4" />
          {busy ? 'Siunčiama…' : 'Siųsti kvietimą'}
        </button>
      </div>
      <p className="mt-1.5 text-sm text-zinc-500">
        Kvietimą priėmus, paskyra bus susieta su šia kortele – antros kortelės nebus.
      </p>
    </fetcher.Form>
  );
}

export function SpecialistRow({
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
  const identity = { row, hidden: { specialistId: specialist.id }, label: specialist.name };

  return (
    <OrderedRow
      rowProps={{ 'data-testid': 'specialist-row', 'data-specialist-name': specialist.name }}
      identity={identity}
      position={canManage ? { first, last } : null}
      editor={
        editing ? (
          <>
            <SpecialistPhotoEditor specialist={specialist} />
            <SpecialistForm
              specialist={specialist}
              services={services}
              members={members}
              slug={slug}
              onDone={() => setEditing(false)}
            />
            {specialist.user ? null : <InviteToCard specialist={specialist} />}
            <div className="mt-5 border-t border-stone-200 pt-5">
              <CalendarFeedLink route="admin_specialist_calendar_feed" params={{ id: specialist.id }} />
            </div>
          </>
        ) : null
      }
    >
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
            initialsOf(specialist.name)
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
            {specialist.user
              ? specialist.user.email
                ? `Paskyra: ${specialist.user.email}`
                : 'Paskyra susieta'
              : 'Paskyra nesusieta'}
            {specialist.upcomingAppointments !== null && specialist.upcomingAppointments > 0
              ? ` · ${formatCount(specialist.upcomingAppointments, UPCOMING_VISIT_FORMS)}`
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
            <EditToggle open={editing} onToggle={() => setEditing((open) => !open)} />
            <ToggleSpecialist specialist={specialist} fetcher={row.fetcher} busy={row.busy} />
            <DeleteRowButton
              identity={identity}
              dialogId="delete_specialist"
              title={specialist.hasAppointments ? 'Išjungti specialistą?' : 'Ištrinti specialistą?'}
              confirmLabel={specialist.hasAppointments ? 'Išjungti' : 'Ištrinti'}
            >
              {specialist.hasAppointments ? (
                <p>
                  {specialist.name} turi vizitų, todėl ištrinti negalima – vizitų istorija turi išlikti.
                  Specialistas bus išjungtas: klientai jo nebematys.
                </p>
              ) : (
                <p>{specialist.name} bus ištrintas kartu su darbo laiku.</p>
              )}
            </DeleteRowButton>
          </>
        ) : null}
      </div>
    </OrderedRow>
  );
}

/** Switching off someone with upcoming visits asks first: the visits stay and need another specialist. */
function ToggleSpecialist({
  specialist,
  fetcher,
  busy,
}: {
  specialist: AdminSpecialist;
  fetcher: IntentFetcher;
  busy: boolean;
}) {
  const submit = () =>
    fetcher.submit(
      { intent: 'toggle', specialistId: specialist.id, active: specialist.active ? 'false' : 'true' },
      { method: 'post' },
    );
  if (!specialist.active || !specialist.upcomingAppointments) {
    return (
      <button type="button" className={buttonClass('ghost')} disabled={busy} onClick={submit}>
        {specialist.active ? 'Išjungti' : 'Įjungti'}
      </button>
    );
  }
  return (
    <ConfirmSubmit
      id="deactivate_specialist"
      title="Išjungti specialistą?"
      label="Išjungti"
      triggerVariant="ghost"
      confirmLabel="Išjungti"
      busy={busy}
      onConfirm={submit}
    >
      <p>
        {specialist.name} turi {formatCount(specialist.upcomingAppointments, UPCOMING_VISIT_FORMS)}. Jie liks
        kalendoriuje – perkelkite juos kitam specialistui arba atmeskite. Nauji klientai pas jį registruotis
        nebegalės.
      </p>
    </ConfirmSubmit>
  );
}
