/**
 * The operator's forms that go through the HTTP API, because the API also e-mails the owner's invitation:
 * create a business, (re)invite its owner. The list is loaded again after a success.
 */
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { suggestSlug, type OperatorBusiness } from '../../../contracts/admin-onboarding.ts';
import type { Location } from '../../../contracts/catalog.ts';
import { buttonClass } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { FormFooter } from './form-footer.tsx';

/** Calls the API (which e-mails the invitation) and refreshes the list; field messages come from the API. */
function useApiSubmit() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (run: () => Promise<string>, onDone: () => void) => {
    setBusy(true);
    setFields({});
    setFormError(null);
    try {
      const message = await run();
      toast('success', message);
      onDone();
      await revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        toast('danger', 'Prašome ištaisyti klaidas!');
      } else {
        const message = isApiError(error) ? error.message : 'Įvyko klaida. Bandykite dar kartą.';
        setFormError(message);
        toast('danger', message);
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, fields, formError, submit };
}

export function InviteOwnerForm({
  businessId,
  defaultEmail,
  onDone,
}: {
  businessId: string;
  defaultEmail: string;
  onDone: () => void;
}) {
  const { busy, fields, formError, submit } = useApiSubmit();
  return (
    <form
      className="mt-4 flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        void submit(async () => {
          const result = await callApi<{ message: string }>('POST', 'admin_business_owner', {
            params: { id: businessId },
            data: { email },
          });
          return result.message;
        }, onDone);
      }}
    >
      <Field
        label="Savininko el. paštas"
        name="email"
        error={fields.email ?? formError ?? undefined}
        className="flex-1"
      >
        {(props) => (
          <input
            {...props}
            type="email"
            defaultValue={defaultEmail}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass('primary', 'sm:mt-7')} disabled={busy}>
        {busy ? <Spinner /> : null}
        Siųsti kvietimą
      </button>
    </form>
  );
}

export function CreateBusinessCard({ locations, onDone }: { locations: Location[]; onDone: () => void }) {
  const { busy, fields, formError, submit } = useApiSubmit();
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
      <form
        className="space-y-5"
        noValidate
        data-testid="operator-create-business"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void submit(async () => {
            const result = await callApi<{
              business: OperatorBusiness;
              ownerAssignment: { message: string };
            }>('POST', 'admin_operator_businesses', {
              data: {
                name: String(form.get('name') ?? ''),
                slug: String(form.get('slug') ?? ''),
                city: String(form.get('city') ?? ''),
                ownerEmail: String(form.get('ownerEmail') ?? ''),
              },
            });
            return `Verslas „${result.business.name}“ sukurtas. ${result.ownerAssignment.message}`;
          }, onDone);
        }}
      >
        {formError ? <Notice tone="error" title={formError} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Pavadinimas" name="name" error={fields.name}>
            {(props) => (
              <input
                {...props}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={120}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Adresas sistemoje"
            name="slug"
            error={fields.slug}
            hint={`Registracijos puslapis: /naujas-vizitas/${slug || '…'}`}
          >
            {(props) => (
              <input
                {...props}
                value={slug}
                onChange={(event) => {
                  setSlugEdited(true);
                  setSlug(event.target.value);
                }}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Miestas" name="city" error={fields.city}>
            {(props) => (
              <select {...props} defaultValue="" className={`${inputClass} pr-10`}>
                <option value="">– Pasirinkite miestą –</option>
                {locations.map((location) => (
                  <option key={location.slug} value={location.slug}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Savininko el. paštas"
            name="ownerEmail"
            error={fields.ownerEmail}
            hint="Jam išsiųsime kvietimą tapti verslo savininku."
          >
            {(props) => <input {...props} type="email" autoComplete="off" className={inputClass} />}
          </Field>
        </div>
        <FormFooter
          busy={busy}
          onCancel={onDone}
          submitLabel="Sukurti ir pakviesti"
          busyLabel="Kuriama..."
          className="border-stone-100"
        />
      </form>
    </Card>
  );
}
