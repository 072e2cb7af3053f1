/**
 * The cards of the business settings page that are forms of their own (profile, own domain) and the logo
 * card; each form posts its own `intent`, so saving one never sends the others' unsaved edits.
 */
import { isPremiumFeatureAllowed } from '../../../core/billing/premium-features.ts';
import { openPremiumOffer } from '../../shell/premium-offer.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminBusiness } from '../../../contracts/admin-business.ts';
import { formatPhoneInternational } from '../../../core/phone/phone-number.ts';
import { PHONE_PLACEHOLDER_LT } from '../../../core/phone/phone-display.ts';
import { buttonClass } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Card } from '../../components/card.tsx';
import { InputField, TextareaField } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { businessPaths } from './business-paths.ts';
import { CityField } from './city-field.tsx';
import { SaveRow } from './save-row.tsx';
import { firstLetterOf } from '../../lib/initials.ts';

export function ProfileCard({
  settings,
  locations,
}: {
  settings: AdminBusiness;
  locations: { slug: string; name: string }[];
}) {
  const { fetcher, busy, fields } = useIntentFetcher({ intent: 'profile' });
  const [phone, setPhone] = useState(settings.phone ? formatPhoneInternational(settings.phone) : '');
  return (
    <Card id="profilis" title="Profilis" description="Rodomas verslo puslapyje, paieškoje ir programėlėje.">
      <fetcher.Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <InputField
          label="Pavadinimas"
          name="name"
          error={fields.name}
          defaultValue={settings.name}
          required
          maxLength={120}
          autoComplete="organization"
        />
        <TextareaField
          label="Aprašymas"
          name="description"
          error={fields.description}
          hint="Trumpai apie jus: kuo išsiskiriate, kokias paslaugas teikiate."
          defaultValue={settings.description}
          rows={4}
          maxLength={3000}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Adresas"
            name="address"
            error={fields.address}
            defaultValue={settings.address}
            maxLength={200}
            autoComplete="street-address"
            placeholder="Gedimino pr. 1, Vilnius"
          />
          <CityField locations={locations} defaultValue={settings.city ?? ''} error={fields.city} />
          <InputField
            label="Telefonas"
            name="phone"
            error={fields.phone}
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            onBlur={() => setPhone((current) => formatPhoneInternational(current))}
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER_LT}
          />
          <InputField
            label="El. paštas"
            name="email"
            error={fields.email}
            type="email"
            defaultValue={settings.email ?? ''}
            autoComplete="email"
            placeholder="info@salonas.lt"
          />
        </div>
        <SaveRow busy={busy} label="Išsaugoti profilį" />
      </fetcher.Form>
    </Card>
  );
}

export function DomainCard({ settings }: { settings: AdminBusiness }) {
  const { fetcher, busy, fields } = useIntentFetcher({ intent: 'domain' });
  const allowed = isPremiumFeatureAllowed(settings.planCode, 'own_domain');
  return (
    <Card
      id="domenas"
      title="Savas domenas"
      description="Jei turite svetainės adresą, jūsų programėlė gali veikti juo. Nukreipkite domeno DNS įrašą į mūsų serverį."
      actions={allowed ? undefined : <Badge tone="brand">Premium</Badge>}
    >
      <fetcher.Form
        method="post"
        className="space-y-5"
        noValidate
        onSubmit={(event) => {
          // A Standard business may clear a domain, but setting one is a Premium feature: offer it instead.
          const domain = new FormData(event.currentTarget).get('domain');
          if (!allowed && typeof domain === 'string' && domain.trim() !== '') {
            event.preventDefault();
            openPremiumOffer('own_domain');
          }
        }}
      >
        <input type="hidden" name="intent" value="domain" />
        <InputField
          label="Domenas"
          name="domain"
          error={fields.domain}
          hint="Pvz., salonas.lt arba www.salonas.lt. Palikite tuščią, jei neturite."
          defaultValue={settings.domain ?? ''}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="salonas.lt"
        />
        <SaveRow busy={busy} label="Išsaugoti domeną" />
      </fetcher.Form>
    </Card>
  );
}

/** The logo as clients see it, and the way to the images page where it is uploaded. */
export function ImagesCard({ settings, slug }: { settings: AdminBusiness; slug: string }) {
  return (
    <Card
      id="logotipas"
      title="Logotipas ir nuotraukos"
      description="Logotipas rodomas paieškoje, verslo puslapyje ir programėlėje."
      actions={
        <Link to={businessPaths.images(slug)} className={buttonClass('secondary')}>
          {settings.logo ? 'Keisti nuotraukas' : 'Įkelti logotipą'}
        </Link>
      }
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
          {settings.logo ? (
            <img src={settings.logo} alt={`${settings.name} logotipas`} className="size-full object-cover" />
          ) : (
            <span className="text-3xl font-semibold text-zinc-400" aria-hidden="true">
              {firstLetterOf(settings.name)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {settings.logo ? null : <Notice tone="info">Logotipas dar neįkeltas.</Notice>}
          <p className="text-sm text-zinc-600">
            Logotipą, profilio nuotrauką ir galeriją tvarkote puslapyje{' '}
            <Link
              to={businessPaths.images(slug)}
              className="font-semibold text-brand-700 hover:text-brand-800"
            >
              Nuotraukos
            </Link>
            .
          </p>
        </div>
      </div>
    </Card>
  );
}
