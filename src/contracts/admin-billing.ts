import { z } from './zod.ts';
import { emailField, requiredText, textField } from './admin-fields.ts';

// The business's company details for invoices and the monthly fee:
// GET/PATCH /api/admin/business/{id}/billing-details, GET …/billing-details/amount.

export const feeLineSchema = z.object({
  label: z.string(),
  amountCents: z.number().int(),
  formatted: z.string(),
});

export const billingPlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  baseFeeCents: z.number().int(),
  perSpecialistCents: z.number().int(),
});

export const billingAmountSchema = z.object({
  /** The monthly fee due, VAT included. */
  amountCents: z.number().int(),
  /** `29,00 €` (no-break spaces). */
  formatted: z.string(),
  plan: billingPlanSchema,
  activeSpecialists: z.number().int(),
  breakdown: z.array(feeLineSchema),
});
export type BillingAmount = z.infer<typeof billingAmountSchema>;

export const billingDetailsSchema = z.object({
  companyName: z.string(),
  /** Lithuanian company code (įmonės kodas): 9 digits. */
  companyCode: z.string(),
  /** PVM mokėtojo kodas: `LT` + 9 or 12 digits; empty when not a VAT payer. */
  vatCode: z.string(),
  address: z.string(),
  invoiceEmail: z.string(),
  /** All of company name, code, address and invoice e-mail are filled in. */
  complete: z.boolean(),
  amount: billingAmountSchema,
  /** When the plan was last switched (ISO); null while on the plan the business started with. */
  planChangedAt: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const PLAN_CHOICE_MESSAGE = 'Pasirinkite planą: Standartinis arba Premium.';

/** POST /api/admin/business/{id}/billing-details/plan: the owner switches plans; the fee follows. */
export const planChangeSchema = z.object({
  plan: z.enum(['standard', 'premium'], { error: PLAN_CHOICE_MESSAGE }),
});
export type PlanChange = z.output<typeof planChangeSchema>;

export const COMPANY_CODE_MESSAGE = 'Įmonės kodą sudaro 9 skaitmenys.';
export const VAT_CODE_MESSAGE = 'PVM mokėtojo kodas: LT ir 9 arba 12 skaitmenų (pvz., LT100001234567).';

const withoutSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

export const billingPatchSchema = z.object({
  companyName: requiredText(2, 200, {
    required: 'Įveskite įmonės pavadinimą (bent 2 simboliai).',
    tooLong: 'Pavadinimas per ilgas – daugiausia 200 simbolių.',
  }).optional(),
  companyCode: z
    .preprocess(
      withoutSpaces,
      z.string({ error: COMPANY_CODE_MESSAGE }).regex(/^\d{9}$/, COMPANY_CODE_MESSAGE),
    )
    .optional(),
  vatCode: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value),
      z.string({ error: VAT_CODE_MESSAGE }).regex(/^(LT(\d{9}|\d{12}))?$/, VAT_CODE_MESSAGE),
    )
    .optional(),
  address: textField(300, 'Adresas per ilgas – daugiausia 300 simbolių.').optional(),
  invoiceEmail: emailField.optional(),
});
export type BillingPatch = z.output<typeof billingPatchSchema>;
export type BillingPatchInput = z.input<typeof billingPatchSchema>;
