/**
 * Two-factor authentication on the security page, switched on and off by the person through
 * `/api/user/profile/toggle-2fa`: enabling asks for the password, shows the authenticator QR code (and the
 * key for typing in), the ten one-time backup codes, then a code from the app confirms it. Disabling asks for
 * the password.
 */
import { useState } from 'react';
import type { ToggleTwoFactorResult } from '../../../contracts/profile.ts';
import { callApi } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { NETWORK_ERROR } from './auth-errors.ts';
import { PasswordField, SubmitButton } from './form-fields.tsx';
import { FIELD_MESSAGES } from './form-state.ts';
import { Notice } from '../../components/notice.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { SetupSteps, STEP_BOX, SubmitOrCancel, type Failure } from './two-factor-setup.tsx';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' }
  | { name: 'setup'; totpURI: string; backupCodes: string[] };

function readFailure(error: unknown): Failure {
  // The request helper throws the server's JSON answer; a network failure throws an Error instead.
  if (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as Failure).message === 'string'
  ) {
    const { message, fields } = error as Failure;
    return { message, fields };
  }
  return { message: NETWORK_ERROR };
}

async function toggle(data: Record<string, string>): Promise<ToggleTwoFactorResult> {
  return callApi<ToggleTwoFactorResult>('POST', 'toggle_two_factor', { data });
}

export function TwoFactorPanel({
  enabled,
  brandName,
  onChanged,
}: {
  enabled: boolean;
  brandName: string;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  function reset() {
    setStep({ name: 'idle' });
    setFailure(null);
  }

  /** A field's problem found before asking the server: shown at the field. */
  function refuse(field: 'password' | 'code', message: string) {
    setFailure({ message, fields: { [field]: message } });
  }

  /** Sends the switch; a finished change is announced and the panel starts over. */
  async function send(data: Record<string, string>, onSetup?: (result: ToggleTwoFactorResult) => boolean) {
    setPending(true);
    setFailure(null);
    try {
      const result = await toggle(data);
      if (onSetup?.(result)) return;
      toast('success', result.message);
      reset();
      onChanged();
    } catch (error) {
      setFailure(readFailure(error));
    } finally {
      setPending(false);
    }
  }

  async function submitPassword(event: React.FormEvent<HTMLFormElement>, purpose: 'enable' | 'disable') {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (password === '') return refuse('password', FIELD_MESSAGES.passwordRequired);
    await send({ enabled: purpose === 'enable' ? 'true' : 'false', password }, (result) => {
      if (purpose !== 'enable' || !result.totpURI || !result.backupCodes) return false;
      setStep({ name: 'setup', totpURI: result.totpURI, backupCodes: result.backupCodes });
      return true;
    });
  }

  async function confirmCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    const revokeOtherSessions = form.get('revokeOtherSessions') === 'on' ? 'true' : 'false';
    if (!/^\d{6}$/.test(code)) return refuse('code', 'Įveskite 6 skaitmenų kodą.');
    await send({ enabled: 'true', code, revokeOtherSessions });
  }

  const status = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex gap-3">
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-xl ring-1 ${enabled ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-stone-100 text-zinc-500 ring-zinc-200'}`}
        >
          <ShieldIcon />
        </span>
        <div>
          <p className="font-medium text-zinc-900">
            Kodas iš programėlės{' '}
            <span
              data-testid="two-factor-status"
              className={`ml-1 inline-flex rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-zinc-700'}`}
            >
              {enabled ? 'Įjungtas' : 'Išjungtas'}
            </span>
          </p>
          <p className="mt-1 max-w-prose text-sm text-zinc-600">
            {enabled
              ? 'Prisijungiant po slaptažodžio dar prašysime kodo iš autentifikavimo programėlės.'
              : 'Papildoma apsauga: prisijungiant po slaptažodžio reikės dar ir kodo iš telefono programėlės (Google Authenticator, Microsoft Authenticator ar kt.).'}
          </p>
        </div>
      </div>
      {step.name === 'idle' ? (
        <SubmitButton
          type="button"
          variant={enabled ? 'danger' : 'primary'}
          onPress={() => {
            setFailure(null);
            setStep({ name: 'password', purpose: enabled ? 'disable' : 'enable' });
          }}
        >
          {enabled ? 'Išjungti' : 'Įjungti'}
        </SubmitButton>
      ) : null}
    </div>
  );

  return (
    <div>
      {status}
      {step.name === 'password' ? (
        <form
          onSubmit={(event) => void submitPassword(event, step.purpose)}
          noValidate
          className={`mt-5 space-y-4 ${STEP_BOX}`}
        >
          <p className="text-sm text-zinc-700">
            {step.purpose === 'enable'
              ? 'Įjungimui patvirtinkite savo slaptažodžiu.'
              : 'Išjungus, jungiantis užteks slaptažodžio. Patvirtinkite savo slaptažodžiu.'}
          </p>
          {failure && !failure.fields ? <Notice tone="error">{failure.message}</Notice> : null}
          <PasswordField
            label="Slaptažodis"
            name="password"
            autoComplete="current-password"
            autoFocus
            error={failure?.fields?.password}
          />
          <SubmitOrCancel
            pending={pending}
            variant={step.purpose === 'disable' ? 'danger' : 'primary'}
            onCancel={reset}
          >
            {step.purpose === 'enable' ? 'Tęsti' : 'Išjungti dviejų veiksnių autentifikavimą'}
          </SubmitOrCancel>
        </form>
      ) : null}
      {step.name === 'setup' ? (
        <SetupSteps
          totpURI={step.totpURI}
          backupCodes={step.backupCodes}
          brandName={brandName}
          pending={pending}
          failure={failure}
          onConfirm={(event) => void confirmCode(event)}
          onCancel={reset}
        />
      ) : null}
    </div>
  );
}
