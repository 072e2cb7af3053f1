// The platform's invoices for the monthly fee: a business's list and each one's PDF (owner, admin,
// operator), the operator's credit note and the month's register as CSV.
import { z } from '@hono/zod-openapi';
import {
  creditNoteInputSchema,
  invoiceIdSchema,
  invoiceItemSchema,
  invoiceListSchema,
  registerQuerySchema,
} from '../../../contracts/admin-invoices.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  creditNoteByOperator,
  invoicePdf,
  invoiceRegisterCsv,
  listInvoices,
} from '../../modules/billing/invoices.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { InvoiceSettings } from '../../modules/billing/invoice-settings.ts';
import type { SideEffectJob } from '../../modules/side-effects/side-effect-jobs.ts';
import { ADMIN_ERRORS, businessIdParam, type AdminApiDependencies } from './business.ts';

const tag = 'admin: invoices';

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/invoices',
  tag,
  summary:
    'The business’s invoices and credit notes for the monthly fee, newest first (owner, admin, operator).',
  description:
    'Issued on the 1st of each month for the month before; `pdfUrl` downloads each one. Amounts in cents, ' +
    'VAT included; a credit note’s are negative.',
  request: { params: z.object({ id: businessIdParam }) },
  responses: { 200: json(invoiceListSchema, 'Invoices') },
  errors: ADMIN_ERRORS,
});

const pdfRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/invoices/{invoiceId}/pdf',
  tag,
  summary: 'One invoice as the PDF that was issued and e-mailed (owner, admin, operator).',
  request: { params: z.object({ id: businessIdParam, invoiceId: invoiceIdSchema }) },
  responses: {
    200: {
      description: 'The PDF, exactly as issued',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  errors: ADMIN_ERRORS,
});

const operatorErrors = {
  400: ADMIN_ERRORS[400],
  401: ADMIN_ERRORS[401],
  403: 'Not the platform operator',
} as const;

const creditNoteRoute = apiRoute({
  method: 'post',
  path: '/api/admin/operator/invoices/{invoiceId}/credit-note',
  tag,
  summary: 'Cancels an invoice with a credit note, e-mailed to the business (operator only).',
  description:
    '`reason` (3–300 characters) is printed on it. The invoice itself never changes; one credit note per invoice.',
  request: { params: z.object({ invoiceId: invoiceIdSchema }), body: jsonOrFormBody(creditNoteInputSchema) },
  responses: { 201: json(invoiceItemSchema, 'The credit note') },
  errors: { ...operatorErrors, 404: 'No such invoice', 409: 'The invoice already has a credit note' },
});

const registerRoute = apiRoute({
  method: 'get',
  path: '/api/admin/operator/invoices/register',
  tag,
  summary: 'The register of a month’s invoices and credit notes as CSV (operator only).',
  description:
    '`month` = `YYYY-MM` (by issue date). `;`-separated, UTF-8 with a byte order mark; text cells that a ' +
    "spreadsheet would read as a formula start with `'`.",
  request: { query: registerQuerySchema },
  responses: {
    200: {
      description: 'A CSV file with a Lithuanian header row',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
  errors: operatorErrors,
});

export interface InvoiceApiDependencies extends AdminApiDependencies {
  jobs: JobQueue<SideEffectJob>;
  invoiceSettings: InvoiceSettings;
}

export function adminInvoicesApi({ db, jobs, invoiceSettings, now }: InvoiceApiDependencies) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const items = await listInvoices(db, { user: c.get('user'), business: c.req.valid('param').id });
      return c.json({ items }, 200);
    })
    .openapi(pdfRoute, async (c) => {
      const { id, invoiceId } = c.req.valid('param');
      const { fileName, pdf } = await invoicePdf(db, { user: c.get('user'), business: id, invoiceId });
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${fileName}"`,
          'cache-control': 'private, no-store',
        },
      }) as never;
    })
    .openapi(creditNoteRoute, async (c) => {
      const { reason } = parsedBody<z.output<typeof creditNoteInputSchema>>(c);
      const item = await creditNoteByOperator(
        db,
        { jobs, settings: invoiceSettings, now: now() },
        { user: c.get('user'), invoiceId: c.req.valid('param').invoiceId, reason },
      );
      return c.json(item, 201);
    })
    .openapi(registerRoute, async (c) => {
      const { fileName, csv } = await invoiceRegisterCsv(db, {
        user: c.get('user'),
        month: c.req.valid('query').month,
      });
      return new Response(csv, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'private, no-store',
        },
      }) as never;
    });
}
