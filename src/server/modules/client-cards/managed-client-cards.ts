// Client cards as a business's managers (owners, admins, the operator) see and change them. Who may is decided
// here, once: /api/admin and the admin pages call these same use cases. A card of another business answers
// 404, like one that does not exist, so that its existence does not leak.
import {
  CLIENT_CARD_TEXTS,
  type ClientCard,
  type ClientCardFields,
  type ClientList,
  type ClientListQuery,
  type CreateClientCardInput,
} from '../../../contracts/client-cards.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { business } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import {
  requireManagedRecord,
  requireManager,
  type ManagerRequest,
  type ReadAfterAccess,
} from '../access/business-access.ts';
import { eraseClientCard } from '../profile/personal-data.ts';
import {
  cardForUser,
  clientCardDetail,
  createWalkInCard,
  findClientCard,
  listClients,
  updateClientCard,
  upsertCardForUser,
} from './client-cards.ts';

type BusinessRow = typeof business.$inferSelect;

/**
 * A use case on one card by its id. `business`, when given (a page URL's slug, or `_`), must be the card's
 * business.
 */
export interface ClientCardRequest {
  user: SessionUser | null;
  cardId: string;
  business?: string | undefined;
}

/** The card for a manager of its business (see requireManagedRecord). */
async function managedCard(db: DbOrTx, { user, cardId, business }: ClientCardRequest) {
  const { record: card, access } = await requireManagedRecord(db, {
    user,
    business,
    find: () => findClientCard(db, cardId),
    notFoundMessage: CLIENT_CARD_TEXTS.notFound,
  });
  return { card, access };
}

/** A page of the business's clients, with the business they belong to. */
export async function listBusinessClients(
  db: DbOrTx,
  { query, ...request }: ManagerRequest & { query: ClientListQuery },
): Promise<{ business: BusinessRow; list: ClientList }> {
  const { business } = await requireManager(db, request);
  return { business, list: await listClients(db, business.id, query) };
}

/** Adds a walk-in client (a card without an account). */
export async function addWalkInClient(
  db: DbOrTx,
  {
    readInput,
    now,
    ...request
  }: ManagerRequest & { readInput: ReadAfterAccess<CreateClientCardInput>; now: Date },
): Promise<ClientCard> {
  const { business } = await requireManager(db, request);
  const card = await createWalkInCard(db, business.id, await readInput());
  return clientCardDetail(db, card, now);
}

/** The card of the user `userId` in the business. */
export async function clientCardOfUser(
  db: DbOrTx,
  { userId, now, ...request }: ManagerRequest & { userId: string; now: Date },
): Promise<ClientCard> {
  const { business } = await requireManager(db, request);
  const card = await cardForUser(db, business.id, userId);
  if (!card) throw notFound(CLIENT_CARD_TEXTS.notFound);
  return clientCardDetail(db, card, now);
}

/** Updates the card of the user `userId`, or makes it when they have visited the business (see upsertCardForUser). */
export async function saveClientCardOfUser(
  db: Database,
  {
    userId,
    fields,
    now,
    ...request
  }: ManagerRequest & { userId: string; fields: ClientCardFields; now: Date },
): Promise<{ card: ClientCard; created: boolean }> {
  const { business } = await requireManager(db, request);
  const { card, created } = await db.transaction((tx) =>
    upsertCardForUser(tx, { businessId: business.id, userId, fields }),
  );
  return { card: await clientCardDetail(db, card, now), created };
}

/** A card by its id (also one without an account), with the business it belongs to. */
export async function clientCardById(
  db: DbOrTx,
  { now, ...request }: ClientCardRequest & { now: Date },
): Promise<{ business: BusinessRow; card: ClientCard }> {
  const { card, access } = await managedCard(db, request);
  return { business: access.business, card: await clientCardDetail(db, card, now) };
}

/** Changes a card. */
export async function changeClientCard(
  db: DbOrTx,
  {
    readInput,
    now,
    ...request
  }: ClientCardRequest & { readInput: ReadAfterAccess<ClientCardFields>; now: Date },
): Promise<ClientCard> {
  const { card } = await managedCard(db, request);
  const updated = await updateClientCard(db, card, await readInput());
  return clientCardDetail(db, updated, now);
}

/** Erases a client's personal data on their request; the card stays for the visit history. */
export async function eraseClientOnRequest(
  db: Database,
  { now, ...request }: ClientCardRequest & { now: Date },
): Promise<{ success: true; message: string }> {
  const { card } = await managedCard(db, request);
  return eraseClientCard(db, { businessId: card.businessId, cardId: card.id, now });
}
