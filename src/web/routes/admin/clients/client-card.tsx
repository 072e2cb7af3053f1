// /administratorius/klientai/{slug}/{cardId}: one client — contacts, notes, counts and visit history; on the
// client's request, their personal data erased (the visits stay, without a name).
import { useState } from 'react';
import type { ClientCard, ClientVisit } from '../../../../contracts/client-cards.ts';
import { CLIENT_CARD_NOTES_MAX_LENGTH, CLIENT_CARD_TEXTS } from '../../../../contracts/client-cards.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../../core/appointments/status-labels.ts';
import { buildRoute } from '../../../../contracts/routes.ts';
import { formatLongDate, formatTime, localDateOf } from '../../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../../core/format/money.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { inputClass, LabelledControl } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PERSONAL_DATA_TEXTS } from '../../../../contracts/profile.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';
import { buttonClass } from '../../../components/button.tsx';
import { formatPhone, PHONE_PLACEHOLDER_LT, telHref } from '../../../../core/phone/phone-display.ts';
import { formatDay } from '../../../features/uploads/admin-format.ts';
import { formResult, formText, unknownIntent, foundPage, intentPost } from '../../../lib/page-results.ts';
import { ADDED_PARAM, useClientForm } from './client-forms.ts';
import { ClientField } from '../../../features/uploads/client-field.tsx';
import { CalendarIcon, MailIcon, PhoneIcon } from '../../../components/icons.tsx';
import type { Route } from './+types/client-card';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { capitalise } from '../../../../core/format/capitalise.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta(loaderData?.card.name ?? 'Klientas', 'Klientai');
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const page = await foundPage(
    context.user,
    req,
    (user) => context.services.clientCards.cardPage(user, params.slug, params.cardId),
    'Kliento kortelė nerasta arba ji priklauso kitam verslui.',
  );
  // A client just added on the list page opens here, with its message.
  const added = new URL(req.url).searchParams.get(ADDED_PARAM) !== null;
  return { ...page, successMessages: added ? [CLIENT_CARD_TEXTS.created] : [] };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent === 'erase') {
    return formResult(
      await context.services.clientCards.eraseCard(user, params.cardId),
      request,
      intent,
      PERSONAL_DATA_TEXTS.clientErased,
    );
  }
  if (intent !== 'save') return unknownIntent(request, intent);
  const input = {
    name: formText(form, 'name') ?? '',
    phone: formText(form, 'phone') ?? '',
    email: formText(form, 'email') ?? '',
    notes: formText(form, 'notes') ?? '',
  };
  return formResult(
    await context.services.clientCards.updateCard(user, params.cardId, input),
    request,
    intent,
    CLIENT_CARD_TEXTS.saved,
  );
}

export const ErrorBoundary = AdminErrorView;

const STATUS_TONES: Record<ClientVisit['status'], BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  no_show: 'danger',
  cancelled: 'neutral',
  declined: 'neutral',
};

export default function ClientCardPage({ loaderData }: Route.ComponentProps) {
  const { business, card } = loaderData;
  const { stats } = card;

  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: buildRoute('admin_clients', { slug: business.slug }), label: 'Visi klientai' }}
        eyebrow={business.name}
        title={card.name}
        description={
          <span className="flex flex-wrap gap-2">
            {card.hasAccount ? (
              <Badge tone="info">Turi paskyrą – registruojasi internetu</Badge>
            ) : (
              <Badge>Be paskyros</Badge>
            )}
            {card.marketingConsentSince ? (
              <Badge tone="success" testId="client-consent-badge">
                Sutiko gauti pasiūlymus nuo {formatDay(card.marketingConsentSince, business.timeZone)}
              </Badge>
            ) : null}
            <span className="text-sm">Kortelė sukurta {formatDay(card.createdAt, business.timeZone)}</span>
          </span>
        }
        actions={
          <a
            href={buildRoute('admin_appointment_create', { slug: business.slug })}
            className={buttonClass('primary')}
          >
            <CalendarIcon className="size-4" />
            Naujas vizitas
          </a>
        }
      />

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="client-stats">
        <Stat label="Įvykę vizitai" value={String(stats.visits)} />
        <Stat
          label="Neatvyko"
          value={String(stats.noShows)}
          tone={stats.noShows > 0 ? 'warning' : undefined}
        />
        <Stat label="Atšaukti ar atmesti" value={String(stats.cancelled)} />
        <Stat label="Išleista iš viso" value={formatEuro(stats.totalSpentCents)} />
      </dl>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          {card.erased ? (
            <Notice tone="info">{PERSONAL_DATA_TEXTS.clientErased}</Notice>
          ) : (
            <>
              <ContactsCard card={card} />
              {card.hasAccount ? <MarketingConsentCard card={card} timeZone={business.timeZone} /> : null}
              <EraseCard />
            </>
          )}
        </div>
        <div className="lg:col-span-3">
          <Card
            title="Vizitų istorija"
            description={
              capitalise(
                [
                  stats.upcoming > 0 ? `Suplanuota vizitų: ${stats.upcoming}` : null,
                  stats.lastVisitAt
                    ? `paskutinis įvykęs – ${formatDay(stats.lastVisitAt, business.timeZone)}`
                    : null,
                ]
                  .filter(Boolean)
                  .join('; '),
              ) || undefined
            }
            padded={false}
          >
            {card.history.length === 0 ? (
              <EmptyState icon={<CalendarIcon />} title="Vizitų dar nebuvo" />
            ) : (
              <ol className="divide-y divide-stone-100" data-testid="client-history">
                {card.history.map((visit) => (
                  <li
                    key={visit.id}
                    className="flex flex-col gap-1.5 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-zinc-900">{visit.service}</p>
                      <p className="text-sm text-zinc-600">
                        {formatLongDate(localDateOf(visit.start, business.timeZone))},{' '}
                        {formatTime(visit.start, business.timeZone)}–
                        {formatTime(visit.end, business.timeZone)} · {visit.specialist}
                      </p>
                      {visit.clientNote ? (
                        <p className="mt-1 text-sm text-zinc-600 italic">„{visit.clientNote}“</p>
                      ) : null}
                    </div>
                    <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                      <Badge tone={STATUS_TONES[visit.status]}>
                        {APPOINTMENT_STATUS_LABELS[visit.status]}
                      </Badge>
                      <span className="text-sm text-zinc-700 tabular-nums">
                        {formatEuro(visit.priceCents)}
                      </span>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

/** Erasing on request: the card's name, contacts and notes go; its visits stay in the history. */
function EraseCard() {
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useIntentFetcher({ intent: 'erase' });
  return (
    <Card
      title="Asmens duomenys"
      description="Klientui paprašius ištrinkite jo vardą, kontaktus ir pastabas. Vizitai liks istorijoje be asmens duomenų."
    >
      <button
        type="button"
        disabled={busy}
        onClick={() => setConfirming(true)}
        className={buttonClass('danger')}
      >
        Ištrinti kliento duomenis
      </button>
      <ConfirmDialog
        isOpen={confirming}
        title="Ištrinti kliento duomenis?"
        confirmLabel="Ištrinti duomenis"
        busyLabel="Trinama…"
        onClose={() => setConfirming(false)}
        onConfirm={() => fetcher.submit({ intent: 'erase' }, { method: 'post' })}
      >
        Vardas, telefonas, el. paštas ir pastabos bus ištrinti visam laikui. Kortelė vizitų istorijoje liks
        pavadinta „Ištrintas klientas“.
      </ConfirmDialog>
    </Card>
  );
}

const GRANTED_VIA: Record<ClientCard['marketingConsentHistory'][number]['grantedVia'], string> = {
  booking: 'registracijos vizitui metu',
  account: 'savo paskyroje',
};
const WITHDRAWN_VIA: Record<
  NonNullable<ClientCard['marketingConsentHistory'][number]['withdrawnVia']>,
  string
> = {
  account: 'savo paskyroje',
  unsubscribe_link: 'laiško nuoroda „Atsisakyti“',
  one_click: 'pašto programos mygtuku „Atsisakyti“',
};

/** The proof of consent: when the client agreed to the salon's offers and when they withdrew. */
function MarketingConsentCard({ card, timeZone }: { card: ClientCard; timeZone: string }) {
  return (
    <Card
      title="Pasiūlymai ir priminimai apsilankyti vėl"
      description="Sutikimą duoda ir atšaukia tik pats klientas."
    >
      {card.marketingConsentHistory.length === 0 ? (
        <p className="text-sm text-zinc-600">Klientas nesutiko gauti jūsų pasiūlymų.</p>
      ) : (
        <ul className="space-y-2 text-sm text-zinc-700" data-testid="client-consent-history">
          {card.marketingConsentHistory.map((record) => (
            <li key={record.grantedAt}>
              Sutiko {formatDay(record.grantedAt, timeZone)} {GRANTED_VIA[record.grantedVia]}
              {record.withdrawnAt && record.withdrawnVia
                ? `; atšaukė ${formatDay(record.withdrawnAt, timeZone)} ${WITHDRAWN_VIA[record.withdrawnVia]}.`
                : '.'}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'warning' }) {
  return (
    <div
      className={`rounded-2xl border bg-white px-4 py-3 shadow-sm ${tone === 'warning' ? 'border-amber-200' : 'border-stone-200'}`}
    >
      <dt className="text-xs font-medium text-zinc-600">{label}</dt>
      <dd
        className={`mt-1 text-xl font-semibold tabular-nums ${tone === 'warning' ? 'text-amber-800' : 'text-zinc-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function ContactsCard({ card }: { card: ClientCard }) {
  const { fetcher, busy, fields, formError, checkName } = useClientForm('save');

  return (
    <Card title="Kontaktai ir pastabos">
      <div className="mb-5 flex flex-wrap gap-2">
        {card.phone ? (
          <a href={telHref(card.phone)} className={buttonClass('secondary', 'min-h-10')}>
            <PhoneIcon className="size-4" />
            {formatPhone(card.phone)}
          </a>
        ) : null}
        {card.email ? (
          <a href={`mailto:${card.email}`} className={buttonClass('secondary', 'min-h-10 max-w-full')}>
            <MailIcon className="size-4 shrink-0" />
            <span className="truncate">{card.email}</span>
          </a>
        ) : null}
      </div>
      <fetcher.Form key={card.updatedAt} method="post" noValidate className="space-y-4" onSubmit={checkName}>
        <input type="hidden" name="intent" value="save" />
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <ClientField
          name="name"
          label="Vardas ir pavardė"
          defaultValue={card.name}
          error={fields.name}
          required
        />
        <ClientField
          name="phone"
          label="Tel. numeris"
          type="tel"
          placeholder={PHONE_PLACEHOLDER_LT}
          defaultValue={formatPhone(card.phone)}
          error={fields.phone}
        />
        <ClientField
          name="email"
          label="El. pašto adresas"
          type="email"
          defaultValue={card.email ?? ''}
          error={fields.email}
        />
        <LabelledControl label="Pastabos" error={fields.notes}>
          <span className="block text-xs text-zinc-500">
            Matote tik jūs ir jūsų komanda – klientas jų nemato.
          </span>
          <textarea
            name="notes"
            rows={5}
            defaultValue={card.notes}
            maxLength={CLIENT_CARD_NOTES_MAX_LENGTH}
            placeholder="Pvz., alergijos, mėgstamos spalvos, pageidavimai"
            aria-invalid={fields.notes ? true : undefined}
            className={`${inputClass} mt-1.5`}
            data-testid="client-notes"
          />
        </LabelledControl>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {busy ? 'Saugoma…' : 'Išsaugoti'}
        </button>
      </fetcher.Form>
    </Card>
  );
}
