import { PASSWORD_RESET_PATH } from '../../../contracts/profile.ts';
import { authPost } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink, AuthForm } from '../../features/auth/auth-page.tsx';
import { TOO_MANY_REQUESTS } from '../../../contracts/auth-errors.ts';
import { EmailField, SubmitButton } from '../../features/auth/form-fields.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { checkEmail, SCRIPT_NOT_READY, type FormState } from '../../features/auth/form-state.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import type { Route } from './+types/forgot-password';
import { textField } from '../../lib/page-results.ts';
import { EmailText } from '../../components/contact-text.tsx';

type ForgotState = FormState & { sentTo?: string };

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Slaptažodžio atkūrimas', loaderData?.brandName, { indexed: true });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('grizti'));
  return { brandName: context.brandName, returnTo };
}

export async function action(): Promise<FormState> {
  return SCRIPT_NOT_READY;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ForgotState> {
  const form = await request.formData();
  const email = textField(form, 'email').trim();
  const problem = checkEmail(email);
  if (problem) return { fields: { email: problem } };
  const result = await authPost('/api/auth/request-password-reset', {
    email,
    redirectTo: PASSWORD_RESET_PATH,
  });
  // Whether an account exists is never revealed: only "too many requests" and network trouble differ.
  if (!result.ok && (result.status === 429 || result.status === 0)) {
    return { formError: result.status === 429 ? TOO_MANY_REQUESTS : result.message };
  }
  return { sentTo: email };
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { state, pending, formRef } = useAuthForm<ForgotState>();
  const backToSignIn = (
    <TextLink href={withReturnPath('/prisijungti', loaderData.returnTo)}>Grįžti į prisijungimą</TextLink>
  );

  if (state?.sentTo) {
    return (
      <AuthPage title="Patikrinkite el. paštą" icon={<MailIcon className="size-6" />} footer={backToSignIn}>
        <Notice tone="success">
          Jei paskyra adresu{' '}
          <strong className="font-semibold">
            <EmailText email={state.sentTo} />
          </strong>{' '}
          yra, išsiuntėme nuorodą naujam slaptažodžiui nustatyti. Nuoroda galioja 1 valandą.
        </Notice>
        <p className="mt-5 text-sm leading-relaxed text-zinc-600">
          Laiško nematote? Patikrinkite „Šlamšto“ aplanką arba{' '}
          <a
            href="/pamirsau-slaptazodi"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            bandykite dar kartą
          </a>
          .
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Pamiršote slaptažodį?"
      lead="Įveskite paskyros el. pašto adresą – atsiųsime nuorodą naujam slaptažodžiui nustatyti."
      icon={<MailIcon className="size-6" />}
      footer={backToSignIn}
    >
      <AuthForm formRef={formRef} formError={state?.formError}>
        <EmailField autoFocus error={state?.fields?.email} />
        <SubmitButton pending={pending} pendingLabel="Siunčiama..." className="w-full">
          Siųsti nuorodą
        </SubmitButton>
      </AuthForm>
    </AuthPage>
  );
}
