/**
 * The phone number form of the profile page. Also usable inside the phone-number-request modal and the
 * booking flow: wherever it stands, it posts to the profile page's action (intent `phone-number`), and
 * `onSaved` is called after a successful save (the modal closes then).
 *
 * Input rules: default country LT, placeholder '+370 XXX XXXXX', reformatted internationally as typed;
 * focus prefills the dial code; blur clears a value that is only the dial code and marks a non-empty
 * invalid number (or an empty required field) invalid.
 */
import { AsYouType } from 'libphonenumber-js/max';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_FIX_ERRORS,
  PHONE_SAVE_BUTTON,
  PHONE_SAVING_BUTTON,
  dialCodePrefix,
  formatPhoneInternational,
  isOnlyDialCode,
  validatePhoneInput,
} from '../../core/phone/phone-number.ts';
import { PHONE_PLACEHOLDER_LT } from '../../core/phone/phone-display.ts';
import { buildRoute } from '../../contracts/routes.ts';
import { useAppPath } from '../lib/app-paths.ts';
import { useIntentFetcher } from '../lib/use-intent-fetcher.ts';
import { toast } from '../shell/toast-store.ts';
import { Spinner } from './spinner.tsx';

const TYPABLE = /^[\p{Nd}\s+\-()./]*$/u;

/** Reformats as typed while the caret is at the end and the text is something a number can contain. */
function formatAsTyped(raw: string): string {
  if (!raw.startsWith('+') || !TYPABLE.test(raw)) return raw;
  const formatted = new AsYouType(DEFAULT_PHONE_COUNTRY).input(raw);
  return formatted || raw;
}

/** The `intent` of the form, answered by the profile page's action. */
export const PHONE_NUMBER_INTENT = 'phone-number';

export function PhoneNumberForm({
  initialNumber,
  onSaved,
  submitClassName = '',
  autoFocus = false,
}: {
  initialNumber: string | null;
  onSaved?: (phoneNumber: string) => void;
  submitClassName?: string;
  autoFocus?: boolean;
}) {
  const [value, setValue] = useState(() => (initialNumber ? formatPhoneInternational(initialNumber) : ''));
  const [error, setError] = useState<string | null>(null);
  const [valid, setValid] = useState<boolean | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorListId = useId();
  const to = useAppPath();
  const sent = useRef('');
  const { fetcher, busy: saving } = useIntentFetcher({
    intent: PHONE_NUMBER_INTENT,
    onSuccess: () => {
      setValue(formatPhoneInternational(sent.current));
      setValid(true);
      onSaved?.(sent.current);
    },
  });
  // The server's reason stands under the field until the number is edited again.
  const [serverError, setServerError] = useState<string | null>(null);
  const answer = fetcher.data;
  useEffect(() => {
    const reason = answer && !answer.ok ? answer.fields.phoneNumber : undefined;
    if (reason) {
      setServerError(reason);
      setValid(false);
    }
  }, [answer]);

  function check(current: string): boolean {
    const result = validatePhoneInput(current, { required: true });
    setError(result.isValid ? null : result.error);
    setValid(result.isValid);
    return result.isValid;
  }

  function onChange(next: string) {
    const input = inputRef.current;
    const caretAtEnd = !input || input.selectionStart === null || input.selectionStart >= next.length;
    setValue(caretAtEnd ? formatAsTyped(next) : next);
    if (error) setError(null);
    if (valid !== null) setValid(null);
    if (serverError) setServerError(null);
  }

  function onFocus() {
    if (value.trim() === '') setValue(dialCodePrefix(DEFAULT_PHONE_COUNTRY));
  }

  function onBlur() {
    let current = value;
    if (isOnlyDialCode(current, DEFAULT_PHONE_COUNTRY)) {
      current = '';
      setValue('');
    }
    const result = validatePhoneInput(current, { required: true });
    if (result.isValid && result.number) setValue(formatPhoneInternational(result.number));
    setError(result.isValid ? null : result.error);
    setValid(result.isValid);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const current = isOnlyDialCode(value, DEFAULT_PHONE_COUNTRY) ? '' : value;
    if (!check(current)) {
      toast('danger', PHONE_FIX_ERRORS);
      inputRef.current?.focus();
      return;
    }
    setServerError(null);
    sent.current = current;
    // The profile page's action, also from the booking flow and the request dialog on other pages.
    fetcher.submit(
      { intent: PHONE_NUMBER_INTENT, phoneNumber: current },
      { method: 'post', action: `${to(buildRoute('account'))}?index` },
    );
  }

  const shownError = error ?? serverError;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="phone-number-form">
      <TextField
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={value}
        onChange={onChange}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        autoFocus={autoFocus}
        className="block"
      >
        <Label className="block text-sm font-medium text-zinc-800">Telefono numeris</Label>
        <Input
          ref={inputRef}
          inputMode="tel"
          placeholder={PHONE_PLACEHOLDER_LT}
          onFocus={onFocus}
          onBlur={onBlur}
          data-valid={valid === true ? 'true' : undefined}
          className="mt-1.5 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-base tracking-wide text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-brand-600 focus:outline-none! data-[invalid]:ring-red-500 data-[valid=true]:ring-emerald-500"
        />
        {!shownError ? (
          <Text slot="description" className="mt-1.5 block text-sm text-zinc-600">
            Tarptautiniu formatu, pvz., +370 612 34567. Naudosime tik vizitų reikalais.
          </Text>
        ) : null}
        <FieldError className="mt-1.5 block text-sm font-medium text-red-700">
          <ul id={errorListId} className="space-y-0.5" data-testid="phone-errors">
            <li>{shownError}</li>
          </ul>
        </FieldError>
      </TextField>
      <Button
        type="submit"
        // Pending, not disabled: it keeps the focus (and a dialog around it keeps hearing Escape).
        isPending={saving}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 data-[pending]:cursor-wait data-[pending]:opacity-80 ${submitClassName}`}
      >
        {saving ? <Spinner /> : null}
        {saving ? PHONE_SAVING_BUTTON : PHONE_SAVE_BUTTON}
      </Button>
    </form>
  );
}
