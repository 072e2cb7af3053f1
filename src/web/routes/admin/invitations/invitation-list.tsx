// /administratorius/kvietimai/{slug}: invite clients and staff by e-mail; resend or revoke pending invitations.
import { useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  INVITATION_ROLE_LABELS,
  INVITATION_STATUS_LABELS,
  INVITATION_TEXTS,
  sendInvitationInputSchema,
  type Invitation,
  type InvitationRole,
  type InvitationStatus,
} from '../../../../contracts/invitations.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { FieldMessage, inputClass, labelClass } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { formatDay } from '../../../features/uploads/admin-format.ts';
import { formResult, formText, unknownIntent, foundPage, intentPost } from '../../../lib/page-results.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BanIcon, RefreshIcon, SendIcon } from '../../../components/icons.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/invitation-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { EmailText } from '../../../components/contact-text.tsx';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Kvietimai', loaderData?.business.name);
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  return foundPage(context.user, req, (user) => context.services.invitations.adminPage(user, params.slug));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  const services = context.services.invitations;
  const invitationId = formText(form, 'invitationId') ?? '';
  switch (intent) {
    case 'send':
      return formResult(
        await services.send(user, {
          business: formText(form, 'business'),
          email: formText(form, 'email'),
          role: formText(form, 'role'),
        }),
        request,
        intent,
        (invitation) => `${INVITATION_TEXTS.sent} Adresas: ${invitation.email}.`,
      );
    case 'resend':
      return formResult(await services.resend(user, invitationId), request, intent, INVITATION_TEXTS.resent);
    case 'revoke':
      return formResult(await services.revoke(user, invitationId), request, intent, INVITATION_TEXTS.revoked);
    default:
      return unknownIntent(request, intent);
  }
}

export const ErrorBoundary = AdminErrorView;

const ROLE_DESCRIPTIONS: Record<InvitationRole, string> = {
  client: 'Gaus kvietimą registruotis internetu ir įsidiegti jūsų programėlę.',
  specialist: 'Matys ir tvarkys savo kalendorių bei vizitus.',
  admin: 'Tvarkys visą verslą: vizitus, paslaugas, komandą, klientus.',
  owner: 'Visos teisės, įskaitant sąskaitas. Skiria tik platformos operatorius.',
};

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  revoked: 'neutral',
  expired: 'danger',
};

export default function InvitationList({ loaderData }: Route.ComponentProps) {
  const { business, allowedRoles, items } = loaderData;
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);
  const { fetcher } = useIntentFetcher();
  const change = (intent: 'resend' | 'revoke', invitation: Invitation) =>
    fetcher.submit({ intent, invitationId: invitation.id }, { method: 'post' });
  const resending =
    fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'resend'
      ? fetcher.formData.get('invitationId')
      : null;

  const pending = items.filter((item) => item.status === 'pending');
  const other = items.filter((item) => item.status !== 'pending');

  return (
    <BusinessPage
      business={business}
      title="Kvietimai"
      description="Pakvieskite klientus registruotis internetu arba naujus komandos narius. Kvietimo nuoroda galioja 7 dienas."
    >
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SendForm businessId={business.id} allowedRoles={allowedRoles} />
        </div>
        <div className="space-y-6 lg:col-span-3">
          <Card title="Laukia atsakymo" padded={false}>
            {pending.length === 0 ? (
              <EmptyState icon={<MailIcon />} title="Neatsakytų kvietimų nėra" />
            ) : (
              <ul className="divide-y divide-stone-100" data-testid="pending-invitations">
                {pending.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} timeZone={business.timeZone}>
                    <Button
                      onPress={() => void change('resend', invitation)}
                      isDisabled={resending === invitation.id}
                      className={buttonClass('secondary', 'min-h-10')}
                      aria-label={`Siųsti iš naujo: ${invitation.email}`}
                    >
                      <RefreshIcon className="size-4" />
                      {resending === invitation.id ? 'Siunčiama…' : 'Siųsti iš naujo'}
                    </Button>
                    <Button
                      onPress={() => setToRevoke(invitation)}
                      className={buttonClass('danger', 'min-h-10')}
                      aria-label={`Atšaukti kvietimą: ${invitation.email}`}
                    >
                      <BanIcon className="size-4" />
                      Atšaukti
                    </Button>
                  </InvitationRow>
                ))}
              </ul>
            )}
          </Card>
          {other.length > 0 ? (
            <Card title="Ankstesni kvietimai" description="Per paskutines 30 dienų." padded={false}>
              <ul className="divide-y divide-stone-100">
                {other.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} timeZone={business.timeZone}>
                    {invitation.status === 'expired' ? (
                      <Button
                        onPress={() => void change('resend', invitation)}
                        isDisabled={resending === invitation.id}
                        className={buttonClass('secondary', 'min-h-10')}
                      >
                        <RefreshIcon className="size-4" />
                        {resending === invitation.id ? 'Siunčiama…' : 'Siųsti iš naujo'}
                      </Button>
                    ) : null}
                  </InvitationRow>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        isOpen={toRevoke !== null}
        title="Atšaukti kvietimą?"
        confirmLabel="Atšaukti kvietimą"
        busyLabel="Atšaukiama…"
        onClose={() => setToRevoke(null)}
        onConfirm={() => {
          if (toRevoke) void change('revoke', toRevoke);
        }}
      >
        Nuoroda, išsiųsta adresu <strong>{toRevoke?.email}</strong>, nebegalios.
      </ConfirmDialog>
    </BusinessPage>
  );
}

function InvitationRow({
  invitation,
  timeZone,
  children,
}: {
  invitation: Invitation;
  timeZone: string;
  children?: React.ReactNode;
}) {
  const day = (iso: string) => formatDay(iso, timeZone);
  const when =
    invitation.status === 'accepted' && invitation.acceptedAt
      ? `Priimtas ${day(invitation.acceptedAt)}`
      : invitation.status === 'revoked' && invitation.revokedAt
        ? `Atšauktas ${day(invitation.revokedAt)}`
        : invitation.status === 'expired'
          ? `Nebegalioja nuo ${day(invitation.expiresAt)}`
          : `Išsiųstas ${day(invitation.createdAt)}, galioja iki ${day(invitation.expiresAt)}`;
  return (
    <li data-testid="invitation-row" className="flex flex-col gap-3 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <p className="font-semibold text-zinc-900">
          <EmailText email={invitation.email} />
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone="brand">{INVITATION_ROLE_LABELS[invitation.role]}</Badge>
          <Badge tone={STATUS_TONES[invitation.status]}>{INVITATION_STATUS_LABELS[invitation.status]}</Badge>
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          {when}
          {invitation.invitedBy ? ` · pakvietė ${invitation.invitedBy}` : ''}
        </p>
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}

function SendForm({ businessId, allowedRoles }: { businessId: string; allowedRoles: InvitationRole[] }) {
  const [role, setRole] = useState<InvitationRole>('client');
  const [email, setEmail] = useState('');
  // The address is checked here first, by the request's own rule, so a mistyped one is marked beside the
  // field without a round trip.
  const [localFields, setLocalFields] = useState<Record<string, string>>({});
  const {
    fetcher,
    busy,
    fields: sentFields,
    formError,
  } = useIntentFetcher({
    intent: 'send',
    onSuccess: () => setEmail(''),
  });
  const fields = { ...sentFields, ...localFields };

  return (
    <Card title="Naujas kvietimas" id="naujas-kvietimas">
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          const checked = sendInvitationInputSchema.shape.email.safeParse(email);
          if (!checked.success) {
            event.preventDefault();
            setLocalFields({ email: checked.error.issues[0]?.message ?? '' });
            return;
          }
          setLocalFields({});
        }}
      >
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="business" value={businessId} />
        <input type="hidden" name="role" value={role} />
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <div>
          <label htmlFor="kvietimo-el-pastas" className={labelClass}>
            El. pašto adresas
          </label>
          <input
            id="kvietimo-el-pastas"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? 'kvietimo-el-pastas-klaida' : undefined}
            placeholder="vardas@pavyzdys.lt"
            className={`${inputClass} mt-1.5`}
          />
          <FieldMessage id="kvietimo-el-pastas-klaida" message={fields.email} />
        </div>
        <RadioGroup
          value={role}
          onChange={(value) => setRole(value as InvitationRole)}
          className="space-y-2"
          isInvalid={Boolean(fields.role)}
        >
          <Label className={labelClass}>Ką kviečiate?</Label>
          {allowedRoles.map((option) => (
            <Radio
              key={option}
              value={option}
              className={({ isSelected, isFocusVisible }) =>
                `flex cursor-pointer gap-3 rounded-xl px-3.5 py-3 ring-1 transition ${
                  isSelected
                    ? 'bg-brand-50 ring-2 ring-brand-600'
                    : 'bg-white ring-stone-200 hover:bg-stone-50'
                } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`
              }
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ring-1 ${isSelected ? 'bg-brand-700 ring-brand-700' : 'bg-white ring-zinc-400'}`}
                  >
                    {isSelected ? <span className="size-2 rounded-full bg-white" /> : null}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-zinc-900">
                      {INVITATION_ROLE_LABELS[option]}
                    </span>
                    <span className="block text-sm text-zinc-600">{ROLE_DESCRIPTIONS[option]}</span>
                  </span>
                </>
              )}
            </Radio>
          ))}
          <FieldMessage message={fields.role} />
        </RadioGroup>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full')}>
          <SendIcon className="size-4" />
          {busy ? 'Siunčiama…' : 'Siųsti kvietimą'}
        </button>
      </fetcher.Form>
    </Card>
  );
}
