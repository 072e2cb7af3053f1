/**
 * The resend-verification link: sends the e-mail verification link again, then stays
 * disabled for a minute (localStorage `emailVerificationSent`). Success → the success message with a hint;
 * errorCode `verified_email` → reload at the top of the page; another failure → the failure message with a
 * link to the contact page; no answer at all → the exception message.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { PROFILE_TEXTS } from '../../../contracts/profile.ts';
import { callApi } from '../../lib/api-client.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useVerificationCooldown } from './verification-cooldown.ts';

type Outcome =
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  | { kind: 'too-soon' }
  | { kind: 'exception' }
  | null;

function isFailureBody(
  value: unknown,
): value is { success?: boolean; errorCode?: string; error?: string; message?: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    ('errorCode' in value || 'error' in value || 'success' in value)
  );
}

export function ResendVerificationLink({ className = '' }: { className?: string }) {
  const { waiting, seconds, markSent } = useVerificationCooldown();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send() {
    if (waiting || pending) return;
    setPending(true);
    setOutcome(null);
    try {
      await callApi('POST', 'resend_verification');
      markSent();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (isFailureBody(error)) {
        if (error.errorCode === 'verified_email') {
          window.scrollTo(0, 0);
          window.location.reload();
          return;
        }
        if (error.errorCode === 'too_soon') {
          markSent();
          setOutcome({ kind: 'too-soon' });
        } else {
          setOutcome({ kind: 'failed', message: PROFILE_TEXTS.verificationFailed });
        }
      } else {
        setOutcome({ kind: 'exception' });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={className}>
      <Button
        onPress={() => void send()}
        isDisabled={waiting || pending}
        data-testid="resend-verification"
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 underline underline-offset-2 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-zinc-500 disabled:no-underline"
      >
        {pending ? <Spinner className="size-3.5" /> : null}
        {pending ? 'Siunčiama...' : 'Siųsti patvirtinimo laišką dar kartą'}
      </Button>
      {waiting && !pending ? (
        <span className="ml-2 text-sm text-zinc-500" aria-live="off">
          (galėsite po {seconds} s)
        </span>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {outcome?.kind === 'sent' ? (
          <p className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 ring-1 ring-emerald-200">
            <strong className="font-semibold">{PROFILE_TEXTS.verificationSent}</strong>{' '}
            {PROFILE_TEXTS.verificationSentHint}
          </p>
        ) : null}
        {outcome?.kind === 'too-soon' ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
            {PROFILE_TEXTS.tooSoon}
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-900 ring-1 ring-red-200">
            {outcome.message.replace(/susisiekite su mumis$/, '')}
            <a href="/susisiekti" className="font-semibold underline underline-offset-2">
              susisiekite su mumis
            </a>
            .
          </p>
        ) : null}
        {outcome?.kind === 'exception' ? (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-900 ring-1 ring-red-200">
            {PROFILE_TEXTS.verificationException}
          </p>
        ) : null}
      </div>
    </div>
  );
}
