// Web-services group `marketing`: the same use cases as /api/user/marketing-consents and the one-click
// address, refusals as values.
import type { MarketingServices } from '../../../contracts/marketing-consent.ts';
import type { Database } from '../../db/client.ts';
import { pageResult } from '../../http/page-result.ts';
import {
  listConsents,
  unsubscribeByToken,
  unsubscribeLinkInfo,
  withdrawConsent,
} from './marketing-consent.ts';

export function createMarketingServices(db: Database, now: () => Date): MarketingServices {
  return {
    consents: (user) => listConsents(db, user.id),
    withdraw: (user, slug) => pageResult(() => withdrawConsent(db, { user, slug, now: now() })),
    unsubscribeInfo: (token) => unsubscribeLinkInfo(db, token),
    unsubscribe: (token) =>
      pageResult(() => unsubscribeByToken(db, { token, via: 'unsubscribe_link', now: now() })),
  };
}
