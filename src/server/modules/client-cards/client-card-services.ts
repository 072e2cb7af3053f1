import {
  CLIENT_CARD_TEXTS,
  clientCardFieldsSchema,
  createClientCardInputSchema,
  type ClientCardServices,
} from '../../../contracts/client-cards.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { nullWhenRefused, pageResult, parsedInput } from '../../http/page-result.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { eraseClientCard } from '../profile/personal-data.ts';
import {
  clientCardDetail,
  createWalkInCard,
  findClientCard,
  listClients,
  updateClientCard,
} from './client-cards.ts';

/** Client cards for page loaders (null when the user may not see it) and actions (a refusal as a value). */
export function createClientCardServices(db: Database, now: () => Date): ClientCardServices {
  return {
    listPage: (user, businessRef, query) =>
      nullWhenRefused(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef, allowed: MANAGERS });
        const { id, slug, name, timeZone } = access.business;
        return {
          business: { id, slug, name, timeZone },
          q: query.q ?? '',
          marketingConsent: query.marketingConsent ?? false,
          list: await listClients(db, id, query),
        };
      }),
    cardPage: (user, businessRef, cardId) =>
      nullWhenRefused(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef, allowed: MANAGERS });
        const card = await findClientCard(db, cardId);
        if (!card || card.businessId !== access.business.id) return null;
        const { id, slug, name, timeZone } = access.business;
        return { business: { id, slug, name, timeZone }, card: await clientCardDetail(db, card, now()) };
      }),
    createCard: (user, businessRef, input) =>
      pageResult(async () => {
        const access = await requireBusinessAccess(db, { user, businessRef, allowed: MANAGERS });
        const card = await createWalkInCard(
          db,
          access.business.id,
          parsedInput(createClientCardInputSchema, input),
        );
        return clientCardDetail(db, card, now());
      }),
    updateCard: (user, cardId, input) =>
      pageResult(async () => {
        const card = await findClientCard(db, cardId);
        if (!card) throw notFound(CLIENT_CARD_TEXTS.notFound);
        await requireBusinessAccess(db, { user, businessRef: card.businessId, allowed: MANAGERS });
        const updated = await updateClientCard(db, card, parsedInput(clientCardFieldsSchema, input));
        return clientCardDetail(db, updated, now());
      }),
    eraseCard: (user, cardId) =>
      pageResult(async () => {
        const card = await findClientCard(db, cardId);
        if (!card) throw notFound(CLIENT_CARD_TEXTS.notFound);
        await requireBusinessAccess(db, { user, businessRef: card.businessId, allowed: MANAGERS });
        await eraseClientCard(db, { businessId: card.businessId, cardId: card.id, now: now() });
        return null;
      }),
  };
}
