import { redirect } from 'react-router';
import { authPost } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink, AuthForm } from '../../features/auth/auth-page.tsx';
import { PasswordField, SubmitButton } from '../../features/auth/form-fields.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { buttonClass } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { NewPasswordField } from '../../features/auth/new-password-field.tsx';
import {
  checkNewPassword,
  FIELD_MESSAGES,
  fieldErrors,
  SCRIPT_NOT_READY,
  type FormState,
} from '../../features/auth/form-state.ts';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import type { Route } from './+types/reset-password';
import { textField } from '../../lib/page-results.ts';

const LINK_INVALID = 'Nuoroda netinkama, jau panaudota arba nebegalioja. Paprašykite naujos nuorodos.';
const NEW_LINK = { href: '/pamirsau-slaptazodi', label: 'Gauti naują nuorodą' };

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Naujas slaptažodis', loaderData?.brandName);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const linkError = url.searchParams.get('error');
  return {
    brandName: context.brandName,
    token: token && /^[\w-]{8,200}$/.test(token) && !linkError ? token : null,
  };
}

export async function action(): Promise<FormState> {
  return SCRIPT_NOT_READY;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState | Response> {
  const form = await request.formData();
  const token = textField(form, 'token');
  const password = textField(form, 'password');
  const repeat = textField(form, 'passwordRepeat');
  const fields = fieldErrors({
    password: checkNewPassword(password),
    passwordRepeat:
      repeat === ''
        ? FIELD_MESSAGES.passwordRequired
        : repeat !== password
          ? FIELD_MESSAGES.passwordsDiffer
          : null,
  });
  if (fields) return { fields };
  const result = await authPost('/api/auth/reset-password', { newPassword: password, token });
  if (result.ok) return redirect('/prisijungti?pranesimas=slaptazodis-pakeistas');
  if (result.code === 'INVALID_TOKEN') return { formError: LINK_INVALID };
  if (result.code?.startsWith('PASSWORD_')) return { fields: { password: result.message } };
  return { formError: result.message };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { state, pending, formRef } = useAuthForm<FormState>();
  const backToSignIn = <TextLink href="/prisijungti">Grįžti į prisijungimą</TextLink>;

  if (!loaderData.token) {
    return (
      <AuthPage title="Nuoroda nebegalioja" icon={<KeyIcon className="size-6" />} footer={backToSignIn}>
        <Notice tone="warning">{LINK_INVALID}</Notice>
        <a href={NEW_LINK.href} className={buttonClass('primary', 'mt-6 w-full', 'large')}>
          {NEW_LINK.label}
        </a>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Nustatykite naują slaptažodį"
      lead="Sugalvokite slaptažodį, kurio nenaudojate kitose svetainėse."
      icon={<KeyIcon className="size-6" />}
      footer={backToSignIn}
    >
      <AuthForm formRef={formRef} formError={state?.formError} link={NEW_LINK}>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordField
          label="Naujas slaptažodis"
          name="password"
          autoFocus
          error={state?.fields?.password}
          description="Ne trumpesnis nei 8 simboliai."
        />
        <PasswordField
          label="Pakartokite slaptažodį"
          name="passwordRepeat"
          autoComplete="new-password"
          maxLength={128}
          error={state?.fields?.passwordRepeat}
        />
        <SubmitButton pending={pending} pendingLabel="Išsaugoma..." className="w-full">
          Išsaugoti slaptažodį
        </SubmitButton>
      </AuthForm>
    </AuthPage>
  );
}
