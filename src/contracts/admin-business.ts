import { WAITLIST_HOLD_MAX_MINUTES, WAITLIST_HOLD_MIN_MINUTES } from '../core/waitlist/waitlist-window.ts';
import { z } from './zod.ts';
import { phoneTextSchema, toPhoneNumber } from './phone-input.ts';
import type { adminBusinessRefSchema } from './shared-schemas.ts';
import {
  MAX_REMINDER_OFFSETS,
  normalizeReminderOffsets,
  REMINDER_OFFSET_MAX_MINUTES,
  REMINDER_OFFSET_MIN_MINUTES,
} from '../core/reminders/reminder-plan.ts';
import {
  EMAIL_MESSAGE,
  booleanField,
  businessNameField,
  citySlugField,
  intField,
  textField,
} from './admin-fields.ts';
import type { AdminCall, BusinessCall, adminRoleSchema } from './admin-schedules.ts';
import type { BillingDetails } from './admin-billing.ts';
import type { InvoiceItem } from './admin-invoices.ts';
import type { HelpArticle, HelpArticleSummary, HelpSearchHit } from './admin-help.ts';
import type {
  OnboardingInstruction,
  OnboardingState,
  OperatorBusiness,
  OperatorBusinessQuery,
} from './admin-onboarding.ts';
import type {
  AdminService,
  AdminSpecialist,
  MoveDirection,
  RemovalResult,
  TeamMember,
} from './admin-team.ts';
import { businessProfileFields, type Area, type Location } from './catalog.ts';

// The business profile and booking rules as its admins see and change them: GET/PATCH /api/admin/business/{id}, and the settings page /administratorius/nustatymai/{slug}.

/** The slot steps a business may choose, in minutes. */
export const SLOT_STEP_CHOICES = [5, 10, 15, 20, 30, 60] as const;

export const BOOKING_RULE_LIMITS = Object.freeze({
  leadTimeMinutes: { min: 0, max: 10_080 },
  bookingHorizonDays: { min: 1, max: 365 },
  cancellationCutoffHours: { min: 0, max: 168 },
});

export const DOMAIN_TAKEN_MESSAGE = 'Šis domenas jau naudojamas.';
export const DOMAIN_INVALID_MESSAGE = 'Įveskite teisingą domeną, pvz., salonas.lt.';

const HOSTNAME =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A hostname as people paste it ("https://www.Salonas.lt/") → `www.salonas.lt`; null when it cannot be
 * a public hostname (IP addresses, single labels, ports, paths with more than a trailing slash).
 */
export function normalizeDomain(input: string): string | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '')
    .replace(/\.$/, '');
  return HOSTNAME.test(text) ? text : null;
}

export const PREMIUM_REQUIRED_MESSAGE =
  'Ši funkcija įtraukta į planą „Premium“. Pakeiskite planą skiltyje „Sąskaitos“.';

export const adminBusinessSchema = z.object({
  ...businessProfileFields,
  contactedAt: z.string().nullable(),
  timeZone: z.string(),
  requiresConfirmation: z.boolean(),
  /** Online bookings need a phone number on the client's account. */
  requiresPhoneNumber: z.boolean(),
  /** The platform plan (`standard` or `premium`): Premium features need `premium`. */
  planCode: z.string(),
  leadTimeMinutes: z.number().int(),
  bookingHorizonDays: z.number().int(),
  slotStepMinutes: z.number().int(),
  cancellationCutoffHours: z.number().int(),
  /** Minutes before a visit at which the client is reminded (0–3, each 30–10 080), earliest first. */
  reminderOffsetsMinutes: z.array(z.number().int()),
  /** How long a time freed for the waitlist is held for the client it is offered to (5–120 minutes). */
  waitlistHoldMinutes: z.number().int(),
  /** Where clients book: `/naujas-vizitas/{slug}`. */
  bookingPath: z.string(),
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

const phoneField = phoneTextSchema.transform(toPhoneNumber);

const emailOrEmpty = z.string({ error: EMAIL_MESSAGE }).transform((raw, ctx) => {
  const text = raw.trim().toLowerCase();
  if (text === '') return null;
  if (text.length > 254 || !z.email().safeParse(text).success) {
    ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE });
    return z.NEVER;
  }
  return text;
});

const domainField = z
  .string({ error: DOMAIN_INVALID_MESSAGE })
  .nullable()
  .transform((raw, ctx) => {
    if (raw === null || raw.trim() === '') return null;
    const domain = normalizeDomain(raw);
    if (!domain) {
      ctx.addIssue({ code: 'custom', message: DOMAIN_INVALID_MESSAGE });
      return z.NEVER;
    }
    return domain;
  });

const REMINDER_OFFSET_MESSAGE = 'Priminimą galima siųsti nuo 30 min. iki 7 d. (10 080 min.) prieš vizitą.';

/** The reminder times the settings page offers, in minutes before the visit. */
export const REMINDER_OFFSET_CHOICES: readonly { minutes: number; label: string }[] = [
  { minutes: 30, label: '30 min.' },
  { minutes: 60, label: '1 val.' },
  { minutes: 120, label: '2 val.' },
  { minutes: 180, label: '3 val.' },
  { minutes: 360, label: '6 val.' },
  { minutes: 720, label: '12 val.' },
  { minutes: 1440, label: '1 d.' },
  { minutes: 2880, label: '2 d.' },
  { minutes: 4320, label: '3 d.' },
  { minutes: 10_080, label: '7 d.' },
];

const slotStepMessage = `Laiko žingsnis gali būti ${SLOT_STEP_CHOICES.join(', ')} min.`;

/** PATCH /api/admin/business/{id}: any of these; what is left out stays as it is. */
export const businessPatchSchema = z.object({
  name: businessNameField.optional(),
  description: textField(3000, 'Aprašymas per ilgas – daugiausia 3000 simbolių.').optional(),
  address: textField(200, 'Adresas per ilgas – daugiausia 200 simbolių.').optional(),
  /** Location slug; empty or null clears it. */
  city: citySlugField
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  phone: phoneField.optional(),
  email: emailOrEmpty.optional(),
  domain: domainField.optional(),
  requiresConfirmation: booleanField.optional(),
  requiresPhoneNumber: booleanField.optional(),
  leadTimeMinutes: intField(
    0,
    10_080,
    'Minimalus laikas iki vizito turi būti nuo 0 iki 10 080 min. (7 d.).',
  ).optional(),
  bookingHorizonDays: intField(1, 365, 'Registracijos laikotarpis turi būti nuo 1 iki 365 d.').optional(),
  slotStepMinutes: intField(5, 60, slotStepMessage)
    .refine((step) => (SLOT_STEP_CHOICES as readonly number[]).includes(step), slotStepMessage)
    .optional(),
  cancellationCutoffHours: intField(0, 168, 'Atšaukimo terminas turi būti nuo 0 iki 168 val.').optional(),
  waitlistHoldMinutes: intField(
    WAITLIST_HOLD_MIN_MINUTES,
    WAITLIST_HOLD_MAX_MINUTES,
    `Pasiūlyto laiko rezervavimo trukmė turi būti nuo ${WAITLIST_HOLD_MIN_MINUTES} iki ${WAITLIST_HOLD_MAX_MINUTES} min.`,
  ).optional(),
  reminderOffsetsMinutes: z
    .array(intField(REMINDER_OFFSET_MIN_MINUTES, REMINDER_OFFSET_MAX_MINUTES, REMINDER_OFFSET_MESSAGE), {
      error: REMINDER_OFFSET_MESSAGE,
    })
    .max(MAX_REMINDER_OFFSETS, `Daugiausia ${MAX_REMINDER_OFFSETS} priminimai.`)
    .transform((offsets) => normalizeReminderOffsets(offsets as number[]))
    .optional(),
});
export type BusinessPatchInput = z.input<typeof businessPatchSchema>;
export type BusinessPatch = z.output<typeof businessPatchSchema>;

export type AdminBusinessRef = z.infer<typeof adminBusinessRefSchema>;

export type AdminRole = z.infer<typeof adminRoleSchema>;

/** What every admin page of this group gets besides its own data. */
export interface AdminPageBase {
  business: AdminBusinessRef;
  role: AdminRole;
  /** Owner, admin or operator: may change business-wide settings. */
  canManage: boolean;
}

// ---------------------------------------------------------------- page data (web-services group `adminBusiness`)

export interface ServiceOption {
  id: string;
  name: string;
  areaName: string;
  active: boolean;
}

export interface SpecialistOption {
  id: string;
  name: string;
  active: boolean;
}

/** What a form posted (strings), parsed by the API's schemas. */
type FormInput = Record<string, unknown>;

/**
 * Web-services group `adminBusiness`: the business set-up pages' loaders and actions. Same checks as the
 * API (`business` is an id, slug or `_`; another business answers 404; specialists 403 for business-wide
 * settings); errors come back as values. `input` is what a form posted (strings), parsed by the API's schemas.
 */
export interface AdminBusinessServices {
  settingsPage: BusinessCall<[], AdminPageBase & { settings: AdminBusiness; locations: Location[] }>;
  updateSettings: BusinessCall<[input: FormInput], AdminBusiness>;

  servicesPage: BusinessCall<
    [],
    AdminPageBase & { services: AdminService[]; areas: Area[]; specialists: SpecialistOption[] }
  >;
  createService: BusinessCall<[input: FormInput], AdminService>;
  updateService: BusinessCall<[serviceId: string, input: FormInput], AdminService>;
  moveService: BusinessCall<[serviceId: string, direction: MoveDirection], AdminService[]>;
  removeService: BusinessCall<[serviceId: string], RemovalResult>;

  teamPage: BusinessCall<
    [],
    AdminPageBase & { specialists: AdminSpecialist[]; services: ServiceOption[]; members: TeamMember[] }
  >;
  createSpecialist: BusinessCall<[input: FormInput], AdminSpecialist>;
  updateSpecialist: BusinessCall<[specialistId: string, input: FormInput], AdminSpecialist>;
  moveSpecialist: BusinessCall<[specialistId: string, direction: MoveDirection], AdminSpecialist[]>;
  removeSpecialist: BusinessCall<[specialistId: string], RemovalResult>;

  /**
   * `timeZone`: the business's, which the plan's change date is shown in; `invoices` newest first;
   * `isOperator`: the operator may cancel an invoice with a credit note there.
   */
  billingPage: BusinessCall<
    [],
    AdminPageBase & {
      details: BillingDetails;
      timeZone: string;
      invoices: InvoiceItem[];
      isOperator: boolean;
    }
  >;
  updateBilling: BusinessCall<[input: FormInput], BillingDetails>;
  /** The owner (or the operator) switches plans; the switch is dated and the fee follows. */
  changePlan: BusinessCall<[input: FormInput], BillingDetails>;

  onboardingPage: BusinessCall<[], AdminPageBase & { state: OnboardingState; isOperator: boolean }>;
  skipInstruction: BusinessCall<[instruction: OnboardingInstruction], OnboardingState>;
  publish: BusinessCall<[], OnboardingState>;
  /** Operator only. */
  setOnboarded: BusinessCall<[onboarded: boolean], OnboardingState>;

  /** Operator only. */
  operatorPage: AdminCall<
    [query: OperatorBusinessQuery],
    { items: OperatorBusiness[]; total: number; locations: Location[] }
  >;
  /** Operator only; a business that is onboarded answers 409. */
  markContacted: BusinessCall<[], { contactedAt: string }>;

  helpList: BusinessCall<[q: string], AdminPageBase & { articles: HelpSearchHit[]; query: string }>;
  helpArticle: BusinessCall<
    [article: string],
    AdminPageBase & { article: HelpArticle; related: HelpArticleSummary[] }
  >;
}
