import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { FormState } from './form-state.ts';

/**
 * What an auth page's form needs: the action's answer, whether a submit is under way, and a ref for the
 * form. After a refused submit the keyboard focus moves to the first field marked invalid (or to the form's
 * error message), so screen-reader and keyboard users land where the problem is.
 */
export function useAuthForm<State extends FormState>() {
  const state = useActionData<State>();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state || (!state.fields && !state.formError)) return;
    const form = formRef.current;
    if (!form) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [state]);
  return { state, pending, formRef };
}
