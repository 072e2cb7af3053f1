import { z } from './zod.ts';
import { adminBusinessRefSchema, businessNameFields } from './shared-schemas.ts';
import { booleanField, businessNameField, emailField, requiredCitySlugField } from './admin-fields.ts';
import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';

// Onboarding a new business (the checklist, skip-instuction, publishing) and the operator's tools
// (all businesses, mark-as-contacted, creating a business and inviting its owner).

/** Checklist items in the order they are shown. The first four must be done before publishing. */
export const ONBOARDING_INSTRUCTIONS = [
  'profile',
  'services',
  'team',
  'schedule',
  'logo',
  'booking-link',
] as const;
export type OnboardingInstruction = (typeof ONBOARDING_INSTRUCTIONS)[number];
export const REQUIRED_INSTRUCTIONS: readonly OnboardingInstruction[] = [
  'profile',
  'services',
  'team',
  'schedule',
];

export function isOnboardingInstruction(value: string): value is OnboardingInstruction {
  return (ONBOARDING_INSTRUCTIONS as readonly string[]).includes(value);
}

export const onboardingItemSchema = z.object({
  key: z.enum(ONBOARDING_INSTRUCTIONS),
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  done: z.boolean(),
  /** The business chose to skip this (optional) tip. */
  skipped: z.boolean(),
  /** Admin page where it is done. */
  href: z.string(),
  actionLabel: z.string(),
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

export const onboardingStateSchema = z.object({
  business: adminBusinessRefSchema,
  items: z.array(onboardingItemSchema),
  /** Done or skipped, out of all items. */
  completed: z.number().int(),
  total: z.number().int(),
  /** Every required item is done: the business may be published. */
  ready: z.boolean(),
  /** Absolute path of the booking page to share. */
  bookingPath: z.string(),
  /**
   * The data-processing terms the business accepted (publishing accepts them): version and time; null
   * while not accepted.
   */
  dataProcessingTerms: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** Optional body (or query) of POST /api/admin/skip-instuction/{instruction}. */
export const skipInstructionBodySchema = z.object({
  /** Business id or slug; the signed-in user's business when left out. */
  business: z.string().trim().max(100).optional(),
});

export const skipInstructionResultSchema = z.object({
  success: z.literal(true),
  instruction: z.enum(ONBOARDING_INSTRUCTIONS),
  skipped: z.literal(true),
});

export const onboardedToggleSchema = z.object({ onboarded: booleanField });

export const publishResultSchema = z.object({
  success: z.literal(true),
  onboarded: z.boolean(),
  message: z.string(),
});

// ---------------------------------------------------------------- operator

export const BUSINESS_SLUG_MESSAGE =
  'Adresas: 3–60 mažųjų lotyniškų raidžių, skaitmenų ir brūkšnelių (pvz., grozio-studija-ruta).';
export const SLUG_TAKEN_MESSAGE = 'Šis adresas jau užimtas. Pasirinkite kitą.';

/**
 * Slugs that would clash with the site's own top-level paths (the app variant lives at `/{slug}`): every first
 * path segment of the page routes (src/web/routes.ts), the named routes (routes.ts) and the server's own
 * paths (src/server/api/routers.ts), plus a few the site may grow into. src/web/routes.test.ts and
 * src/server/api/routers.test.ts read those tables and fail when a new top-level path is missing here.
 */
export const RESERVED_SLUGS = new Set([
  // Page routes.
  'administratorius',
  'apie',
  'el-pasto-patvirtinimas',
  'grozio-specialistai',
  'kvietimas',
  'mano-vizitai',
  'naudojimosi-taisykles',
  'naujas-slaptazodis',
  'naujas-vizitas',
  'neteisinga-uzklausa',
  'pamirsau-slaptazodi',
  'pasiulymu-atsisakymas',
  'paskyra',
  'prisijungti',
  'privatumo-politika',
  'registracija',
  'registruotis',
  'susisiekti',
  'valdiklis',
  // Server paths.
  'api',
  'assets',
  'embed.js',
  'healthz',
  'icons',
  'metrics',
  'uploads',
  'webpush',
  // Likely future or conventional top-level paths.
  'admin',
  'atsijungti',
  'pagalba',
  'pranesimai',
  'privatumas',
  'static',
  'taisykles',
]);

export const operatorBusinessSchema = z.object({
  ...businessNameFields,
  city: z.string().nullable(),
  cityName: z.string().nullable(),
  onboarded: z.boolean(),
  contactedAt: z.string().nullable(),
  createdAt: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** An owner invitation that is neither accepted, revoked nor expired. */
  pendingOwnerInvitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  activeServices: z.number().int(),
  activeSpecialists: z.number().int(),
});
export type OperatorBusiness = z.infer<typeof operatorBusinessSchema>;

export const operatorBusinessQuerySchema = z.object({
  q: z.string().trim().max(100, 'Paieškos tekstas per ilgas – daugiausia 100 simbolių.').optional(),
  state: z.enum(['all', 'onboarded', 'not-onboarded'], { error: 'Neteisinga būsena.' }).default('all'),
});
export type OperatorBusinessQuery = z.input<typeof operatorBusinessQuerySchema>;

export const operatorBusinessListSchema = z.object({
  items: z.array(operatorBusinessSchema),
  total: z.number().int(),
});

export const operatorCreateBusinessSchema = z.object({
  name: businessNameField,
  slug: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string({ error: BUSINESS_SLUG_MESSAGE })
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, BUSINESS_SLUG_MESSAGE)
      .refine((slug) => !slug.includes('--'), BUSINESS_SLUG_MESSAGE)
      .refine((slug) => !RESERVED_SLUGS.has(slug), SLUG_TAKEN_MESSAGE),
  ),
  /** Location slug. */
  city: requiredCitySlugField,
  ownerEmail: emailField,
});
export type OperatorCreateBusiness = z.output<typeof operatorCreateBusinessSchema>;
export type OperatorCreateBusinessInput = z.input<typeof operatorCreateBusinessSchema>;

export const ownerAssignmentSchema = z.object({ email: emailField });

/** The owner invitation that was sent (the owner becomes a member when they accept it). */
export const ownerAssignmentResultSchema = z.object({
  email: z.string(),
  invitationExpiresAt: z.string(),
  message: z.string(),
});
export type OwnerAssignmentResult = z.infer<typeof ownerAssignmentResultSchema>;

export const operatorCreateResultSchema = z.object({
  business: operatorBusinessSchema,
  ownerAssignment: ownerAssignmentResultSchema,
});

export const markContactedResultSchema = z.object({
  success: z.literal(true),
  contactedAt: z.string(),
});

/** A Lithuanian name → an ASCII slug suggestion ("Grožio studija Rūta" → "grozio-studija-ruta"). */
export function suggestSlug(name: string): string {
  const map: Record<string, string> = {
    ą: 'a',
    č: 'c',
    ę: 'e',
    ė: 'e',
    į: 'i',
    š: 's',
    ų: 'u',
    ū: 'u',
    ž: 'z',
  };
  return name
    .toLowerCase()
    .replace(/[ąčęėįšųūž]/g, (ch) => map[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The operator page's actions that e-mail an owner invitation (operator only, as in the admin API). */
export interface OperatorServices {
  /** Creates a not-yet-onboarded business and invites its owner. */
  createBusiness(
    user: SessionUser | null,
    input: Record<string, unknown>,
  ): Promise<AdminResult<{ business: OperatorBusiness; ownerAssignment: OwnerAssignmentResult }>>;
  /** (Re)invites the owner of a business. */
  inviteOwner(
    user: SessionUser | null,
    business: string,
    input: Record<string, unknown>,
  ): Promise<AdminResult<OwnerAssignmentResult>>;
}
