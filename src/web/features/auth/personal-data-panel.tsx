/**
 * "Jūsų duomenys": the JSON export of everything held about the person, and deleting the account (the
 * password, and the authenticator code when two-factor is on; the salons keep their visit records without
 * the person's data).
 */
import { useState } from 'react';
import { buildRoute } from '../../../contracts/routes.ts';
import { buttonClass } from '../../components/button.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { CheckboxField, Field, PasswordField, SubmitButton } from './form-fields.tsx';

/** The `intent` of the deletion form, answered by the security page's action. */
export const DELETE_ACCOUNT_INTENT = 'delete-account';

export function PersonalDataPanel({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { fetcher, busy, fields } = useIntentFetcher({ intent: DELETE_ACCOUNT_INTENT });
  // After a success the home page is loading: the button stays pressed.
  const pending = busy || fetcher.data?.ok === true;

  return (
    <div className="space-y-8" data-testid="personal-data">
      <div>
        <h3 className="text-base font-semibold text-zinc-900">Atsisiųsti mano duomenis</h3>
        <p className="mt-1 text-sm text-zinc-600">
          Vienas JSON failas: profilis, vizitai, atsiliepimai, pranešimai, prenumeratos ir nustatymai.
        </p>
        <a
          href={buildRoute('user_data_export')}
          download
          className={buttonClass('secondary', 'mt-3')}
          data-testid="personal-data-export"
        >
          Atsisiųsti mano duomenis
        </a>
      </div>

      <fetcher.Form
        method="post"
        noValidate
        className="space-y-4 rounded-2xl bg-red-50/60 p-5 ring-1 ring-red-200"
        onSubmit={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={DELETE_ACCOUNT_INTENT} />
        <div>
          <h3 className="text-base font-semibold text-zinc-900">Ištrinti paskyrą</h3>
          <p className="mt-1 text-sm text-zinc-700">
            Paskyra, pranešimai ir nustatymai bus ištrinti visam laikui. Salonai pasiliks vizitų įrašus savo
            apskaitai, bet be jūsų vardo, kontaktų ir pastabų. Būsimus vizitus pirmiausia atšaukite.
          </p>
        </div>
        <PasswordField
          label="Slaptažodis"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fields.password}
        />
        {twoFactorEnabled ? (
          <Field
            label="Kodas iš autentifikavimo programėlės"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            error={fields.code}
          />
        ) : null}
        <CheckboxField name="confirm">Suprantu, kad ištrintos paskyros atkurti negalima.</CheckboxField>
        {fields.confirm ? <p className="text-sm font-medium text-red-700">{fields.confirm}</p> : null}
        <SubmitButton variant="danger" pending={pending} pendingLabel="Trinama...">
          Ištrinti paskyrą
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
