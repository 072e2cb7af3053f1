/**
 * Two-factor authentication on the security page (seed §4 "can be toggled", through the seed's
 * `/api/user/profile/toggle-2fa`): enabling asks for the password, shows the authenticator QR code (and the
 * key for typing in), the ten one-time backup codes, then a code from the app confirms it. Disabling asks for
 * the password.
 */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ToggleTwoFactorResult } from '../../../contracts/profile.ts';
import { callApi } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { CheckboxField, Field, PasswordField, SubmitButton } from './form-fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { encodeQr, qrSvgPath } from './qr-code.ts';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'enable' | 'disable' }
  | { name: 'setup'; totpURI: string; backupCodes: string[] };

interface Failure {
  message: string;
  fields?: Record<string, string>;
}

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
  return { message: 'Nepavyko susisiekti su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.' };
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

  async function submitPassword(event: React.FormEvent<HTMLFormElement>, purpose: 'enable' | 'disable') {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (password === '') {
      setFailure({ message: 'Įveskite slaptažodį.', fields: { password: 'Įveskite slaptažodį.' } });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const result = await toggle({ enabled: purpose === 'enable' ? 'true' : 'false', password });
      if (purpose === 'enable' && result.totpURI && result.backupCodes) {
        setStep({ name: 'setup', totpURI: result.totpURI, backupCodes: result.backupCodes });
      } else {
        toast('success', result.message);
        reset();
        onChanged();
      }
    } catch (error) {
      setFailure(readFailure(error));
    } finally {
      setPending(false);
    }
  }

  async function confirmCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    const revokeOtherSessions = form.get('revokeOtherSessions') === 'on' ? 'true' : 'false';
    if (!/^\d{6}$/.test(code)) {
      setFailure({ message: 'Įveskite 6 skaitmenų kodą.', fields: { code: 'Įveskite 6 skaitmenų kodą.' } });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const result = await toggle({ enabled: 'true', code, revokeOtherSessions });
      toast('success', result.message);
      reset();
      onChanged();
    } catch (error) {
      setFailure(readFailure(error));
    } finally {
      setPending(false);
    }
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
              ? 'Jungiantis, be slaptažodžio, prašysime kodo iš autentifikavimo programėlės.'
              : 'Papildoma apsauga: jungiantis, be slaptažodžio, reikės kodo iš telefono programėlės (Google Authenticator, Microsoft Authenticator ar kt.).'}
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
          className="mt-5 space-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-zinc-200 sm:p-5"
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
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              pending={pending}
              pendingLabel="Tikrinama..."
              variant={step.purpose === 'disable' ? 'danger' : 'primary'}
            >
              {step.purpose === 'enable' ? 'Tęsti' : 'Išjungti dviejų veiksnių autentifikavimą'}
            </SubmitButton>
            <SubmitButton type="button" variant="secondary" onPress={reset} isDisabled={pending}>
              Atšaukti
            </SubmitButton>
          </div>
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

function SetupSteps({
  totpURI,
  backupCodes,
  brandName,
  pending,
  failure,
  onConfirm,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  brandName: string;
  pending: boolean;
  failure: Failure | null;
  onConfirm: (event: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const secret = useMemo(() => {
    try {
      return new URL(totpURI).searchParams.get('secret') ?? '';
    } catch {
      return '';
    }
  }, [totpURI]);
  const qrPath = useMemo(() => {
    const matrix = encodeQr(totpURI);
    return { d: qrSvgPath(matrix), size: matrix.length };
  }, [totpURI]);
  const [copied, setCopied] = useState<'secret' | 'codes' | null>(null);

  async function copy(text: string, what: 'secret' | 'codes') {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      setTimeout(() => setCopied(null), 2500);
    } catch {
      setCopied(null);
    }
  }

  function download() {
    const text = `${brandName} – atsarginiai prisijungimo kodai\n\nKiekvienas kodas tinka vieną kartą, jei neturite telefono.\n\n${backupCodes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'atsarginiai-kodai.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const quiet = 4;
  return (
    <ol className="mt-6 space-y-6" data-testid="two-factor-setup">
      <li className="rounded-xl bg-stone-50 p-4 ring-1 ring-zinc-200 sm:p-5">
        <h3 className="font-semibold text-zinc-900">1. Nuskaitykite QR kodą</h3>
        <p className="mt-1 text-sm text-zinc-600">
          Atidarykite autentifikavimo programėlę telefone ir nuskaitykite šį kodą.
        </p>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
          <svg
            role="img"
            aria-label="QR kodas autentifikavimo programėlei"
            viewBox={`${-quiet} ${-quiet} ${qrPath.size + quiet * 2} ${qrPath.size + quiet * 2}`}
            className="size-48 shrink-0 self-center rounded-lg bg-white ring-1 ring-zinc-200 sm:self-auto"
            shapeRendering="crispEdges"
          >
            <rect
              x={-quiet}
              y={-quiet}
              width={qrPath.size + quiet * 2}
              height={qrPath.size + quiet * 2}
              fill="#fff"
            />
            <path d={qrPath.d} fill="#18181b" />
          </svg>
          <div className="min-w-0 text-sm">
            <p className="text-zinc-700">
              Negalite nuskaityti? Įveskite šį raktą ranka (laiko pagrindu, 6 skaitmenys):
            </p>
            <p
              className="mt-2 rounded-lg bg-white px-3 py-2 font-mono text-base tracking-wider break-all text-zinc-900 ring-1 ring-zinc-200"
              data-testid="totp-secret"
            >
              {secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
            <Button
              onPress={() => void copy(secret, 'secret')}
              className="mt-2 rounded-md text-sm font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {copied === 'secret' ? 'Nukopijuota!' : 'Kopijuoti raktą'}
            </Button>
            <a
              href={totpURI}
              className="ml-4 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              data-testid="totp-uri"
            >
              Atidaryti programėlėje
            </a>
          </div>
        </div>
      </li>
      <li className="rounded-xl bg-stone-50 p-4 ring-1 ring-zinc-200 sm:p-5">
        <h3 className="font-semibold text-zinc-900">2. Išsisaugokite atsarginius kodus</h3>
        <p className="mt-1 text-sm text-zinc-600">
          Jei pamestumėte telefoną, prisijungsite vienu iš šių kodų. Kiekvienas tinka tik kartą. Laikykite
          juos saugioje vietoje – daugiau jų nerodysime.
        </p>
        <ul
          className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
          data-testid="backup-codes"
          aria-label="Atsarginiai kodai"
        >
          {backupCodes.map((code) => (
            <li
              key={code}
              className="rounded-lg bg-white px-2 py-1.5 text-center text-zinc-900 ring-1 ring-zinc-200"
            >
              {code}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          <Button
            onPress={download}
            className="rounded-md font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Atsisiųsti (.txt)
          </Button>
          <Button
            onPress={() => void copy(backupCodes.join('\n'), 'codes')}
            className="rounded-md font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {copied === 'codes' ? 'Nukopijuota!' : 'Kopijuoti'}
          </Button>
        </div>
      </li>
      <li className="rounded-xl bg-stone-50 p-4 ring-1 ring-zinc-200 sm:p-5">
        <h3 className="font-semibold text-zinc-900">3. Įveskite kodą iš programėlės</h3>
        <form onSubmit={onConfirm} noValidate className="mt-3 space-y-4">
          {failure && !failure.fields ? <Notice tone="error">{failure.message}</Notice> : null}
          <Field
            label="6 skaitmenų kodas"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            className="max-w-xs"
            inputClassName="font-mono text-lg tracking-[0.3em]"
            error={failure?.fields?.code ?? failure?.fields?.password}
          />
          <div>
            <CheckboxField name="revokeOtherSessions" defaultSelected>
              Atjungti kitus įrenginius
            </CheckboxField>
            <p className="mt-1 ml-8 text-sm text-zinc-600">
              Kituose įrenginiuose prisijungta be kodo: atjungus, ten reikės prisijungti iš naujo su kodu.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={pending} pendingLabel="Tikrinama...">
              Patvirtinti ir įjungti
            </SubmitButton>
            <SubmitButton type="button" variant="secondary" onPress={onCancel} isDisabled={pending}>
              Atšaukti
            </SubmitButton>
          </div>
        </form>
      </li>
    </ol>
  );
}
