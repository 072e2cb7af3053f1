/** Switching two-factor authentication on, once the password is confirmed: scan, save the codes, confirm. */
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { copyText } from '../../shell/clipboard.ts';
import { Notice } from '../../components/notice.tsx';
import { CheckboxField, Field, SubmitButton } from './form-fields.tsx';
import { encodeQr, qrSvgPath } from '../../lib/qr-code.ts';

/** The grey box of each step of switching it on or off. */
export const STEP_BOX = 'rounded-xl bg-stone-50 p-4 ring-1 ring-zinc-200 sm:p-5';
/** A button that reads like a link (copy, download). */
const TEXT_BUTTON =
  'rounded-md font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600';

export interface Failure {
  message: string;
  fields?: Record<string, string>;
}

/** A step's buttons: check and go on, or give up (not while the check runs). */
export function SubmitOrCancel({
  pending,
  variant = 'primary',
  onCancel,
  children,
}: {
  pending: boolean;
  variant?: 'primary' | 'danger';
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={pending} pendingLabel="Tikrinama..." variant={variant}>
        {children}
      </SubmitButton>
      <SubmitButton type="button" variant="secondary" onPress={onCancel} isDisabled={pending}>
        Atšaukti
      </SubmitButton>
    </div>
  );
}

export function SetupSteps({
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
    if (!(await copyText(text))) return setCopied(null);
    setCopied(what);
    setTimeout(() => setCopied(null), 2500);
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
      <li className={STEP_BOX}>
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
            <Button onPress={() => void copy(secret, 'secret')} className={`mt-2 text-sm ${TEXT_BUTTON}`}>
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
      <li className={STEP_BOX}>
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
          <Button onPress={download} className={TEXT_BUTTON}>
            Atsisiųsti (.txt)
          </Button>
          <Button onPress={() => void copy(backupCodes.join('\n'), 'codes')} className={TEXT_BUTTON}>
            {copied === 'codes' ? 'Nukopijuota!' : 'Kopijuoti'}
          </Button>
        </div>
      </li>
      <li className={STEP_BOX}>
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
          <SubmitOrCancel pending={pending} onCancel={onCancel}>
            Patvirtinti ir įjungti
          </SubmitOrCancel>
        </form>
      </li>
    </ol>
  );
}
