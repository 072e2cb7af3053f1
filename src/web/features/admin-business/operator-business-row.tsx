/** One business in the operator's list: state, owner, contacts, and what the operator can do about it. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { OperatorBusiness } from '../../../contracts/admin-onboarding.ts';
import { formatShortDate, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { formatCount } from '../../../core/format/plural.ts';
import { formatPhoneInternational } from '../../../core/phone/phone-number.ts';
import { telHref } from '../../../core/phone/phone-display.ts';
import { Badge } from '../../components/badge.tsx';
import { buttonClass, BusyButton } from '../../components/button.tsx';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { businessPaths } from './business-paths.ts';
import { InviteOwnerForm } from './operator-forms.tsx';
import { SERVICE_FORMS, SPECIALIST_FORMS } from '../../../core/format/nouns.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

/** The operator's list spans businesses and is read as one: its dates stay in the platform's zone. */
function dateOf(iso: string): string {
  return formatShortDate(localDateOf(iso, LITHUANIA_TIME_ZONE));
}

export function BusinessRow({ business }: { business: OperatorBusiness }) {
  const row = useIntentFetcher();
  const [inviting, setInviting] = useState(false);
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="operator-business"
      data-slug={business.slug}
      data-onboarded={business.onboarded}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-zinc-900">{business.name}</h2>
            {business.onboarded ? (
              <Badge tone="success">Paskelbtas</Badge>
            ) : (
              <Badge tone="warning">Neparengtas</Badge>
            )}
            {!business.onboarded ? (
              business.contactedAt ? (
                <Badge tone="info">Susisiekta {dateOf(business.contactedAt)}</Badge>
              ) : (
                <Badge tone="danger">Dar nesusisiekta</Badge>
              )
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-zinc-500">
            /{business.slug}
            {business.cityName ? ` · ${business.cityName}` : ''} · sukurtas{' '}
            {localDateOf(business.createdAt, LITHUANIA_TIME_ZONE)}
          </p>
          <p className="mt-2 text-sm text-zinc-700">
            {business.owner ? (
              <>
                Savininkas: <span className="font-medium">{business.owner.name}</span> ({business.owner.email}
                )
              </>
            ) : business.pendingOwnerInvitation ? (
              <>
                Laukia savininko: <span className="font-medium">{business.pendingOwnerInvitation.email}</span>{' '}
                (kvietimas galioja iki{' '}
                {localDateOf(business.pendingOwnerInvitation.expiresAt, LITHUANIA_TIME_ZONE)})
              </>
            ) : (
              <span className="text-amber-800">Savininko nėra.</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
            <span>
              {formatCount(business.activeServices, SERVICE_FORMS)} ·{' '}
              {formatCount(business.activeSpecialists, SPECIALIST_FORMS)}
            </span>
            {business.phone ? (
              <a
                href={telHref(business.phone)}
                className="inline-flex items-center gap-1 hover:text-brand-800"
              >
                <PhoneIcon className="size-4" />
                {formatPhoneInternational(business.phone)}
              </a>
            ) : null}
            {business.email ? (
              <a
                href={`mailto:${business.email}`}
                className="inline-flex items-center gap-1 hover:text-brand-800"
              >
                <MailIcon className="size-4" />
                {business.email}
              </a>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:max-w-sm lg:justify-end">
          {!business.onboarded ? (
            <row.fetcher.Form method="post">
              <input type="hidden" name="intent" value="mark-contacted" />
              <input type="hidden" name="businessId" value={business.id} />
              <BusyButton busy={row.busy}>
                {business.contactedAt ? 'Susisiekta vėl' : 'Pažymėti: susisiekta'}
              </BusyButton>
            </row.fetcher.Form>
          ) : null}
          <Link to={businessPaths.onboarding(business.slug)} className={buttonClass('secondary')}>
            Pasiruošimas
          </Link>
          <Link to={businessPaths.settings(business.slug)} className={buttonClass('secondary')}>
            Nustatymai
          </Link>
          {business.owner ? null : (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => setInviting((open) => !open)}
              aria-expanded={inviting}
            >
              {business.pendingOwnerInvitation ? 'Siųsti kvietimą iš naujo' : 'Pakviesti savininką'}
            </button>
          )}
        </div>
      </div>
      {inviting ? (
        <InviteOwnerForm
          businessId={business.id}
          defaultEmail={business.pendingOwnerInvitation?.email ?? ''}
          onDone={() => setInviting(false)}
        />
      ) : null}
    </li>
  );
}
