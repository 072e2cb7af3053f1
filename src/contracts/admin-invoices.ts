import { z } from './zod.ts';
import type { AdminCall } from './admin-schedules.ts';
import { requiredText } from './admin-fields.ts';

// The platform's invoices for the monthly fee: GET /api/admin/business/{id}/invoices, each one's PDF, and
// the operator's credit note and monthly register.

export const invoiceItemSchema = z.object({
  id: z.string(),
  /** `invoice`, or `credit_note` for a credit note that cancels one. */
  kind: z.enum(['invoice', 'credit_note']),
  series: z.string(),
  number: z.number().int(),
  /** `YYYY-MM-DD` */
  issuedOn: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  /** With VAT; negative on a credit note. */
  totalCents: z.number().int(),
  /** 0 when VAT was not charged. */
  vatCents: z.number().int(),
  /** The invoice a credit note cancels. */
  correctsInvoiceId: z.string().nullable(),
  /** Answers `application/pdf` to the business's owner and admins and to the operator. */
  pdfUrl: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceListSchema = z.object({ items: z.array(invoiceItemSchema) });

export const CREDIT_REASON_MESSAGE = 'Nurodykite kreditinės sąskaitos priežastį (iki 300 simbolių).';

/** The operator cancels an invoice with a credit note; the reason is printed on it. */
export const creditNoteInputSchema = z.object({
  reason: requiredText(3, 300, { required: CREDIT_REASON_MESSAGE, tooLong: CREDIT_REASON_MESSAGE }),
});

export const INVOICE_ID_MESSAGE = 'Tokios sąskaitos nėra.';
export const invoiceIdSchema = z.uuid({ error: INVOICE_ID_MESSAGE });

export const REGISTER_MONTH_MESSAGE = 'Nurodykite mėnesį (MMMM-MM).';

/** `YYYY-MM`: the month whose issued invoices the register lists. */
export const registerQuerySchema = z.object({
  month: z
    .string({ error: REGISTER_MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: REGISTER_MONTH_MESSAGE }),
});

/** Web-services group `invoices`: what the pages do with invoices besides listing them (billingPage). */
export interface InvoiceServices {
  /** Operator only: cancels an invoice with a credit note (`reason` in the input). */
  creditNote: AdminCall<[invoiceId: string, input: Record<string, unknown>], InvoiceItem>;
}
