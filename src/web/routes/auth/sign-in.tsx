import { Form, redirect } from 'react-router';
import { authPost, type SignInAnswer } from '../../features/auth/auth-api.ts';
import { AuthPage, FormErrorNotice, TextLink } from '../../features/auth/auth-page.tsx';
import { CheckboxField, EmailField, PasswordField, SubmitButton } from '../../features/auth/form-fields.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import {
  checkEmail,
  FIELD_MESSAGES,
  fieldErrors,
  SCRIPT_NOT_READY,
  type FormState,
} from '../../features/auth/form-state.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import type { Route } from './+types/sign-in';
import { textField } from '../../lib/page-results.ts';
import { appHomePath } from '../../../contracts/app-paths.ts';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';

const NOTICES: Record<string, string> = {
  'slaptazodis-pakeistas': 'Slaptažodis pakeistas. Prisijunkite nauju slaptažodžiu.',
  'sesija-baigesi': 'Prisijungimo laikas baigėsi. Prisijunkite iš naujo.',
};

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Prisijungti', loaderData?.brandName);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Inside a business's app, signing in leads back into the app (its start page unless told otherwise).
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const returnTo = safeReturnPath(url.searchParams.get('grizti'), slug ? appHomePath(slug) : undefined);
  if (context.user) throw redirect(returnTo);
  const notice = NOTICES[url.searchParams.get('pranesimas') ?? ''] ?? null;
  return { brandName: context.brandName, returnTo, notice };
}

export async function action(): Promise<FormState> {
  return SCRIPT_NOT_READY;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormState | Response> {
  const form = await request.formData();
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const fields = fieldErrors({
    email: checkEmail(email),
    password: password === '' ? FIELD_MESSAGES.passwordRequired : null,
  });
  if (fields) return { fields };

  const result = await authPost<SignInAnswer>('/api/auth/sign-in/email', {
    email,
    password,
    rememberMe: form.get('rememberMe') === 'on',
  });
  if (!result.ok) return { formError: result.message };
  const returnTo = safeReturnPath(textField(form, 'returnTo'));
  if (result.data.twoFactorRedirect) return redirect(withReturnPath('/prisijungti/patvirtinimas', returnTo));
  return redirect(returnTo);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { state, pending, formRef } = useAuthForm<FormState>();
  const to = useAppPath();
  const { returnTo, notice } = loaderData;

  return (
    <AuthPage
      title="Prisijungimas"
      lead="Prisijunkite, kad galėtumėte registruotis vizitams ir juos valdyti."
      icon={<KeyIcon className="size-6" />}
      footer={
        <>
          Neturite paskyros?{' '}
          <TextLink href={to(withReturnPath('/registracija', returnTo))}>Užsiregistruokite</TextLink>
        </>
      }
    >
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="space-y-5"
        aria-describedby={state?.formError ? 'sign-in-error' : undefined}
      >
        {notice && !state?.formError ? <Notice tone="success">{notice}</Notice> : null}
        <FormErrorNotice id="sign-in-error" message={state?.formError} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <EmailField autoComplete="username" autoFocus error={state?.fields?.email} />
        <div>
          <PasswordField
            label="Slaptažodis"
            name="password"
            autoComplete="current-password"
            error={state?.fields?.password}
          />
          <div className="mt-2 text-right text-sm">
            <TextLink href={withReturnPath('/pamirsau-slaptazodi', returnTo)}>Pamiršote slaptažodį?</TextLink>
          </div>
        </div>
        <CheckboxField name="rememberMe" defaultSelected>
          Prisiminti mane šiame įrenginyje
        </CheckboxField>
        <SubmitButton pending={pending} pendingLabel="Jungiamasi..." className="w-full">
          Prisijungti
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
