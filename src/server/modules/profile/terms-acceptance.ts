// The privacy policy and terms a person accepted: the sign-up records the version then (auth.ts's database
// hook); a new version is accepted again from the notice the shell shows at the next visit.
import { eq } from 'drizzle-orm';
import { TERMS_ACCEPTED_MESSAGE, type TermsAccepted } from '../../../contracts/profile.ts';
import { succeeded } from '../../../contracts/shared-schemas.ts';
import { TERMS_VERSION } from '../../../core/legal/terms-version.ts';
import type { DbOrTx } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export async function acceptCurrentTerms(db: DbOrTx, userId: string, now: Date): Promise<TermsAccepted> {
  await db.update(user).set({ termsVersion: TERMS_VERSION, termsAcceptedAt: now }).where(eq(user.id, userId));
  return succeeded(TERMS_ACCEPTED_MESSAGE, {
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: now.toISOString(),
  });
}
