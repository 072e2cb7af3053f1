import { buildRoute } from '../../../../contracts/routes.ts';

/** The query parameter with which the list page's "new client" opens the new card (to say it was added). */
export const ADDED_PARAM = 'pridetas';

/** A client card's page; `added` when it opens right after the card was created. */
export function clientCardPath(slug: string, cardId: string, added = false): string {
  const path = buildRoute('admin_client', { slug, cardId });
  return added ? `${path}?${ADDED_PARAM}=1` : path;
}
