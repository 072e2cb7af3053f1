/** Reminder e-mails on or off; in-app reminders always come. */
import { useEffect, useState } from 'react';
import { reminderPreferencesSchema } from '../../../contracts/notifications.ts';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';

export function ReminderPreference() {
  const [email, setEmail] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    callApi<unknown>('GET', 'user_reminder_preferences')
      .then((body) => live && setEmail(reminderPreferencesSchema.parse(body).email))
      .catch(() => live && setEmail(true));
    return () => {
      live = false;
    };
  }, []);

  async function change(next: boolean) {
    const previous = email;
    // The box follows the click at once; a refusal puts it back.
    setEmail(next);
    setPending(true);
    try {
      const body = await callApi<unknown>('POST', 'user_reminder_preferences', { data: { email: next } });
      setEmail(reminderPreferencesSchema.parse(body).email);
      toast('success', next ? 'Priminimus el. paštu siųsime.' : 'Priminimų el. paštu nebesiųsime.');
    } catch (error) {
      setEmail(previous);
      toast('danger', requestErrorMessage(error, 'Nepavyko išsaugoti. Bandykite dar kartą.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        name="reminderEmails"
        checked={email ?? true}
        disabled={email === null || pending}
        onChange={(event) => void change(event.currentTarget.checked)}
        className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-700"
      />
      <span>
        <span className="block text-sm font-semibold text-zinc-900">Priminimai apie vizitus el. paštu</span>
        <span className="mt-0.5 block text-sm text-zinc-600">
          Prieš vizitą atsiųsime laišką su laiku, adresu ir kalendoriaus failu. Priminimą programėlėje
          matysite bet kuriuo atveju.
        </span>
      </span>
    </label>
  );
}
