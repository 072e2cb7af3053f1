import {
  clientCardFieldsSchema,
  createClientCardInputSchema,
  type ClientCardServices,
} from '../../../contracts/client-cards.ts';
import type { Database } from '../../db/client.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import { businessSummary } from '../schedules/schedule-access.ts';
import {
  addWalkInClient,
  changeClientCard,
  clientCardById,
  eraseClientOnRequest,
  listBusinessClients,
} from './managed-client-cards.ts';

/**
 * Client cards for page loaders (null when the user may not see it) and actions (a refusal as a value): the
 * same use cases as /api/admin, which decide who may.
 */
export function createClientCardServices(db: Database, now: () => Date): ClientCardServices {
  return {
    listPage: (user, business, query) =>
      nullWhenRefused(async () => {
        const clients = await listBusinessClients(db, { user, business, query });
        return {
          business: businessSummary(clients.business),
          q: query.q ?? '',
          marketingConsent: query.marketingConsent ?? false,
          list: clients.list,
        };
      }),
    cardPage: (user, business, cardId) =>
      nullWhenRefused(async () => {
        const found = await clientCardById(db, { user, business, cardId, now: now() });
        return { business: businessSummary(found.business), card: found.card };
      }),
    createCard: (user, business, input) =>
      pageResult(() =>
        addWalkInClient(db, {
          user,
          business,
          readInput: () => parsedInput(createClientCardInputSchema, input),
          now: now(),
        }),
      ),
    updateCard: (user, cardId, input) =>
      pageResult(() =>
        changeClientCard(db, {
          user,
          cardId,
          readInput: () => parsedInput(clientCardFieldsSchema, input),
          now: now(),
        }),
      ),
    eraseCard: (user, cardId) =>
      pageResult(async () => {
        await eraseClientOnRequest(db, { user, cardId, now: now() });
        return null;
      }),
  };
}
