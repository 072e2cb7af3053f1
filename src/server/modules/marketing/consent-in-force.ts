// Whether a client agrees to a salon's marketing right now: one rule for every query that asks it.
import { and, eq, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import { marketingConsent } from '../../db/schema.ts';

/** The consent row in force of this client at this salon (values, or columns of the query it joins). */
export function consentInForce(
  userId: string | SQLWrapper,
  businessId: string | SQLWrapper,
): SQL | undefined {
  return and(
    eq(marketingConsent.userId, userId),
    eq(marketingConsent.businessId, businessId),
    isNull(marketingConsent.withdrawnAt),
  );
}
