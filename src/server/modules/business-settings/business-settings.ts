// The business profile and booking rules, as its owner and admins read and change them.
import { and, eq, ne } from 'drizzle-orm';
import {
  DOMAIN_TAKEN_MESSAGE,
  PREMIUM_REQUIRED_MESSAGE,
  type AdminBusiness,
  type BusinessPatch,
} from '../../../contracts/admin-business.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/client.ts';
import { givenFields } from '../../db/records/given-fields.ts';
import { billingDetails, business, location } from '../../db/schema.ts';
import { DEFAULT_PLAN_CODE } from '../../../core/billing/monthly-fee.ts';
import { isPremiumFeatureAllowed } from '../../../core/billing/premium-features.ts';
import { AppError, businessNotFound } from '../../http/app-error.ts';
import { requireManager, type ManagerRequest } from '../access/business-access.ts';

export const CITY_UNKNOWN_MESSAGE = 'Tokio miesto nėra sąraše. Pasirinkite miestą iš sąrašo.';

export function bookingPathOf(slug: string): string {
  return `/naujas-vizitas/${encodeURIComponent(slug)}`;
}

export async function getAdminBusiness(db: DbOrTx, businessId: string): Promise<AdminBusiness> {
  const [row] = await db
    .select({ business, city: location.slug, cityName: location.name, planCode: billingDetails.planCode })
    .from(business)
    .leftJoin(location, eq(location.id, business.locationId))
    .leftJoin(billingDetails, eq(billingDetails.businessId, business.id))
    .where(eq(business.id, businessId))
    .limit(1);
  if (!row) throw businessNotFound();
  const b = row.business;
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    domain: b.domain,
    onboarded: b.onboarded,
    contactedAt: b.contactedAt?.toISOString() ?? null,
    description: b.description,
    address: b.address,
    city: row.city,
    cityName: row.cityName,
    phone: b.phone,
    email: b.email,
    logo: b.logoSquareUrl,
    logoRound: b.logoRoundUrl,
    profileImage: b.profileImageUrl,
    timeZone: b.timeZone,
    requiresConfirmation: b.requiresConfirmation,
    requiresPhoneNumber: b.requiresPhoneNumber,
    planCode: row.planCode ?? DEFAULT_PLAN_CODE,
    leadTimeMinutes: b.leadTimeMinutes,
    bookingHorizonDays: b.bookingHorizonDays,
    slotStepMinutes: b.slotStepMinutes,
    cancellationCutoffHours: b.cancellationCutoffHours,
    reminderOffsetsMinutes: b.reminderOffsetsMinutes,
    waitlistHoldMinutes: b.waitlistHoldMinutes,
    bookingPath: bookingPathOf(b.slug),
  };
}

/** A location id for a city slug; a 422 naming the field when there is no such city. */
export async function locationIdForSlug(db: DbOrTx, slug: string, field = 'city'): Promise<string> {
  const [found] = await db.select({ id: location.id }).from(location).where(eq(location.slug, slug)).limit(1);
  if (!found)
    throw new AppError('unknown_city', 422, CITY_UNKNOWN_MESSAGE, { [field]: CITY_UNKNOWN_MESSAGE });
  return found.id;
}

/** Applies what the PATCH carries; fields left out stay as they are. The business's managers may. */
export async function updateBusiness(
  db: DbOrTx,
  { patch, ...request }: ManagerRequest & { patch: BusinessPatch },
): Promise<AdminBusiness> {
  const businessId = (await requireManager(db, request)).business.id;
  const values: Partial<typeof business.$inferInsert> = givenFields(patch, [
    'name',
    'description',
    'address',
    'phone',
    'email',
    'requiresConfirmation',
    'requiresPhoneNumber',
    'leadTimeMinutes',
    'bookingHorizonDays',
    'slotStepMinutes',
    'cancellationCutoffHours',
    // Visits booked from now on are reminded at the new times; those already planned keep theirs.
    'reminderOffsetsMinutes',
    // Offers made from now on are held this long; one already open keeps its own end.
    'waitlistHoldMinutes',
  ]);
  if (patch.city !== undefined)
    values.locationId = patch.city === null ? null : await locationIdForSlug(db, patch.city);
  if (patch.domain !== undefined) {
    if (patch.domain !== null) {
      const { planCode } = await getAdminBusiness(db, businessId);
      if (!isPremiumFeatureAllowed(planCode, 'own_domain')) throw premiumRequired('domain');

      const [taken] = await db
        .select({ id: business.id })
        .from(business)
        .where(and(eq(business.domain, patch.domain), ne(business.id, businessId)))
        .limit(1);
      if (taken) throw domainTaken();
    }
    values.domain = patch.domain;
  }

  if (Object.keys(values).length > 0) {
    try {
      await db.update(business).set(values).where(eq(business.id, businessId));
    } catch (error) {
      // Two businesses claiming one domain at the same moment: the unique index decides.
      if (isUniqueViolation(error) && values.domain) throw domainTaken();
      throw error;
    }
  }
  return getAdminBusiness(db, businessId);
}

function premiumRequired(field: string) {
  return new AppError('premium_required', 403, PREMIUM_REQUIRED_MESSAGE, {
    [field]: PREMIUM_REQUIRED_MESSAGE,
  });
}

function domainTaken() {
  return new AppError('domain_taken', 409, DOMAIN_TAKEN_MESSAGE, { domain: DOMAIN_TAKEN_MESSAGE });
}
