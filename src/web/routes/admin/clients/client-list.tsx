// /administratorius/klientai/{slug}: the business's clients — search by name, phone or e-mail, add a walk-in.
import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { Form, Link, redirect, useNavigation, useRevalidator } from 'react-router';
import type { ClientCardSummary } from '../../../../contracts/client-cards.ts';
import { CLIENT_CARD_NOTES_MAX_LENGTH } from '../../../../contracts/client-cards.ts';
import { buildRoute } from '../../../../contracts/routes.ts';
import { formatCount } from '../../../../core/format/plural.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Card, EmptyState } from '../../../components/card.tsx';
import { inputClass, LabelledControl, SearchField } from '../../../components/field.tsx';
import { LinkButton, buttonClass, busySubmitProps } from '../../../components/button.tsx';
import { BusinessPage } from '../../../components/page-header.tsx';
import { PlusIcon, UploadIcon, UsersIcon } from '../../../components/icons.tsx';
import { ImportClientsDialog } from '../../../features/client-import/import-clients-dialog.tsx';
import { PHONE_PLACEHOLDER_LT } from '../../../../core/phone/phone-display.ts';
import { formatClientContacts, formatDay } from '../../../features/uploads/admin-format.ts';
import { ClientField } from '../../../features/uploads/client-field.tsx';
import {
  formFailure,
  formText,
  notFoundPage,
  signedInOrRedirect,
  unknownIntent,
  intentPost,
} from '../../../lib/page-results.ts';
import { clientCardPath, useClientForm } from './client-forms.ts';
import type { Route } from './+types/client-list';
import { adminPageMeta } from '../../../lib/page-meta.ts';
import { CLIENT_FORMS, VISIT_FORMS } from '../../../../core/format/nouns.ts';

/** `?pasiulymai=1`: only the clients who agree to the business's offers. */
const CONSENT_FILTER_PARAM = 'pasiulymai';

export function meta({ loaderData }: Route.MetaArgs) {
  return adminPageMeta('Klientai', loaderData?.business.name);
}

export async function loader({ context, params, request: req }: Route.LoaderArgs) {
  const user = signedInOrRedirect(context.user, req);
  const url = new URL(req.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const pageNumber = Number(url.searchParams.get('puslapis') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  const marketingConsent = url.searchParams.get(CONSENT_FILTER_PARAM) === '1';
  const result = await context.services.clientCards.listPage(user, params.slug, {
    q: q || undefined,
    marketingConsent,
    page,
  });
  if (!result) notFoundPage();
  return result;
}

/** "New client": the new card opens (saying it was added); a refusal stays in the dialog. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { user, form, intent } = await intentPost(context.user, request);
  if (intent !== 'create') return unknownIntent(request, intent);
  const result = await context.services.clientCards.createCard(user, params.slug, {
    name: formText(form, 'name') ?? '',
    phone: formText(form, 'phone') ?? '',
    email: formText(form, 'email') ?? '',
    notes: formText(form, 'notes') ?? '',
  });
  if (!result.ok) return formFailure(result, request, intent);
  throw redirect(clientCardPath(params.slug, result.value.id, true));
}

export const ErrorBoundary = AdminErrorView;

export default function ClientList({ loaderData }: Route.ComponentProps) {
  const { business, q, list, marketingConsent } = loaderData;
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' &&
    navigation.location?.pathname === buildRoute('admin_clients', { slug: business.slug });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageHref = (page: number) =>
    buildRoute('admin_clients', {
      slug: business.slug,
      q: q || undefined,
      [CONSENT_FILTER_PARAM]: marketingConsent ? '1' : undefined,
      puslapis: page > 1 ? page : undefined,
    });

  return (
    <BusinessPage
      business={business}
      title="Klientai"
      description="Kliento kortelė sukuriama automatiškai po pirmosios registracijos. Čia rasite kontaktus, pastabas ir vizitų istoriją."
      actions={
        <>
          <Button onPress={() => setImporting(true)} className={buttonClass('secondary')}>
            <UploadIcon className="size-4" />
            Importuoti klientus
          </Button>
          <Button onPress={() => setAdding(true)} className={buttonClass('primary')}>
            <PlusIcon className="size-4" />
            Naujas klientas
          </Button>
        </>
      }
    >
      <Card padded={false}>
        <Form
          method="get"
          role="search"
          className="flex flex-col gap-2 border-b border-stone-100 px-5 py-4 sm:flex-row sm:items-end sm:px-6"
        >
          <SearchField
            label="Paieška"
            className="min-w-0 flex-1"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder="Vardas, tel. numeris arba el. paštas"
            data-testid="client-search"
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-zinc-800 sm:px-1">
            <input
              type="checkbox"
              name={CONSENT_FILTER_PARAM}
              value="1"
              defaultChecked={marketingConsent}
              className="size-5 shrink-0 rounded border-zinc-300 accent-brand-700"
              data-testid="client-consent-filter"
            />
            Tik sutikę gauti pasiūlymus
          </label>
          <button type="submit" className={buttonClass('secondary')} disabled={searching}>
            {searching ? 'Ieškoma…' : 'Ieškoti'}
          </button>
        </Form>

        <p className="px-5 pt-4 text-sm text-zinc-600 sm:px-6" aria-live="polite">
          {q || marketingConsent ? (
            <>
              {q ? `Pagal „${q}“ rasta` : 'Sutikusių gauti pasiūlymus'}
              {q && marketingConsent ? ' tarp sutikusių gauti pasiūlymus' : ''}:{' '}
              {formatCount(list.total, CLIENT_FORMS)}.{' '}
              <Link
                to={buildRoute('admin_clients', { slug: business.slug })}
                className="font-medium text-brand-700 underline"
              >
                Rodyti visus
              </Link>
            </>
          ) : (
            <>Iš viso: {formatCount(list.total, CLIENT_FORMS)}.</>
          )}
        </p>

        {list.items.length === 0 ? (
          <EmptyState
            icon={<UsersIcon />}
            title={q || marketingConsent ? 'Nieko nerasta' : 'Klientų dar nėra'}
          >
            {q
              ? 'Patikrinkite rašybą arba ieškokite pagal tel. numerį ar el. paštą.'
              : marketingConsent
                ? 'Kol kas nė vienas klientas nesutiko gauti jūsų pasiūlymų. Sutikti klientai gali registruodamiesi vizitui.'
                : 'Klientai atsiras čia, kai tik kas nors užsiregistruos. Galite pridėti ir nuolatinius klientus patys.'}
          </EmptyState>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100" data-testid="client-list">
            {list.items.map((client) => (
              <ClientRow key={client.id} client={client} slug={business.slug} timeZone={business.timeZone} />
            ))}
          </ul>
        )}

        {pages > 1 ? (
          <nav
            aria-label="Puslapiai"
            className="flex items-center justify-between gap-3 border-t border-stone-100 px-5 py-4 sm:px-6"
          >
            {list.page > 1 ? <LinkButton to={pageHref(list.page - 1)}>Ankstesnis</LinkButton> : <span />}
            <span className="text-sm text-zinc-600">
              {list.page} iš {pages}
            </span>
            {list.page < pages ? <LinkButton to={pageHref(list.page + 1)}>Kitas</LinkButton> : <span />}
          </nav>
        ) : null}
      </Card>

      <NewClientDialog isOpen={adding} onClose={() => setAdding(false)} />
      <ImportClientsDialog
        businessId={business.id}
        isOpen={importing}
        onClose={(changed) => {
          setImporting(false);
          if (changed) void revalidator.revalidate();
        }}
      />
    </BusinessPage>
  );
}

function ClientRow({
  client,
  slug,
  timeZone,
}: {
  client: ClientCardSummary;
  slug: string;
  timeZone: string;
}) {
  return (
    <li data-testid="client-row">
      <Link
        to={buildRoute('admin_client', { slug, cardId: client.id })}
        className="flex flex-col gap-2 px-5 py-4 outline-none hover:bg-stone-50 focus-visible:bg-brand-50 sm:flex-row sm:items-center sm:justify-between sm:px-6"
      >
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-zinc-900">{client.name}</span>
            {client.hasAccount ? <Badge tone="info">Turi paskyrą</Badge> : null}
            {client.marketingConsentSince ? (
              <Badge tone="success" testId="client-consent-badge">
                Sutiko gauti pasiūlymus
              </Badge>
            ) : null}
            {client.noShows > 0 ? <Badge tone="warning">Neatvyko: {client.noShows}</Badge> : null}
          </p>
          <p className="mt-0.5 truncate text-sm text-zinc-600">{formatClientContacts(client)}</p>
        </div>
        <div className="shrink-0 text-sm text-zinc-600 sm:text-right">
          <p className="font-medium text-zinc-800">{formatCount(client.visits, VISIT_FORMS)}</p>
          <p>
            {client.lastVisitAt ? `Paskutinis: ${formatDay(client.lastVisitAt, timeZone)}` : 'Dar nesilankė'}
          </p>
        </div>
      </Link>
    </li>
  );
}

function NewClientDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { fetcher, busy, fields, formError, checkName, clearNameCheck } = useClientForm('create');

  const close = () => {
    if (busy) return;
    clearNameCheck();
    onClose();
  };

  return (
    <SheetDialog isOpen={isOpen} onClose={close} isDismissable={!busy} width="lg">
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        Naujas klientas
      </Heading>
      <p className="mt-1 text-sm text-zinc-600">
        Pvz., nuolatinė klientė, kuri registruojasi telefonu. Jei vėliau ji susikurs paskyrą tuo pačiu el.
        paštu, kortelės susijungs.
      </p>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(event) => {
          // Enter in a field while saving would send the card twice (the button no longer blocks it).
          if (busy) event.preventDefault();
          else checkName(event);
        }}
      >
        <input type="hidden" name="intent" value="create" />
        {formError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {formError}
          </p>
        ) : null}
        <ClientField name="name" label="Vardas ir pavardė" autoComplete="off" error={fields.name} required />
        <ClientField
          name="phone"
          label="Tel. numeris"
          type="tel"
          placeholder={PHONE_PLACEHOLDER_LT}
          error={fields.phone}
        />
        <ClientField name="email" label="El. pašto adresas" type="email" error={fields.email} />
        <LabelledControl label="Pastabos" error={fields.notes}>
          <textarea
            name="notes"
            rows={3}
            maxLength={CLIENT_CARD_NOTES_MAX_LENGTH}
            className={`${inputClass} mt-1.5`}
            placeholder="Pvz., alergijos, mėgstami specialistai"
          />
        </LabelledControl>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={busy} className={buttonClass('secondary')}>
            Atšaukti
          </button>
          <button {...busySubmitProps(busy)} className={buttonClass('primary')}>
            {busy ? 'Saugoma…' : 'Pridėti klientą'}
          </button>
        </div>
      </fetcher.Form>
    </SheetDialog>
  );
}
