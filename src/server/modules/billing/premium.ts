// Premium features (the statistics, for now) answer only for a business on the Premium plan.
import { isPremiumFeatureAllowed } from '../../../core/billing/premium-features.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { planCodeOf } from './billing-details.ts';

export const PREMIUM_REQUIRED_MESSAGE =
  'Verslo statistika prieinama tik su planu „Premium“. Apie planus – skiltyje „Sąskaitos“.';

/** Whether the business is on the Premium plan (a business without billing details is on Standard). */
export async function businessHasPremium(db: DbOrTx, businessId: string): Promise<boolean> {
  return isPremiumFeatureAllowed(await planCodeOf(db, businessId), 'business_statistics');
}

/** Throws 403 `premium_required` unless the business is on the Premium plan. */
export async function requirePremium(db: DbOrTx, businessId: string): Promise<void> {
  if (!(await businessHasPremium(db, businessId))) {
    throw new AppError('premium_required', 403, PREMIUM_REQUIRED_MESSAGE);
  }
}
