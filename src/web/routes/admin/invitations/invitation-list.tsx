// /administratorius/kvietimai/{slug}: invite clients and staff by e-mail; resend or revoke pending invitations.
import { useEffect, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  INVITATION_ROLE_LABELS,
  INVITATION_STATUS_LABELS,
  type Invitation,
  type InvitationRole,
  type InvitationStatus,
} from '../../../../contracts/invitations.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { FieldMessage, inputClass, labelClass } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { formatDay } from '../../../features/uploads/admin-format.ts';
import { notFoundPage, signedInOrRedirect } from '../../../lib/page-results.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BanIcon, RefreshIcon, SendIcon } from '../../../components/icons.tsx';
import { isApiError, callApi, requestErrorMessage } from '../../../lib/api-client.ts';
import { MailIcon } from '../../../components/icons.tsx';
import { toast } from '../../../shell/toast-store.ts';
import type { Route } from './+types/invitation-list';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Kvietimai${loaderData ? ` – ${loaderData.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const user = signedInOrRedirect(context.user, req);
  const page = await context.services.invitations.adminPage(user, params.slug);
  if (!page) notFoundPage();
  return page;
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
  const { business, allowedRoles } = loaderData;
  const [items, setItems] = useState<Invitation[]>(loaderData.items);
  useEffect(() => setItems(loaderData.items), [loaderData.items]);
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const replace = (updated: Invitation) =>
    setItems((current) =>
      [updated, ...current.filter((item) => item.id !== updated.id)].sort(
        (a, b) => rank(a.status) - rank(b.status),
      ),
    );

  const resend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      const answer = await callApi<{ message: string; invitation: Invitation }>(
        'POST',
        'admin_invitation_resend',
        { params: { id: invitation.id } },
      );
      replace(answer.invitation);
      toast('success', answer.message);
    } catch (failure) {
      toast('danger', requestErrorMessage(failure, 'Nepavyko išsiųsti kvietimo. Bandykite dar kartą.'));
    } finally {
      setResending(null);
    }
  };

  const pending = items.filter((item) => item.status === 'pending');
  const other = items.filter((item) => item.status !== 'pending');

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={business.name}
        title="Kvietimai"
        description="Pakvieskite klientus registruotis internetu arba naujus komandos narius. Kvietimo nuoroda galioja 7 dienas."
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SendForm businessId={business.id} allowedRoles={allowedRoles} onSent={replace} />
        </div>
        <div className="space-y-6 lg:col-span-3">
          <Card title="Laukia atsakymo" padded={false}>
            {pending.length === 0 ? (
              <EmptyState icon={<MailIcon />} title="Neatsakytų kvietimų nėra" />
            ) : (
              <ul className="divide-y divide-stone-100" data-testid="pending-invitations">
                {pending.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation}>
                    <Button
                      onPress={() => void resend(invitation)}
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
                  <InvitationRow key={invitation.id} invitation={invitation}>
                    {invitation.status === 'expired' ? (
                      <Button
                        onPress={() => void resend(invitation)}
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
        onConfirm={async () => {
          if (!toRevoke) return;
          const answer = await callApi<{ message: string; invitation: Invitation }>(
            'POST',
            'admin_invitation_revoke',
            { params: { id: toRevoke.id } },
          );
          replace(answer.invitation);
          toast('success', answer.message);
        }}
      >
        Nuoroda, išsiųsta adresu <strong>{toRevoke?.email}</strong>, nebegalios.
      </ConfirmDialog>
    </div>
  );
}

function rank(status: InvitationStatus): number {
  return { pending: 0, accepted: 1, expired: 2, revoked: 3 }[status];
}

function InvitationRow({ invitation, children }: { invitation: Invitation; children?: React.ReactNode }) {
  const when =
    invitation.status === 'accepted' && invitation.acceptedAt
      ? `Priimtas ${formatDay(invitation.acceptedAt)}`
      : invitation.status === 'revoked' && invitation.revokedAt
        ? `Atšauktas ${formatDay(invitation.revokedAt)}`
        : invitation.status === 'expired'
          ? `Nebegalioja nuo ${formatDay(invitation.expiresAt)}`
          : `Išsiųstas ${formatDay(invitation.createdAt)}, galioja iki ${formatDay(invitation.expiresAt)}`;
  return (
    <li data-testid="invitation-row" className="flex flex-col gap-3 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <p className="font-semibold break-all text-zinc-900">{invitation.email}</p>
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

function SendForm({
  businessId,
  allowedRoles,
  onSent,
}: {
  businessId: string;
  allowedRoles: InvitationRole[];
  onSent: (invitation: Invitation) => void;
}) {
  const [role, setRole] = useState<InvitationRole>('client');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setFields({ email: trimmed ? 'Neteisingas el. pašto adresas.' : 'Įveskite el. pašto adresą.' });
      return;
    }
    setBusy(true);
    setFields({});
    setFormError(null);
    try {
      const answer = await callApi<{ message: string; invitation: Invitation }>(
        'POST',
        'admin_send_invitation',
        {
          data: { business: businessId, email: trimmed, role },
        },
      );
      onSent(answer.invitation);
      setEmail('');
      toast('success', `${answer.message} Adresas: ${answer.invitation.email}.`);
    } catch (failure) {
      if (isApiError(failure) && failure.fields) setFields(failure.fields);
      setFormError(
        isApiError(failure) ? failure.message : 'Nepavyko išsiųsti kvietimo. Bandykite dar kartą.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Naujas kvietimas" id="naujas-kvietimas">
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <div>
          <label htmlFor="kvietimo-el-pastas" className={labelClass}>
            El. pašto adresas
          </label>
          <input
            id="kvietimo-el-pastas"
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
      </form>
    </Card>
  );
}
