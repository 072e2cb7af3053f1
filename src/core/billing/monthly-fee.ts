/**
 * The platform's monthly fee for one business (the `amount` of its billing details): a plan's base fee plus a fee for every active specialist. Pure: the caller counts the active
 * specialists.
 *
 * Plans (amounts in euro cents, VAT included):
 *
 * | code       | name          | base fee | per active specialist | 1 specialist | 3 specialists |
 * |------------|---------------|----------|-----------------------|--------------|---------------|
 * | `standard` | Standartinis  | 19,00 €  | 10,00 €               | 29,00 €      | 49,00 €       |
 * | `premium`  | Premium       | 39,00 €  | 8,00 €                | 47,00 €      | 63,00 €       |
 *
 * Every business starts on `standard` (billing_details.plan_code defaults to it). An unknown code is
 * billed as `standard`, so a typo in the database never makes the platform bill nothing.
 */
import { formatEuro } from '../format/money.ts';
import { pluralLt } from '../format/plural.ts';

export interface BillingPlan {
  code: string;
  name: string;
  baseFeeCents: number;
  perSpecialistCents: number;
}

export const BILLING_PLANS = Object.freeze({
  standard: Object.freeze({
    code: 'standard',
    name: 'Standartinis',
    baseFeeCents: 19_00,
    perSpecialistCents: 10_00,
  }),
  premium: Object.freeze({ code: 'premium', name: 'Premium', baseFeeCents: 39_00, perSpecialistCents: 8_00 }),
} satisfies Record<string, BillingPlan>);

export type BillingPlanCode = keyof typeof BILLING_PLANS;
export const DEFAULT_PLAN_CODE: BillingPlanCode = 'standard';

/** Only whoever answers for the business's bill chooses what it pays for. */
export const PLAN_CHANGERS = ['owner', 'operator'] as const;

/** Whether a member (or the operator) of this role may switch the business's plan. */
export function mayChangePlan(role: string | null | undefined): boolean {
  return (PLAN_CHANGERS as readonly (string | null | undefined)[]).includes(role);
}

export function billingPlan(code: string | null | undefined): BillingPlan {
  return Object.hasOwn(BILLING_PLANS, code ?? '')
    ? BILLING_PLANS[code as BillingPlanCode]
    : BILLING_PLANS[DEFAULT_PLAN_CODE];
}

export interface FeeLine {
  label: string;
  amountCents: number;
  formatted: string;
}

export interface MonthlyFee {
  amountCents: number;
  formatted: string;
  plan: BillingPlan;
  activeSpecialists: number;
  breakdown: FeeLine[];
}

function line(label: string, amountCents: number): FeeLine {
  return { label, amountCents, formatted: formatEuro(amountCents) };
}

/** "1 aktyvus specialistas", "2 aktyvūs specialistai", "10 aktyvių specialistų". */
export function activeSpecialistsLabel(count: number): string {
  return `${count} ${pluralLt(count, {
    one: 'aktyvus specialistas',
    few: 'aktyvūs specialistai',
    many: 'aktyvių specialistų',
  })}`;
}

export function monthlyFee(input: {
  planCode: string | null | undefined;
  activeSpecialists: number;
}): MonthlyFee {
  const { activeSpecialists } = input;
  if (!Number.isSafeInteger(activeSpecialists) || activeSpecialists < 0) {
    throw new RangeError(
      `The number of active specialists must be a whole number ≥ 0, got ${String(activeSpecialists)}`,
    );
  }
  const plan = billingPlan(input.planCode);
  const staffCents = plan.perSpecialistCents * activeSpecialists;
  const breakdown = [
    line(`Planas „${plan.name}“`, plan.baseFeeCents),
    line(`${activeSpecialistsLabel(activeSpecialists)} × ${formatEuro(plan.perSpecialistCents)}`, staffCents),
  ];
  const amountCents = plan.baseFeeCents + staffCents;
  return { amountCents, formatted: formatEuro(amountCents), plan: { ...plan }, activeSpecialists, breakdown };
}
