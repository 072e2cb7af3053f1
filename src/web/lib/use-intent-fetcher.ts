/**
 * The one way a page's form talks to its route action: a fetcher whose answer is a `FormResult`
 * (see `page-results.ts`). The outcome is toasted once, and a success calls back (to close a form, say).
 * Whatever the HTTP status, the answer's `ok` decides: a refusal with field messages asks to correct them
 * (the messages stand beside the fields), one without shows its message. Given its form's `intent`, the
 * hook also reads the page's own action answer for it: without JavaScript a fetcher form posts the page
 * itself, and its field messages must still show.
 */
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { PHONE_FIX_ERRORS } from '../../core/phone/phone-texts.ts';
import { carryMessage } from '../shell/session-messages.ts';
import { toast } from '../shell/toast-store.ts';
import type { FormResult } from './page-results.ts';

export function useIntentFetcher({
  intent,
  onSuccess,
  quietSuccess = false,
}: {
  intent?: string;
  onSuccess?: (result: Extract<FormResult, { ok: true }>) => void;
  /** For changes the form shows in place (a caption's "Išsaugota", a reordered list): no success toast. */
  quietSuccess?: boolean;
} = {}) {
  const fetcher = useFetcher<FormResult>();
  const pageAnswer = useActionData<FormResult | undefined>();
  const callback = useRef(onSuccess);
  useEffect(() => {
    callback.current = onSuccess;
  });
  const seen = useRef<FormResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok && result.location) {
      // A full load: the next page is rendered for what the person may open now.
      carryMessage('success', result.message);
      window.location.assign(result.location);
    } else if (result.ok) {
      if (!quietSuccess) toast('success', result.message);
      callback.current?.(result);
    } else {
      toast('danger', Object.keys(result.fields).length > 0 ? PHONE_FIX_ERRORS : result.message);
    }
  }, [fetcher.state, fetcher.data, quietSuccess]);

  const answer =
    fetcher.data ?? (intent !== undefined && pageAnswer?.intent === intent ? pageAnswer : undefined);
  const failure = fetcher.state === 'idle' && answer && !answer.ok ? answer : null;
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    /** The intent being sent right now (to show which button of a row is busy). */
    pendingIntent: fetcher.state === 'idle' ? null : (fetcher.formData?.get('intent') ?? null),
    fields: failure?.fields ?? {},
    formError: failure && Object.keys(failure.fields).length === 0 ? failure.message : null,
  };
}

/** The fetcher a form component is given by the page that owns it. */
export type IntentFetcher = ReturnType<typeof useIntentFetcher>['fetcher'];
