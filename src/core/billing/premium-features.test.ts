import { describe, expect, it } from 'vitest';
import { isPremiumFeatureAllowed, premiumOfferShownKey, shouldOfferPremium } from './premium-features.ts';

describe('Premium features', () => {
  it('belong to the Premium plan only; an unknown plan counts as Standard', () => {
    expect(isPremiumFeatureAllowed('premium', 'own_domain')).toBe(true);
    expect(isPremiumFeatureAllowed('premium', 'business_statistics')).toBe(true);
    expect(isPremiumFeatureAllowed('standard', 'own_domain')).toBe(false);
    expect(isPremiumFeatureAllowed('gold', 'business_statistics')).toBe(false);
    expect(isPremiumFeatureAllowed(null, 'own_domain')).toBe(false);
  });

  it('are offered to the owner of a Standard business once a session', () => {
    expect(shouldOfferPremium({ role: 'owner', planCode: 'standard', shownFlag: null })).toBe(true);
    expect(shouldOfferPremium({ role: 'owner', planCode: 'standard', shownFlag: 'true' })).toBe(false);
    expect(shouldOfferPremium({ role: 'owner', planCode: 'premium', shownFlag: null })).toBe(false);
    expect(shouldOfferPremium({ role: 'admin', planCode: 'standard', shownFlag: null })).toBe(false);
    expect(premiumOfferShownKey('b1')).toBe('premiumModalShown[b1]');
  });
});
