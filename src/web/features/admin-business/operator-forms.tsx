/**
 * The operator's forms that e-mail an owner's invitation: create a business, (re)invite its owner. Both post
 * to the operator page's action; the list is loaded again after a success.
 */
import { useEffect, useState } from 'react';
import { suggestSlug } from '../../../contracts/admin-onboarding.ts';
import type { Location } from '../../../contracts/catalog.ts';
import { BusyButton } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { CityField } from './city-field.tsx';
import { FormFooter } from './form-footer.tsx';

export function InviteOwnerForm({
  businessId,
  defaultEmail,
  onDone,
}: {
  businessId: string;
  defaultEmail: string;
  onDone: () => void;
}) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({
    intent: 'invite-owner',
    onSuccess: onDone,
  });
  return (
    <fetcher.Form
      method="post"
      className="mt-4 flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start"
      noValidate
    >
      <input type="hidden" name="intent" value="invite-owner" />
      <input type="hidden" name="businessId" value={businessId} />
      <InputField
        label="Savininko el. paštas"
        name="email"
        error={fields.email ?? formError ?? undefined}
        className="flex-1"
        type="email"
        defaultValue={defaultEmail}
        autoComplete="off"
      />
      <BusyButton busy={busy} className="sm:mt-7">
        Siųsti kvietimą
      </BusyButton>
    </fetcher.Form>
  );
}

export function CreateBusinessCard({ locations, onDone }: { locations: Location[]; onDone: () => void }) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({
    intent: 'create-business',
    onSuccess: onDone,
  });
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  useEffect(() => {
    if (!slugEdited) setSlug(suggestSlug(name));
  }, [name, slugEdited]);

  return (
    <Card
      title="Naujas verslas"
      description="Verslas sukuriamas neparengtas; savininkas gaus kvietimą el. paštu ir jį paruoš."
    >
      <fetcher.Form method="post" className="space-y-5" noValidate data-testid="operator-create-business">
        <input type="hidden" name="intent" value="create-business" />
        {formError ? <Notice tone="error" title={formError} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Pavadinimas"
            name="name"
            error={fields.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={120}
          />
          <InputField
            label="Adresas sistemoje"
            name="slug"
            error={fields.slug}
            hint={`Registracijos puslapis: /naujas-vizitas/${slug || '…'}`}
            value={slug}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.target.value);
            }}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
          />
          <CityField locations={locations} defaultValue="" error={fields.city} />
          <InputField
            label="Savininko el. paštas"
            name="ownerEmail"
            error={fields.ownerEmail}
            hint="Jam išsiųsime kvietimą tapti verslo savininku."
            type="email"
            autoComplete="off"
          />
        </div>
        <FormFooter
          busy={busy}
          onCancel={onDone}
          submitLabel="Sukurti ir pakviesti"
          busyLabel="Kuriama..."
          className="border-stone-100"
        />
      </fetcher.Form>
    </Card>
  );
}
