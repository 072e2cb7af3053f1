// Company details for the platform's invoices and the monthly fee (plan + active specialists).
import { and, eq, sql } from 'drizzle-orm';
import type { BillingAmount, BillingDetails, BillingPatch } from '../../../contracts/admin-billing.ts';
import {
  DEFAULT_PLAN_CODE,
  PLAN_CHANGERS,
  monthlyFee,
  type BillingPlanCode,
} from '../../../core/billing/monthly-fee.ts';
import type { DbOrTx } from '../../db/client.ts';
import { givenFields } from '../../db/records/given-fields.ts';
import { billingDetails, specialist } from '../../db/schema.ts';
import { requireBusinessAccess, requireManager, type ManagerRequest } from '../access/business-access.ts';

/** The business's plan code; a business without a billing row yet is on the default plan. */
export async function planCodeOf(db: DbOrTx, businessId: string): Promise<string> {
  const [details] = await db
    .select({ planCode: billingDetails.planCode })
    .from(billingDetails)
    .where(eq(billingDetails.businessId, businessId))
    .limit(1);
  return details?.planCode ?? DEFAULT_PLAN_CODE;
}

export async function billingAmount(db: DbOrTx, businessId: string): Promise<BillingAmount> {
  const planCode = await planCodeOf(db, businessId);
  const [count] = await db
    .select({ active: sql<number>`count(*)::int` })
    .from(specialist)
    .where(and(eq(specialist.businessId, businessId), eq(specialist.active, true)));
  return monthlyFee({
    planCode,
    activeSpecialists: Number(count?.active ?? 0),
  });
}

/** A business without a billing row yet (e.g. just created by the operator) reads as empty details. */
export async function getBillingDetails(db: DbOrTx, businessId: string): Promise<BillingDetails> {
  const [row] = await db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.businessId, businessId))
    .limit(1);
  const details = {
    companyName: row?.companyName ?? '',
    companyCode: row?.companyCode ?? '',
    vatCode: row?.vatCode ?? '',
    address: row?.address ?? '',
    invoiceEmail: row?.invoiceEmail ?? '',
  };
  const complete = Boolean(
    details.companyName && details.companyCode && details.address && details.invoiceEmail,
  );
  return {
    ...details,
    complete,
    amount: await billingAmount(db, businessId),
    planChangedAt: row?.planChangedAt?.toISOString() ?? null,
  };
}

/**
 * Switches the plan, recording when; choosing the current plan again changes nothing. Only the owner and the
 * operator may (PLAN_CHANGERS).
 */
export async function changePlan(
  db: DbOrTx,
  { user, business, planCode, now }: ManagerRequest & { planCode: BillingPlanCode; now: Date },
): Promise<BillingDetails> {
  const access = await requireBusinessAccess(db, { user, businessRef: business, allowed: PLAN_CHANGERS });
  const businessId = access.business.id;
  await db
    .insert(billingDetails)
    .values({ businessId, planCode, planChangedAt: now })
    .onConflictDoUpdate({
      target: billingDetails.businessId,
      set: { planCode, planChangedAt: now },
      setWhere: sql`${billingDetails.planCode} IS DISTINCT FROM ${planCode}`,
    });
  return getBillingDetails(db, businessId);
}

/** The company details on the invoices, as the business's managers see them. */
export async function billingDetailsFor(db: DbOrTx, request: ManagerRequest): Promise<BillingDetails> {
  return getBillingDetails(db, (await requireManager(db, request)).business.id);
}

/** What the business pays a month at today's plan and team, as its managers see it. */
export async function billingAmountFor(db: DbOrTx, request: ManagerRequest): Promise<BillingAmount> {
  return billingAmount(db, (await requireManager(db, request)).business.id);
}

/** Changes the company details on the invoices; the business's managers may. */
export async function updateBillingDetails(
  db: DbOrTx,
  { patch, ...request }: ManagerRequest & { patch: BillingPatch },
): Promise<BillingDetails> {
  const businessId = (await requireManager(db, request)).business.id;
  const values: Partial<typeof billingDetails.$inferInsert> = givenFields(patch, [
    'companyName',
    'companyCode',
    'vatCode',
    'address',
    'invoiceEmail',
  ]);
  if (Object.keys(values).length > 0) {
    await db
      .insert(billingDetails)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: billingDetails.businessId, set: values });
  }
  return getBillingDetails(db, businessId);
}
