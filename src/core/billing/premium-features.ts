/**
 * What the Premium plan adds over Standard, and who is offered it. Pure: the caller passes the plan code,
 * the viewer's role and what the browser remembers.
 */
import { billingPlan } from './monthly-fee.ts';

/** Features only a business on the Premium plan may use. */
export const PREMIUM_FEATURES = Object.freeze({
  own_domain: Object.freeze({
    title: 'Savas domenas',
    description: 'Programėlė ir registracija jūsų adresu, pvz., registracija.jususalonas.lt.',
  }),
  business_statistics: Object.freeze({
    title: 'Verslo statistika',
    description: 'Vizitų, pajamų ir užimtumo apžvalga pagal specialistus ir paslaugas.',
  }),
});

export type PremiumFeature = keyof typeof PREMIUM_FEATURES;

/** The plan that unlocks the Premium features. */
export const PREMIUM_PLAN_CODE = 'premium';

/** True when the business's plan includes the feature (an unknown plan code counts as Standard). */
export function isPremiumFeatureAllowed(
  planCode: string | null | undefined,
  _feature: PremiumFeature,
): boolean {
  return billingPlan(planCode).code === PREMIUM_PLAN_CODE;
}

/** The session-storage key that remembers the offer was shown for a business this session. */
export function premiumOfferShownKey(businessId: string): string {
  return `premiumModalShown[${businessId}]`;
}

/**
 * The queued Premium offer: for the owner of a business on Standard, at most once per browser session
 * (`shownFlag` is what session storage holds under `premiumOfferShownKey`).
 */
export function shouldOfferPremium(input: {
  role: string | null;
  planCode: string | null | undefined;
  shownFlag: string | null;
}): boolean {
  return (
    input.role === 'owner' &&
    !isPremiumFeatureAllowed(input.planCode, 'own_domain') &&
    input.shownFlag === null
  );
}
