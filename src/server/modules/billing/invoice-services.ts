// The pages' invoice actions (web-services group `invoices`), with the same rules as the API.
import {
  creditNoteInputSchema,
  invoiceIdSchema,
  type InvoiceServices,
} from '../../../contracts/admin-invoices.ts';
import type { Database } from '../../db/client.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { creditNoteByOperator, type InvoiceDependencies } from './invoices.ts';

const creditNoteFormSchema = creditNoteInputSchema.extend({ invoiceId: invoiceIdSchema });

export function createInvoiceServices(
  deps: InvoiceDependencies & { db: Database; now: () => Date },
): InvoiceServices {
  return {
    creditNote: (user, invoiceId, input) =>
      pageResult(() => {
        const { reason, invoiceId: id } = parsedInput(creditNoteFormSchema, { ...input, invoiceId });
        return creditNoteByOperator(deps.db, { ...deps, now: deps.now() }, { user, invoiceId: id, reason });
      }),
  };
}
