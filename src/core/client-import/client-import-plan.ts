import { IMPORT_NOTES_MAX_LENGTH, type ImportedClient } from './client-import-rows.ts';

// Which rows of an import become new cards and which join a card already there or an earlier row: the
// same phone number or e-mail address is the same person (as in the client cards, where neither may repeat).

/** A card the business already has, as the import matches against it. */
export interface ExistingCard {
  id: string;
  phone: string | null;
  email: string | null;
  notes: string;
}

export interface ImportRow {
  /** The row's number in the file, as a spreadsheet shows it. */
  row: number;
  client: ImportedClient;
}

export interface CardContacts {
  phone: string | null;
  email: string | null;
  notes: string;
}

export interface CardChange {
  cardId: string;
  before: CardContacts;
  after: CardContacts;
}

export interface ImportPlan {
  /** New cards, each from its first row and whatever later rows of the same person added. */
  creates: ImportedClient[];
  /** Cards already there that rows added a phone, an e-mail or notes to. */
  updates: CardChange[];
  /** Rows that joined a card already there or an earlier row. */
  merged: number;
}

interface Target {
  existingId: string | null;
  before: CardContacts;
  client: ImportedClient;
}

/** Adds a row's notes to a card's unless it already says them (an import run twice adds nothing). */
function joinNotes(notes: string, more: string): string {
  if (!more || notes.includes(more)) return notes;
  const joined = notes ? `${notes}\n${more}` : more;
  return joined.length > IMPORT_NOTES_MAX_LENGTH ? notes : joined;
}

/**
 * Matches rows by phone first, then e-mail, against the cards and the rows before them. A row that
 * matches fills what the card lacks (a phone or e-mail no other card has) and adds its notes; the card
 * keeps its name. A row matching one card by phone and another by e-mail joins the first.
 */
export function planImport(rows: readonly ImportRow[], existing: readonly ExistingCard[]): ImportPlan {
  const byPhone = new Map<string, Target>();
  const byEmail = new Map<string, Target>();
  const register = (target: Target) => {
    const { phone, email } = target.client;
    if (phone && !byPhone.has(phone)) byPhone.set(phone, target);
    if (email && !byEmail.has(email)) byEmail.set(email, target);
  };
  const existingTargets: Target[] = existing.map((card) => {
    const before = { phone: card.phone, email: card.email, notes: card.notes };
    const email = card.email?.toLowerCase() ?? null;
    return { existingId: card.id, before, client: { name: '', ...before, email } };
  });
  existingTargets.forEach(register);

  const created: Target[] = [];
  let merged = 0;
  for (const { client } of rows) {
    const target =
      (client.phone ? byPhone.get(client.phone) : undefined) ??
      (client.email ? byEmail.get(client.email) : undefined);
    if (!target) {
      const fresh: Target = { existingId: null, before: { ...client }, client: { ...client } };
      created.push(fresh);
      register(fresh);
      continue;
    }
    merged += 1;
    const into = target.client;
    if (!into.phone && client.phone && !byPhone.has(client.phone)) into.phone = client.phone;
    if (!into.email && client.email && !byEmail.has(client.email)) into.email = client.email;
    into.notes = joinNotes(into.notes, client.notes);
    register(target);
  }

  const updates: CardChange[] = existingTargets.flatMap((target) => {
    const { before } = target;
    const { phone, notes } = target.client;
    // An address the card had in capitals is the same address: it stays as it was written.
    const email = target.client.email === before.email?.toLowerCase() ? before.email : target.client.email;
    if (phone === before.phone && email === before.email && notes === before.notes) return [];
    return [{ cardId: target.existingId!, before, after: { phone, email, notes } }];
  });
  return { creates: created.map((target) => target.client), updates, merged };
}
