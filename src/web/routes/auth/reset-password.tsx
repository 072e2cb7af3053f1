import { Form, redirect, useActionData, useNavigation } from 'react-router';
import { authPost } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink } from '../../features/auth/auth-page.tsx';
import { PasswordField, SubmitButton } from '../../features/auth/form-fields.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { NewPasswordField } from '../../features/auth/new-password-field.tsx';
import {
  checkNewPassword,
  FIELD_MESSAGES,
  fieldErrors,
  SCRIPT_NOT_READY,
  textField,
  type FormState,
} from '../../features/auth/form-state.ts';
import { useFocusFirstError } from '../../features/auth/use-focus-first-error.ts';
import type { Route } from './+types/reset-password';

const LINK_INVALID = 'Nuoroda netinkama, jau panaudota arba nebegalioja. Paprašykite naujos nuorodos.';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Naujas slaptažodis – ${loaderData?.brandName ?? 'Grožio Laikas'}` },
    { name: 'robots', content: 'noindex' },
  ];
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
  const state = useActionData<FormState>();
  const formRef = useFocusFirstError(state);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  if (!loaderData.token) {
    return (
      <AuthPage
        title="Nuoroda nebegalioja"
        icon={<KeyIcon className="size-6" />}
        footer={<TextLink href="/prisijungti">Grįžti į prisijungimą</TextLink>}
      >
        <Notice tone="warning">{LINK_INVALID}</Notice>
        <a
          href="/pamirsau-slaptazodi"
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Gauti naują nuorodą
        </a>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Nustatykite naują slaptažodį"
      lead="Sugalvokite slaptažodį, kurio nenaudojate kitose svetainėse."
      icon={<KeyIcon className="size-6" />}
      footer={<TextLink href="/prisijungti">Grįžti į prisijungimą</TextLink>}
    >
      <Form ref={formRef} method="post" noValidate className="space-y-5">
        {state?.formError ? (
          <Notice tone="error">
            {state.formError}{' '}
            <a href="/pamirsau-slaptazodi" className="font-semibold underline underline-offset-2">
              Gauti naują nuorodą
            </a>
          </Notice>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordField
          label="Naujas slaptažodis"
          name="password"
          autoComplete="new-password"
          autoFocus
          maxLength={128}
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
      </Form>
    </AuthPage>
  );
}
