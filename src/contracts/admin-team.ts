import { z } from './zod.ts';
import {
  EMAIL_MESSAGE,
  booleanField,
  idListField,
  intField,
  optionalEmailField,
  requiredText,
  textField,
} from './admin-fields.ts';
import { SERVICE_ID_MESSAGE, SPECIALIST_ID_MESSAGE } from './shared-schemas.ts';

// Services and specialists of a business as its admins manage them:
// /api/admin/business/{id}/services… and /api/admin/business/{id}/specialists…, the pages
// /administratorius/paslaugos/{slug} and /administratorius/komanda/{slug}.

export const SERVICE_LIMITS = Object.freeze({
  durationMinutes: { min: 5, max: 600 },
  bufferAfterMinutes: { min: 0, max: 120 },
  /** 10 000,00 €: nothing in a beauty salon costs more; guards against cents typed as euros twice. */
  priceCents: { min: 0, max: 1_000_000 },
});

export const adminServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Area (service category) slug. */
  area: z.string(),
  areaName: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  /** Hidden services stay in past appointments but cannot be booked. */
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Specialists who perform it. */
  specialistIds: z.array(z.string()),
  /** Appointments reference it: it can be hidden but not deleted. */
  hasAppointments: z.boolean(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const serviceFields = {
  area: z
    .string({ error: 'Pasirinkite paslaugų sritį.' })
    .trim()
    .min(1, 'Pasirinkite paslaugų sritį.')
    .max(60, 'Pasirinkite paslaugų sritį.'),
  name: requiredText(2, 120, {
    required: 'Įveskite paslaugos pavadinimą (bent 2 simboliai).',
    tooLong: 'Pavadinimas per ilgas – daugiausia 120 simbolių.',
  }),
  description: textField(1000, 'Aprašymas per ilgas – daugiausia 1000 simbolių.'),
  durationMinutes: intField(
    5,
    600,
    'Trukmė turi būti nuo 5 iki 600 min.',
    'Trukmę įveskite minutėmis, pvz., 45.',
  ),
  priceCents: intField(
    0,
    1_000_000,
    'Kaina turi būti nuo 0,00 iki 10 000,00 €.',
    'Kainą įveskite skaičiumi, pvz., 25,00.',
  ),
  bufferAfterMinutes: intField(0, 120, 'Pertrauka po paslaugos turi būti nuo 0 iki 120 min.'),
  active: booleanField,
};

export const serviceCreateSchema = z.object({
  ...serviceFields,
  description: serviceFields.description.default(''),
  bufferAfterMinutes: serviceFields.bufferAfterMinutes.default(0),
  active: serviceFields.active.default(true),
  /** Specialists who will perform it (optional). */
  specialistIds: idListField(SPECIALIST_ID_MESSAGE).optional(),
});
export type ServiceCreate = z.output<typeof serviceCreateSchema>;
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;

export const servicePatchSchema = z
  .object({ ...serviceFields, specialistIds: idListField(SPECIALIST_ID_MESSAGE) })
  .partial();
export type ServicePatch = z.output<typeof servicePatchSchema>;
export type ServicePatchInput = z.input<typeof servicePatchSchema>;

export const moveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Kryptis turi būti „up“ arba „down“.' }),
});
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

/** DELETE answers: rows that appointments reference are hidden (deactivated) instead of deleted. */
export const removalResultSchema = z.object({
  result: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type RemovalResult = z.infer<typeof removalResultSchema>;

export const adminSpecialistSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** Set by the photo upload; null until then. */
  photo: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  serviceIds: z.array(z.string()),
  /**
   * The member account that signs in as this specialist (sees their own calendar). Its e-mail is null for a
   * specialist looking at a colleague: only the people who manage the team see the addresses.
   */
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  /** Has a weekly schedule: needed to be bookable. */
  hasSchedule: z.boolean(),
  hasAppointments: z.boolean(),
  /** Pending or confirmed visits from now on; null for a specialist looking at a colleague. */
  upcomingAppointments: z.number().int().nullable(),
});
export type AdminSpecialist = z.infer<typeof adminSpecialistSchema>;

const specialistFields = {
  name: requiredText(2, 120, {
    required: 'Įveskite specialisto vardą (bent 2 simboliai).',
    tooLong: 'Vardas per ilgas – daugiausia 120 simbolių.',
  }),
  title: textField(120, 'Pareigos per ilgos – daugiausia 120 simbolių.'),
  active: booleanField,
  serviceIds: idListField(SERVICE_ID_MESSAGE),
  /** E-mail of a member of the business whose account this specialist is; empty/null unlinks. */
  userEmail: optionalEmailField(EMAIL_MESSAGE),
};

export const specialistCreateSchema = z.object({
  name: specialistFields.name,
  title: specialistFields.title.default(''),
  active: specialistFields.active.default(true),
  serviceIds: specialistFields.serviceIds.optional(),
  userEmail: specialistFields.userEmail.optional(),
});
export type SpecialistCreate = z.output<typeof specialistCreateSchema>;
export type SpecialistCreateInput = z.input<typeof specialistCreateSchema>;

export const specialistPatchSchema = z.object(specialistFields).partial();
export type SpecialistPatch = z.output<typeof specialistPatchSchema>;
export type SpecialistPatchInput = z.input<typeof specialistPatchSchema>;

/** A member of the business who can be linked to a specialist. */
export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'admin', 'specialist']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
