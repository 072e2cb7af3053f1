// Where a client agreed to a salon's offers and rebook nudges, and where they withdrew: the salon's record
// of the consent names them.

/** The booking's confirm step, or the client's account. */
export const MARKETING_CONSENT_GRANTED_VIA = ['booking', 'account'] as const;
export type MarketingConsentGrantedVia = (typeof MARKETING_CONSENT_GRANTED_VIA)[number];

/** Their account, the letter's "Atsisakyti" page, or the mail app's one-click button. */
export const MARKETING_CONSENT_WITHDRAWN_VIA = ['account', 'unsubscribe_link', 'one_click'] as const;
export type MarketingConsentWithdrawnVia = (typeof MARKETING_CONSENT_WITHDRAWN_VIA)[number];
