/**
 * The e-mail code step: the 6-digit code from the verification letter confirms the address and signs the
 * person in (the server does both, `/api/auth/email-otp/verify-email`); "Siųsti naują kodą" sends the letter
 * again (a new code and link), at most once a minute. Used after a sign-up and wherever a booking waits
 * for a confirmed address.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_VALID_MINUTES,
  normalizedEmailCode,
} from '../../../contracts/email-code.ts';
import { PROFILE_TEXTS } from '../../../contracts/profile.ts';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { authPost } from './auth-api.ts';
import { Field, SubmitButton } from './form-fields.tsx';
import { useVerificationCooldown } from './verification-cooldown.ts';

export interface EmailCodeFormProps {
  email: string;
  /** Where the letter's link leads back to (the page the person is on). */
  returnTo: string;
  /** Confirmed and signed in. */
  onVerified: () => void;
  /** Confirmed, but the account has two-factor authentication: the person signs in with it. */
  onVerifiedSignInNeeded: () => void;
  autoFocus?: boolean;
}

export function EmailCodeForm({
  email,
  returnTo,
  onVerified,
  onVerifiedSignInNeeded,
  autoFocus = false,
}: EmailCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const otp = normalizedEmailCode(code);
    if (!otp) {
      setError(PROFILE_TEXTS.codeFormat);
      return;
    }
    setPending(true);
    setError(null);
    const result = await authPost<{ signedIn?: boolean }>('/api/auth/email-otp/verify-email', { email, otp });
    if (!result.ok) {
      setPending(false);
      setError(result.message);
      return;
    }
    // Stays pending: the next page (or the refreshed one) takes over.
    if (result.data.signedIn) onVerified();
    else onVerifiedSignInNeeded();
  }

  return (
    <div data-testid="email-code-step">
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field
          label="Kodas iš laiško"
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          maxLength={EMAIL_CODE_LENGTH + 2}
          placeholder="123456"
          inputClassName="text-center text-2xl font-semibold tracking-[0.4em] tabular-nums"
          description={`${EMAIL_CODE_LENGTH} skaitmenys. Kodas galioja ${EMAIL_CODE_VALID_MINUTES} min.`}
        />
        <SubmitButton pending={pending} pendingLabel="Tikrinama..." className="w-full">
          Patvirtinti
        </SubmitButton>
      </form>
      <ResendCode email={email} returnTo={returnTo} />
    </div>
  );
}

type ResendOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/** "Siųsti naują kodą": the verification letter again, with the one-minute pause of the account page's link. */
function ResendCode({ email, returnTo }: { email: string; returnTo: string }) {
  const { waiting, seconds, markSent } = useVerificationCooldown();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome>(null);

  async function send() {
    if (waiting || pending) return;
    setPending(true);
    setOutcome(null);
    const result = await authPost('/api/auth/send-verification-email', { email, callbackURL: returnTo });
    setPending(false);
    if (!result.ok) {
      setOutcome({ kind: 'failed', message: result.message });
      return;
    }
    markSent();
    setOutcome({ kind: 'sent' });
  }

  return (
    <div className="mt-4 text-sm text-zinc-600">
      <p>
        Laiško nėra? Patikrinkite „Šlamšto“ aplanką arba{' '}
        <Button
          onPress={() => void send()}
          isDisabled={waiting || pending}
          data-testid="resend-email-code"
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-zinc-500 disabled:no-underline"
        >
          {pending ? <Spinner className="size-3.5" /> : null}
          siųskite naują kodą
        </Button>
        {waiting && !pending ? <span aria-live="off"> (po {seconds} s)</span> : null}.
      </p>
      <div aria-live="polite">
        {outcome?.kind === 'sent' ? (
          <Notice tone="success" className="mt-3">
            Išsiuntėme naują laišką su kodu. Ankstesnis kodas nebegalioja.
          </Notice>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Notice tone="error" className="mt-3">
            {outcome.message}
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
