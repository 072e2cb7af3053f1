import type { ImportedClient } from './client-import-rows.ts';
import { nameKey } from './visit-import-rows.ts';

// Whose visit each imported row is: a card the business has (same phone, else e-mail, else the one card
// with that name), a client an earlier row brought, or a new card.

export interface NamedCard {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

export type VisitClient = { kind: 'card'; cardId: string } | { kind: 'new'; index: number };

export interface VisitClientPlan {
  /** For each row, in order. */
  clients: VisitClient[];
  /** The new cards, each from the first row of its person. */
  creates: ImportedClient[];
}

export function planVisitClients(
  rows: readonly ImportedClient[],
  existing: readonly NamedCard[],
): VisitClientPlan {
  const byPhone = new Map<string, VisitClient>();
  const byEmail = new Map<string, VisitClient>();
  const byName = new Map<string, VisitClient | 'ambiguous'>();
  const register = (
    target: VisitClient,
    person: { name: string; phone: string | null; email: string | null },
  ) => {
    if (person.phone && !byPhone.has(person.phone)) byPhone.set(person.phone, target);
    const email = person.email?.toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, target);
    const key = nameKey(person.name);
    if (!key) return;
    const known = byName.get(key);
    // Two cards of one name: a row with only that name cannot tell them apart, so it makes a card of its own.
    if (known === undefined) byName.set(key, target);
    else if (known !== 'ambiguous' && !sameTarget(known, target)) byName.set(key, 'ambiguous');
  };
  for (const card of existing) register({ kind: 'card', cardId: card.id }, card);

  const creates: ImportedClient[] = [];
  const clients = rows.map((client): VisitClient => {
    const named = byName.get(nameKey(client.name));
    const found =
      (client.phone ? byPhone.get(client.phone) : undefined) ??
      (client.email ? byEmail.get(client.email) : undefined) ??
      (!client.phone && !client.email && named !== 'ambiguous' ? named : undefined);
    if (found) return found;
    const fresh: VisitClient = { kind: 'new', index: creates.length };
    creates.push({ ...client, notes: '' });
    register(fresh, client);
    return fresh;
  });
  return { clients, creates };
}

function sameTarget(a: VisitClient, b: VisitClient): boolean {
  return a.kind === 'card'
    ? b.kind === 'card' && a.cardId === b.cardId
    : b.kind === 'new' && a.index === b.index;
}
