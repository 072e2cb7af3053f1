/** Password change on the security page (better-auth `/change-password`). */
import { useRef, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { toast } from '../../shell/toast-store.ts';
import { authPost } from './auth-api.ts';
import { Notice, PasswordField, SubmitButton } from './form-fields.tsx';
import { checkNewPassword, FIELD_MESSAGES, fieldErrors, type FormState } from './form-state.ts';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [state, setState] = useState<FormState>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const fields = fieldErrors({
      currentPassword: currentPassword === '' ? FIELD_MESSAGES.passwordRequired : null,
      newPassword:
        checkNewPassword(newPassword) ??
        (newPassword === currentPassword ? 'Naujas slaptažodis turi skirtis nuo dabartinio.' : null),
    });
    if (fields) {
      setState({ fields });
      return;
    }
    setPending(true);
    setState({});
    const result = await authPost('/api/auth/change-password', {
      currentPassword,
      newPassword,
      revokeOtherSessions: form.get('revokeOtherSessions') === 'on',
    });
    setPending(false);
    if (result.ok) {
      toast('success', 'Slaptažodis pakeistas sėkmingai!');
      formRef.current?.reset();
      onChanged();
      return;
    }
    if (result.code === 'INVALID_PASSWORD')
      setState({ fields: { currentPassword: 'Neteisingas dabartinis slaptažodis.' } });
    else if (result.code?.startsWith('PASSWORD_')) setState({ fields: { newPassword: result.message } });
    else setState({ formError: result.message });
  }

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-md space-y-4">
      {state.formError ? <Notice tone="error">{state.formError}</Notice> : null}
      <PasswordField
        label="Dabartinis slaptažodis"
        name="currentPassword"
        autoComplete="current-password"
        error={state.fields?.currentPassword}
      />
      <PasswordField
        label="Naujas slaptažodis"
        name="newPassword"
        autoComplete="new-password"
        maxLength={128}
        description="Ne trumpesnis nei 8 simboliai."
        error={state.fields?.newPassword}
      />
      <Checkbox
        name="revokeOtherSessions"
        value="on"
        defaultSelected
        className="group flex cursor-pointer items-center gap-3 text-sm text-zinc-700"
      >
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-md bg-white ring-1 ring-zinc-400 ring-inset group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[selected]:bg-brand-700 group-data-[selected]:ring-brand-700"
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
        Atjungti kitus įrenginius
      </Checkbox>
      <SubmitButton pending={pending} pendingLabel="Keičiama...">
        Pakeisti slaptažodį
      </SubmitButton>
    </form>
  );
}
