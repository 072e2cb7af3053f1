// A client's consent to one salon's marketing (offers and rebook nudges), kept apart from the messages
// about their visits: what the API answers, the texts pages and letters share, and what pages may ask for.
import { z } from './zod.ts';
import {
  MARKETING_CONSENT_GRANTED_VIA,
  MARKETING_CONSENT_WITHDRAWN_VIA,
} from '../core/marketing/consent-sources.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

/** The booking's checkbox (never ticked beforehand, never required) and the account's wording of it. */
export { marketingConsentLabel } from '../core/marketing/consent-label.ts';

export const MARKETING_CONSENT_TEXTS = {
  granted: (businessName: string) => `Sutikote gauti „${businessName}“ pasiūlymus.`,
  withdrawn: (businessName: string) =>
    `Nebegausite „${businessName}“ pasiūlymų ir priminimų apsilankyti vėl. Vizitų patvirtinimus ir priminimus gausite kaip anksčiau.`,
  invalidLink: 'Atsisakymo nuoroda netinkama. Atsisakyti pasiūlymų galite savo paskyroje.',
} as const;

export const marketingConsentBusinessSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});

export const marketingConsentSchema = z.object({
  business: marketingConsentBusinessSchema,
  /** When the consent now in force was given (ISO 8601). */
  grantedAt: z.string(),
  grantedVia: z.enum(MARKETING_CONSENT_GRANTED_VIA),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const marketingConsentListSchema = z.object({ items: z.array(marketingConsentSchema) });
export const marketingConsentResultSchema = z.object({ consent: marketingConsentSchema });

/** One agreement as the salon keeps it: given, and (when it was) withdrawn. */
export const marketingConsentRecordSchema = z.object({
  grantedAt: z.string(),
  grantedVia: z.enum(MARKETING_CONSENT_GRANTED_VIA),
  withdrawnAt: z.string().nullable(),
  withdrawnVia: z.enum(MARKETING_CONSENT_WITHDRAWN_VIA).nullable(),
});
export type MarketingConsentRecord = z.infer<typeof marketingConsentRecordSchema>;

/** What the one-click address and the "Atsisakyti" page answer. */
export const unsubscribeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  business: z.object({ slug: z.string(), name: z.string() }),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** The "Atsisakyti" page before the click: whose offers, and whether the consent is still in force. */
export interface UnsubscribeLinkInfo {
  business: { slug: string; name: string };
  consentActive: boolean;
}

/** Web-services group `marketing`: the same use cases as the API, refusals as values. */
export interface MarketingServices {
  /** The signed-in client's consents in force, the latest first. */
  consents(user: SessionUser): Promise<MarketingConsent[]>;
  /** Withdraws the client's consent to the salon (`slug`); one not in force is already withdrawn. */
  withdraw(user: SessionUser | null, slug: string): Promise<AdminResult<{ message: string }>>;
  /** The letter's link: null when the token is not one of ours. */
  unsubscribeInfo(token: string): Promise<UnsubscribeLinkInfo | null>;
  /** The "Atsisakyti" page's button: withdraws without signing in. */
  unsubscribe(token: string): Promise<AdminResult<UnsubscribeResult>>;
}
