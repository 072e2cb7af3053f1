import { Checkbox } from 'react-aria-components';
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { authPost, type SignInAnswer } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink } from '../../features/auth/auth-page.tsx';
import { Field, PasswordField, SubmitButton } from '../../features/auth/form-fields.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import {
  checkEmail,
  FIELD_MESSAGES,
  fieldErrors,
  SCRIPT_NOT_READY,
  textField,
  type FormState,
} from '../../features/auth/form-state.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import { useFocusFirstError } from '../../features/auth/use-focus-first-error.ts';
import type { Route } from './+types/sign-in';

const NOTICES: Record<string, string> = {
  'slaptazodis-pakeistas': 'Slaptažodis pakeistas. Prisijunkite nauju slaptažodžiu.',
  'sesija-baigesi': 'Prisijungimo laikas baigėsi. Prisijunkite iš naujo.',
};

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Prisijungti – ${loaderData?.brandName ?? 'Grožio Laikas'}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get('grizti'));
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
  const state = useActionData<FormState>();
  const formRef = useFocusFirstError(state);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { returnTo, notice } = loaderData;

  return (
    <AuthPage
      title="Prisijungimas"
      lead="Prisijunkite, kad galėtumėte registruotis vizitams ir juos valdyti."
      icon={<KeyIcon className="size-6" />}
      footer={
        <>
          Neturite paskyros?{' '}
          <TextLink href={withReturnPath('/registracija', returnTo)}>Užsiregistruokite</TextLink>
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
        {state?.formError ? (
          <div id="sign-in-error">
            <Notice tone="error">{state.formError}</Notice>
          </div>
        ) : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        <Field
          label="El. pašto adresas"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoFocus
          error={state?.fields?.email}
        />
        <div>
          <PasswordField
            label="Slaptažodis"
            name="password"
            autoComplete="current-password"
            error={state?.fields?.password}
          />
          <div className="mt-2 text-right text-sm">
            <Link
              to={withReturnPath('/pamirsau-slaptazodi', returnTo)}
              className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              Pamiršote slaptažodį?
            </Link>
          </div>
        </div>
        <Checkbox
          name="rememberMe"
          defaultSelected
          value="on"
          className="group flex cursor-pointer items-center gap-3 text-sm text-zinc-700"
        >
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded-md bg-white ring-1 ring-zinc-400 ring-inset transition group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[selected]:bg-brand-700 group-data-[selected]:ring-brand-700"
          >
            <svg
              viewBox="0 0 16 16"
              className="size-3.5 text-white opacity-0 group-data-[selected]:opacity-100"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.4}
            >
              <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          Prisiminti mane šiame įrenginyje
        </Checkbox>
        <SubmitButton pending={pending} pendingLabel="Jungiamasi..." className="w-full">
          Prisijungti
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
