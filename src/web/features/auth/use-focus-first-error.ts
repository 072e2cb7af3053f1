import { useEffect, useRef } from 'react';
import type { FormState } from './form-state.ts';

/**
 * After a refused submit, moves the keyboard focus to the first field marked invalid (or to the form's
 * error message), so screen-reader and keyboard users land where the problem is. Attach the ref to the form.
 */
export function useFocusFirstError(state: FormState | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state || (!state.fields && !state.formError)) return;
    const form = formRef.current;
    if (!form) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [state]);
  return formRef;
}
