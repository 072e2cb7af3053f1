/** Password change on the security page (better-auth `/change-password`). */
import { useRef, useState } from 'react';
import { toast } from '../../shell/toast-store.ts';
import { authPost } from './auth-api.ts';
import type { PasswordOwner } from '../../../core/passwords/password-policy.ts';
import { CheckboxField, PasswordField, SubmitButton } from './form-fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { checkNewPassword, FIELD_MESSAGES, fieldErrors, type FormState } from './form-state.ts';

export function ChangePasswordForm({ owner, onChanged }: { owner: PasswordOwner; onChanged: () => void }) {
  const [state, setState] = useState<FormState>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A new key after a change empties the strength meter along with the form.
  const [formKey, setFormKey] = useState(0);

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
      setFormKey((key) => key + 1);
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
      <NewPasswordField
        key={formKey}
        label="Naujas slaptažodis"
        name="newPassword"
        description="Ne trumpesnis nei 8 simboliai, ne jūsų vardas ar el. pašto adresas."
        error={state.fields?.newPassword}
        owner={owner}
      />
      <CheckboxField name="revokeOtherSessions" defaultSelected>
        Atjungti kitus įrenginius
      </CheckboxField>
      <SubmitButton pending={pending} pendingLabel="Keičiama...">
        Pakeisti slaptažodį
      </SubmitButton>
    </form>
  );
}
