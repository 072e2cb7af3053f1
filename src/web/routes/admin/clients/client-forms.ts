// What the client list's "new client" and the client card's form share.
import { useState, type FormEvent } from 'react';
import { buildRoute } from '../../../../contracts/routes.ts';
import { useIntentFetcher } from '../../../lib/use-intent-fetcher.ts';

/** The query parameter with which the list page's "new client" opens the new card (to say it was added). */
export const ADDED_PARAM = 'pridetas';

/** A client card's page; `added` when it opens right after the card was created. */
export function clientCardPath(slug: string, cardId: string, added = false): string {
  const path = buildRoute('admin_client', { slug, cardId });
  return added ? `${path}?${ADDED_PARAM}=1` : path;
}

/**
 * A client form posted to its page's action. An empty name is marked beside its field before sending,
 * without a round trip; the action's field messages stand beside theirs.
 */
export function useClientForm(intent: string) {
  const sent = useIntentFetcher({ intent });
  const [localFields, setLocalFields] = useState<Record<string, string>>({});
  const checkName = (event: FormEvent<HTMLFormElement>) => {
    const name = new FormData(event.currentTarget).get('name');
    if (typeof name === 'string' && name.trim() === '') {
      event.preventDefault();
      setLocalFields({ name: 'Įveskite kliento vardą.' });
      return;
    }
    setLocalFields({});
  };
  return {
    ...sent,
    fields: { ...sent.fields, ...localFields },
    checkName,
    clearNameCheck: () => setLocalFields({}),
  };
}
