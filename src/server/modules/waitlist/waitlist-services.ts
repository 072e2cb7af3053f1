// Web-services group `waitlist`: the same use cases as /api/user/waitlist… and /api/admin/waitlist,
// input checked with the same schemas, refusals as values.
import {
  adminWaitlistQuerySchema,
  joinWaitlistSchema,
  type WaitlistServices,
} from '../../../contracts/waitlist.ts';
import { AppError } from '../../http/app-error.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import type { BookingDependencies } from '../booking/booking-dependencies.ts';
import { joinWaitlist, leaveWaitlist, waitingEntriesOf, waitlistOfDay } from './waitlist-entries.ts';
import { acceptOffer, declineOffer, offerOfUser } from './waitlist-offers.ts';

export function createWaitlistServices(deps: BookingDependencies): WaitlistServices {
  const { db } = deps;
  return {
    join: (user, input) =>
      pageResult(() =>
        joinWaitlist(db, { user, input: parsedInput(joinWaitlistSchema, input), now: deps.now() }),
      ),
    entries: (user) => waitingEntriesOf(db, user),
    leave: (user, entryId) =>
      pageResult(async () => {
        await leaveWaitlist(db, { user, entryId });
        return null;
      }),
    async offer(user, offerId) {
      try {
        return await offerOfUser(db, user, offerId);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    accept: (user, offerId) => pageResult(() => acceptOffer(deps, { user, offerId })),
    decline: (user, offerId) =>
      pageResult(async () => {
        await declineOffer(db, { user, offerId });
        return null;
      }),
    day: (user, query) =>
      pageResult(() => waitlistOfDay(db, { user, ...parsedInput(adminWaitlistQuerySchema, query) })),
  };
}
