/** The person's name (better-auth `/update-user`). */
import { useState } from 'react';
import { toast } from '../../shell/toast-store.ts';
import { authPost } from './auth-api.ts';
import { Field, SubmitButton } from './form-fields.tsx';
import { FIELD_MESSAGES } from './form-state.ts';

export function NameForm({ name, onSaved }: { name: string; onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (value === '') return setError(FIELD_MESSAGES.nameRequired);
    if (value.length > 100) return setError(FIELD_MESSAGES.nameTooLong);
    setPending(true);
    setError(null);
    const result = await authPost('/api/auth/update-user', { name: value });
    setPending(false);
    if (!result.ok) return setError(result.message);
    toast('success', 'Vardas išsaugotas sėkmingai!');
    onSaved();
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Field
        label="Vardas ir pavardė"
        name="name"
        autoComplete="name"
        defaultValue={name}
        maxLength={100}
        error={error}
      />
      <SubmitButton pending={pending} pendingLabel="Išsaugoma...">
        Išsaugoti
      </SubmitButton>
    </form>
  );
}
