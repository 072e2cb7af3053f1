import type { ClientCardServices } from '../../../contracts/client-cards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { MANAGERS, requireBusinessAccess } from '../access/business-access.ts';
import { clientCardDetail, findClientCard, listClients } from './client-cards.ts';

function refusedAsNull(error: unknown): null {
  if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

/** Client cards for page loaders; every answer is null when the user may not see it. */
export function createClientCardServices(db: DbOrTx, now: () => Date): ClientCardServices {
  return {
    async listPage(user, businessRef, query) {
      try {
        const access = await requireBusinessAccess(db, user, businessRef, MANAGERS);
        const { id, slug, name } = access.business;
        return { business: { id, slug, name }, q: query.q ?? '', list: await listClients(db, id, query) };
      } catch (error) {
        return refusedAsNull(error);
      }
    },
    async cardPage(user, businessRef, cardId) {
      try {
        const access = await requireBusinessAccess(db, user, businessRef, MANAGERS);
        const card = await findClientCard(db, cardId);
        if (!card || card.businessId !== access.business.id) return null;
        const { id, slug, name } = access.business;
        return { business: { id, slug, name }, card: await clientCardDetail(db, card, now()) };
      } catch (error) {
        return refusedAsNull(error);
      }
    },
  };
}
