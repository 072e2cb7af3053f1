import { redirect } from 'react-router';
import { buildRoute } from '../../../contracts/routes.ts';
import { authPost } from '../../features/auth/auth-api.ts';
import { AuthPage, TextLink, AuthForm } from '../../features/auth/auth-page.tsx';
import { markVerificationSent } from '../../features/auth/verification-cooldown.ts';
import { EmailField, Field, SubmitButton } from '../../features/auth/form-fields.tsx';
import { EmailCodeForm } from '../../features/auth/email-code-form.tsx';
import { buttonClass } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { privatePageMeta } from '../../lib/page-meta.ts';
import { NewPasswordField } from '../../features/auth/new-password-field.tsx';
import {
  checkEmail,
  checkNewPassword,
  FIELD_MESSAGES,
  fieldErrors,
  SCRIPT_NOT_READY,
  type FormState,
} from '../../features/auth/form-state.ts';
import { safeReturnPath, withReturnPath } from '../../features/auth/return-path.ts';
import { useAuthForm } from '../../features/auth/use-auth-form.ts';
import type { Route } from './+types/sign-up';
import { textField } from '../../lib/page-results.ts';
import { appHomePath } from '../../../contracts/app-paths.ts';
import { appSlugOfRequest, useAppPath } from '../../lib/app-paths.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta('Registracija', loaderData?.brandName, { indexed: true });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Inside a business's app, signing in leads back into the app (its start page unless told otherwise).
  const slug = appSlugOfRequest(request, (params as { slug?: string }).slug);
  const returnTo = safeReturnPath(url.searchParams.get('grizti'), slug ? appHomePath(slug) : undefined);
  if (context.user) throw redirect(returnTo);
  // `?el-pastas=` prefills the address (an invitation's accept page links here with the invited one).
  const email = (url.searchParams.get('el-pastas') ?? '').trim().slice(0, 254);
  return {
    brandName: context.brandName,
    returnTo,
    email,
    invitedEmail: await invitedEmailOf(context, returnTo),
  };
}

/**
 * Signing up on the way back to a pending invitation: its address. An account made with it is confirmed by
 * the invitation letter's link already, so no verification letter comes (the server decides the same way).
 */
async function invitedEmailOf(
  context: Route.LoaderArgs['context'],
  returnTo: string,
): Promise<string | null> {
  const token = returnTo.match(/^\/kvietimas\/([^/?#]+)$/)?.[1];
  if (!token) return null;
  const page = await context.services.invitations.acceptPage(token, null);
  return page.found && page.invitation.status === 'pending' ? page.invitation.email.toLowerCase() : null;
}

export async function action(): Promise<FormState> {
  return SCRIPT_NOT_READY;
}

/** After a sign-up: where the e-mail went (the same outcome whether or not the address already had an account). */
type SignUpState = FormState & { sentTo?: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SignUpState> {
  const form = await request.formData();
  const name = textField(form, 'name').trim();
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const fields = fieldErrors({
    name: name === '' ? FIELD_MESSAGES.nameRequired : name.length > 100 ? FIELD_MESSAGES.nameTooLong : null,
    email: checkEmail(email),
    password: checkNewPassword(password),
  });
  if (fields) return { fields };

  const result = await authPost('/api/auth/sign-up/email', {
    name,
    email,
    password,
    // The letter's link comes back here after confirming the address (the code does so at once).
    callbackURL: safeReturnPath(textField(form, 'returnTo')),
  });
  if (!result.ok) {
    if (result.code?.startsWith('PASSWORD_')) return { fields: { password: result.message } };
    if (result.code === 'INVALID_EMAIL') return { fields: { email: result.message } };
    return { formError: result.message };
  }
  // The sign-up sent the first verification e-mail (or, for an address with an account, a note to its
  // owner): the resend link waits a minute from now. No session yet: the person signs in next.
  markVerificationSent();
  return { sentTo: email };
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { state, pending, formRef } = useAuthForm<SignUpState>();
  const to = useAppPath();
  const { returnTo, email, invitedEmail } = loaderData;

  if (state?.sentTo && state.sentTo.toLowerCase() === invitedEmail) {
    return (
      <AuthPage title="Paskyra sukurta" lead="Liko prisijungti ir priimti kvietimą.">
        <div data-testid="sign-up-invited" className="space-y-5">
          <Notice tone="success">
            Adresą <strong className="font-semibold break-all">{state.sentTo}</strong> patvirtino kvietimo
            laiškas, tad kito laiško nesiųsime. Prisijunkite nauju slaptažodžiu – grįšite į kvietimą.
          </Notice>
          <a
            href={to(withReturnPath('/prisijungti', returnTo))}
            className={buttonClass('primary', 'w-full', 'large')}
          >
            Prisijungti
          </a>
        </div>
      </AuthPage>
    );
  }

  if (state?.sentTo) {
    const signIn = to(withReturnPath('/prisijungti', returnTo));
    return (
      <AuthPage title="Patikrinkite el. paštą" lead="Liko vienas žingsnis: patvirtinkite el. pašto adresą.">
        <div data-testid="sign-up-sent" className="space-y-5">
          <Notice tone="success">
            Išsiuntėme laišką adresu <strong className="font-semibold break-all">{state.sentTo}</strong>.
            Įveskite jame esantį kodą – patvirtinsime adresą, prisijungsite ir grįšite ten, kur buvote.
          </Notice>
          <EmailCodeForm
            email={state.sentTo}
            returnTo={returnTo}
            autoFocus
            // A full load: the whole page (and its header) learns of the new session.
            onVerified={() => window.location.assign(to(returnTo))}
            onVerifiedSignInNeeded={() => window.location.assign(signIn)}
          />
          <div className="border-t border-zinc-200 pt-5">
            <p className="mb-3 text-sm text-zinc-600">Patvirtinote paspaudę nuorodą laiške?</p>
            <a href={signIn} className={buttonClass('secondary', 'w-full', 'large')}>
              Prisijungti
            </a>
          </div>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Susikurkite paskyrą"
      lead="Registruokitės vizitams greičiau, matykite visus savo vizitus vienoje vietoje ir gaukite priminimus."
      footer={
        <>
          Jau turite paskyrą?{' '}
          <TextLink href={to(withReturnPath('/prisijungti', returnTo))}>Prisijunkite</TextLink>
        </>
      }
    >
      <AuthForm formRef={formRef} formError={state?.formError}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <Field
          label="Vardas ir pavardė"
          name="name"
          autoComplete="name"
          autoFocus
          maxLength={100}
          error={state?.fields?.name}
        />
        <EmailField
          defaultValue={email}
          error={state?.fields?.email}
          description="Čia siųsime vizitų patvirtinimus ir priminimus."
        />
        <NewPasswordField
          label="Slaptažodis"
          name="password"
          error={state?.fields?.password}
          description="Ne trumpesnis nei 8 simboliai."
        />
        <p data-testid="sign-up-terms" className="text-sm leading-relaxed text-zinc-600">
          Registruodamiesi sutinkate su{' '}
          <TextLink href={buildRoute('terms')}>naudojimosi taisyklėmis</TextLink> ir{' '}
          <TextLink href={buildRoute('privacy_policy')}>privatumo politika</TextLink>.
        </p>
        <SubmitButton pending={pending} pendingLabel="Kuriama paskyra..." className="w-full">
          Užsiregistruoti
        </SubmitButton>
      </AuthForm>
    </AuthPage>
  );
}
