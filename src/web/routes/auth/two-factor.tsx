import { useState } from 'react';
import { redirect } from 'react-router';
import { authPost } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink, AuthForm } from '../../features/auth/auth-page.tsx';
import { CheckboxField, Field, SubmitButton, type FieldProps } from '../../features/auth/form-fields.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { FIELD_MESSAGES, SCRIPT_NOT_READY, type FormState } from '../../features/auth/form-state.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import type { Route } from './+types/two-factor';
import { textField } from '../../lib/page-results.ts';

/** The code field of each way to confirm: a 6-digit code from the app, or a one-time backup code. */
const CODE_FIELDS = {
  totp: {
    label: 'Patvirtinimo kodas',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    maxLength: 7,
    placeholder: '123456',
    inputClassName: 'text-center font-mono text-xl tracking-[0.4em]',
  },
  backup: {
    label: 'Atsarginis kodas',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 32,
    placeholder: 'XXXXX-XXXXX',
    inputClassName: 'text-center font-mono text-lg tracking-wider',
  },
} satisfies Record<'totp' | 'backup', Omit<FieldProps, 'name'>>;

/** Codes that mean "start again from the password": the pending sign-in is gone. */
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Prisijungimo patvirtinimas', loaderData?.brandName);
}

/** better-auth's pending-sign-in cookie (cookie prefix `gl` in src/server/auth/auth.ts; `__Secure-` over https). */
const PENDING_SIGN_IN_COOKIE = /(?:^|;\s*)(?:__Secure-)?gl\.two_factor=/;

export async function loader({ context, request }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('grizti'));
  if (context.user) throw redirect(returnTo);
  // Without a password step in the last ten minutes there is nothing to confirm.
  if (!PENDING_SIGN_IN_COOKIE.test(request.headers.get('cookie') ?? '')) {
    const signIn = withReturnPath('/prisijungti', returnTo);
    throw redirect(`${signIn}${signIn.includes('?') ? '&' : '?'}pranesimas=sesija-baigesi`);
  }
  return { brandName: context.brandName, returnTo };
}

export async function action(): Promise<FormState> {
  return SCRIPT_NOT_READY;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState | Response> {
  const form = await request.formData();
  const mode = textField(form, 'mode') === 'backup' ? 'backup' : 'totp';
  const code = textField(form, 'code').trim();
  const returnTo = safeReturnPath(textField(form, 'returnTo'));
  if (code === '') return { fields: { code: FIELD_MESSAGES.codeRequired } };
  const trustDevice = form.get('trustDevice') === 'on';

  let result;
  if (mode === 'totp') {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return { fields: { code: 'Kodą sudaro 6 skaitmenys.' } };
    result = await authPost('/api/auth/two-factor/verify-totp', { code: digits, trustDevice });
  } else {
    result = await authPost('/api/auth/two-factor/verify-backup-code', { code, trustDevice });
  }
  if (result.ok) return redirect(returnTo);
  if (result.code && RESTART_CODES.has(result.code)) {
    return {
      formError: result.message,
      formErrorLink: { href: withReturnPath('/prisijungti', returnTo), label: 'Prisijungti iš naujo' },
    };
  }
  if (['INVALID_CODE', 'INVALID_BACKUP_CODE', 'TOTP_CODE_ALREADY_USED'].includes(result.code ?? ''))
    return { fields: { code: result.message } };
  return { formError: result.message };
}

export default function TwoFactorStep({ loaderData }: Route.ComponentProps) {
  const { state, pending, formRef } = useAuthForm<FormState>();
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const { returnTo } = loaderData;

  return (
    <AuthPage
      title="Patvirtinkite prisijungimą"
      icon={<ShieldIcon className="size-6" />}
      lead={
        mode === 'totp'
          ? 'Įveskite 6 skaitmenų kodą, kurį rodo jūsų autentifikavimo programėlė (pvz., Google Authenticator).'
          : 'Įveskite vieną iš atsarginių kodų, kuriuos išsisaugojote įjungdami dviejų veiksnių autentifikavimą. Kiekvienas kodas tinka tik kartą.'
      }
      footer={<TextLink href={withReturnPath('/prisijungti', returnTo)}>Grįžti į prisijungimą</TextLink>}
    >
      <AuthForm formRef={formRef} formError={state?.formError} link={state?.formErrorLink}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="mode" value={mode} />
        <Field key={mode} {...CODE_FIELDS[mode]} name="code" autoFocus error={state?.fields?.code} />
        <CheckboxField
          name="trustDevice"
          description="Šiame įrenginyje kodo neklausime. Nerinkitės bendrai naudojamame kompiuteryje."
        >
          Pasitikėti šiuo įrenginiu 30 dienų
        </CheckboxField>
        <SubmitButton pending={pending} pendingLabel="Tikrinama..." className="w-full">
          Patvirtinti
        </SubmitButton>
        <button
          type="button"
          onClick={() => setMode(mode === 'totp' ? 'backup' : 'totp')}
          className="w-full rounded-lg py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {mode === 'totp' ? 'Neturite telefono? Naudokite atsarginį kodą' : 'Naudoti kodą iš programėlės'}
        </button>
      </AuthForm>
    </AuthPage>
  );
}
