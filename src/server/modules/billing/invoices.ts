// The platform's invoices for the monthly fee: issued for the month before, on the 1st (the visit clock
// looks every pass, so a day the servers were down is caught up), one per business with complete billing
// details, numbered without gaps; e-mailed with the PDF; corrected only by a credit note.
import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import {
  creditNoteTotals,
  invoiceTotals,
  billedMonth,
  feeItems,
  nextInvoiceNumber,
  formatInvoiceNumber,
  invoiceFileName,
  invoiceTitle,
} from '../../../core/billing/invoice.ts';
import { csvDecimal, toCsv } from '../../../core/format/csv.ts';
import type { InvoiceItem } from '../../../contracts/admin-invoices.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import type { SessionUser } from '../../../contracts/session-user.ts';
import { requireManager, type ManagerRequest } from '../access/business-access.ts';
import { requireOperator } from '../operator/operator-businesses.ts';
import { addDays, calendarDate, daysInMonth } from '../../../core/time/calendar-date.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import { todayIn, wallClockToDate } from '../../../core/time/wall-clock.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { billingDetails, business, invoice, invoiceCounter, type InvoiceParty } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { recordEvents, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';
import { getBillingDetails } from './billing-details.ts';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.ts';
import type { InvoiceSettings } from './invoice-settings.ts';

export type InvoiceRow = typeof invoice.$inferSelect;

export interface InvoiceDependencies {
  /** Where the letter that carries it is queued; null sends none (the demo's past invoices). */
  jobs: JobQueue<SideEffectJob> | null;
  settings: InvoiceSettings;
}

/** Another issuer wrote this business's invoice for the month first: the attempt is rolled back. */
class AlreadyIssued extends Error {}

/**
 * The next number of `series`, taken in the caller's transaction: the counter row stays locked until it
 * commits, so issuers take numbers one after another, and a rollback gives the number back.
 */
async function takeNumber(tx: DbOrTx, series: string): Promise<number> {
  await tx.insert(invoiceCounter).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastNumber: invoiceCounter.lastNumber })
    .from(invoiceCounter)
    .where(eq(invoiceCounter.series, series))
    .for('update');
  const number = nextInvoiceNumber(counter?.lastNumber);
  await tx.update(invoiceCounter).set({ lastNumber: number }).where(eq(invoiceCounter.series, series));
  return number;
}

/** The document a row prints as (the PDF of a credit note names the invoice it cancels). */
function documentOf(
  row: Omit<InvoiceRow, 'id' | 'pdf' | 'createdAt'>,
  corrects: InvoiceRow | null,
): InvoiceDocument {
  return {
    ...row,
    corrects: corrects
      ? { series: corrects.series, number: corrects.number, issuedOn: corrects.issuedOn }
      : null,
  };
}

/**
 * Stores an invoice or a credit note (of `corrects`) with its PDF, drawn from the same row, and queues what
 * follows its issue.
 */
async function writeInvoice(
  tx: Transaction,
  deps: InvoiceDependencies,
  row: Omit<InvoiceRow, 'id' | 'pdf' | 'createdAt'>,
  corrects: InvoiceRow | null,
): Promise<InvoiceRow> {
  const pdf = await renderInvoicePdf(documentOf(row, corrects));
  const [written] = await tx
    .insert(invoice)
    .values({ ...row, pdf })
    .returning();
  if (deps.jobs) await recordEvents(deps.jobs, tx, [{ type: 'invoice.issued', invoiceId: written!.id }]);
  return written!;
}

/**
 * Issues the business's invoice for the month before `issuedOn`, with its fee and billing details as they
 * are now, and records the event that e-mails it. 'exists' when the month has one already (another
 * instance may have issued it a moment ago); 'incomplete' when the billing details are not filled in.
 */
export async function issueMonthlyInvoice(
  db: Database,
  deps: InvoiceDependencies,
  { businessId, issuedOn }: { businessId: string; issuedOn: string },
): Promise<'issued' | 'exists' | 'incomplete'> {
  const { periodFrom, periodTo } = billedMonth(issuedOn);
  const { settings } = deps;
  try {
    return await db.transaction(async (tx) => {
      const details = await getBillingDetails(tx, businessId);
      if (!details.complete) return 'incomplete';
      const number = await takeNumber(tx, settings.series);
      // Looked at with the series' counter held: an issuer that committed before us is seen here.
      const [existing] = await tx
        .select({ id: invoice.id })
        .from(invoice)
        .where(
          and(
            eq(invoice.businessId, businessId),
            eq(invoice.kind, 'invoice'),
            eq(invoice.periodFrom, periodFrom),
          ),
        )
        .limit(1);
      if (existing) throw new AlreadyIssued();
      const totals = invoiceTotals(feeItems(details.amount), settings.vatRatePercent);
      const buyer: InvoiceParty = {
        name: details.companyName,
        companyCode: details.companyCode,
        vatCode: details.vatCode,
        address: details.address,
        email: details.invoiceEmail,
      };
      const row = {
        businessId,
        kind: 'invoice' as const,
        series: settings.series,
        number,
        issuedOn,
        periodFrom,
        periodTo,
        correctsInvoiceId: null,
        reason: null,
        seller: settings.seller,
        buyer,
        lines: totals.lines,
        vatRatePercent: totals.vatRatePercent,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
      };
      await writeInvoice(tx, deps, row, null);
      return 'issued';
    });
  } catch (error) {
    if (error instanceof AlreadyIssued || isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

/**
 * The businesses still owed an invoice for the month before today (Vilnius): complete billing details,
 * created before that month ended, and no invoice for it yet.
 */
async function businessesToInvoice(db: DbOrTx, issuedOn: string): Promise<string[]> {
  const { periodFrom, periodTo } = billedMonth(issuedOn);
  const monthEnd = wallClockToDate(addDays(periodTo, 1), 0, LITHUANIA_TIME_ZONE);
  const rows = await db
    .select({ id: business.id })
    .from(business)
    .innerJoin(billingDetails, eq(billingDetails.businessId, business.id))
    .where(
      and(
        sql`${business.createdAt} < ${monthEnd.toISOString()}`,
        sql`${billingDetails.companyName} <> '' and ${billingDetails.companyCode} <> ''
          and ${billingDetails.address} <> '' and ${billingDetails.invoiceEmail} <> ''`,
        sql`not exists (select 1 from ${invoice} where ${invoice.businessId} = ${business.id}
          and ${invoice.kind} = 'invoice' and ${invoice.periodFrom} = ${periodFrom})`,
      ),
    )
    .orderBy(business.createdAt, business.id);
  return rows.map((row) => row.id);
}

/**
 * One pass of the monthly run: every business owed last month's invoice gets it, issued today. Safe to run
 * on every instance at once; returns how many this pass issued.
 */
export async function issueDueInvoices(
  db: Database,
  deps: InvoiceDependencies & { now: Date },
): Promise<number> {
  const issuedOn = todayIn(LITHUANIA_TIME_ZONE, deps.now);
  let issued = 0;
  for (const businessId of await businessesToInvoice(db, issuedOn)) {
    if ((await issueMonthlyInvoice(db, deps, { businessId, issuedOn })) === 'issued') issued += 1;
  }
  return issued;
}

/**
 * A credit note cancelling the whole of an invoice (the operator issues it): the same lines with negative
 * amounts, in the credit series, naming the invoice and the reason. The invoice itself stays as it was.
 */
export async function issueCreditNote(
  db: Database,
  deps: InvoiceDependencies & { now: Date },
  { invoiceId, reason }: { invoiceId: string; reason: string },
): Promise<InvoiceRow> {
  try {
    return await db.transaction(async (tx) => {
      const number = await takeNumber(tx, deps.settings.creditSeries);
      const [original] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId)).limit(1);
      if (!original || original.kind !== 'invoice') throw invoiceNotFound();
      const [credited] = await tx
        .select({ id: invoice.id })
        .from(invoice)
        .where(eq(invoice.correctsInvoiceId, original.id))
        .limit(1);
      if (credited) throw alreadyCredited();
      const totals = creditNoteTotals({ ...original, lines: original.lines });
      const row = {
        businessId: original.businessId,
        kind: 'credit_note' as const,
        series: deps.settings.creditSeries,
        number,
        issuedOn: todayIn(LITHUANIA_TIME_ZONE, deps.now),
        periodFrom: original.periodFrom,
        periodTo: original.periodTo,
        correctsInvoiceId: original.id,
        reason,
        // The parties as the corrected invoice named them.
        seller: original.seller,
        buyer: original.buyer,
        lines: totals.lines,
        vatRatePercent: original.vatRatePercent,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
      };
      return writeInvoice(tx, deps, row, original);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyCredited();
    throw error;
  }
}

const invoiceNotFound = () => new AppError('invoice_not_found', 404, 'Tokios sąskaitos nėra.');
const alreadyCredited = () =>
  new AppError('invoice_already_credited', 409, 'Šiai sąskaitai kreditinė sąskaita jau išrašyta.');

const listColumns = {
  id: invoice.id,
  businessId: invoice.businessId,
  kind: invoice.kind,
  series: invoice.series,
  number: invoice.number,
  issuedOn: invoice.issuedOn,
  periodFrom: invoice.periodFrom,
  periodTo: invoice.periodTo,
  totalCents: invoice.totalCents,
  vatCents: invoice.vatCents,
  netCents: invoice.netCents,
  correctsInvoiceId: invoice.correctsInvoiceId,
};

/** A business's invoices and credit notes, newest first. */
export async function businessInvoices(db: DbOrTx, businessId: string) {
  return db
    .select(listColumns)
    .from(invoice)
    .where(eq(invoice.businessId, businessId))
    .orderBy(desc(invoice.issuedOn), desc(invoice.createdAt), desc(invoice.number));
}

export type InvoiceListRow = Awaited<ReturnType<typeof businessInvoices>>[number];

/** One invoice with its PDF, or null. */
export async function invoiceById(db: DbOrTx, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoice).where(eq(invoice.id, invoiceId)).limit(1);
  return row ?? null;
}

const { pdf: _pdf, ...columnsWithoutPdf } = getTableColumns(invoice);

/** Every invoice and credit note issued in a month (`YYYY-MM`), in the order of their series and numbers. */
export async function invoicesIssuedIn(db: DbOrTx, month: string): Promise<Omit<InvoiceRow, 'pdf'>[]> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = calendarDate(year, monthNumber, 1);
  const to = calendarDate(year, monthNumber, daysInMonth(year, monthNumber));
  return db
    .select(columnsWithoutPdf)
    .from(invoice)
    .where(and(gte(invoice.issuedOn, from), lte(invoice.issuedOn, to)))
    .orderBy(invoice.series, invoice.number);
}

/** An invoice with the slug of its business (for the letter's link), or null. */
export async function invoiceWithBusiness(
  db: DbOrTx,
  invoiceId: string,
): Promise<{ invoice: InvoiceRow; businessSlug: string } | null> {
  const [row] = await db
    .select({ invoice, businessSlug: business.slug })
    .from(invoice)
    .innerJoin(business, eq(business.id, invoice.businessId))
    .where(eq(invoice.id, invoiceId))
    .limit(1);
  return row ?? null;
}

/** How the API and the page list an invoice; the PDF's address answers the same people as the list. */
export function invoiceItemOf(row: InvoiceListRow): InvoiceItem {
  return {
    id: row.id,
    kind: row.kind,
    series: row.series,
    number: row.number,
    issuedOn: row.issuedOn,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    totalCents: row.totalCents,
    vatCents: row.vatCents,
    correctsInvoiceId: row.correctsInvoiceId,
    pdfUrl: buildRoute('admin_business_invoice_pdf', { id: row.businessId, invoiceId: row.id }),
  };
}

/** The business's invoices, newest first: its owner and admins and the operator may read them. */
export async function listInvoices(db: DbOrTx, request: ManagerRequest): Promise<InvoiceItem[]> {
  const access = await requireManager(db, request);
  return (await businessInvoices(db, access.business.id)).map(invoiceItemOf);
}

/** One of the business's invoices as its PDF, for the same people as the list. */
export async function invoicePdf(
  db: DbOrTx,
  { invoiceId, ...request }: ManagerRequest & { invoiceId: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const access = await requireManager(db, request);
  const row = await invoiceById(db, invoiceId);
  // Another business's invoice reads as none at all.
  if (!row || row.businessId !== access.business.id) throw invoiceNotFound();
  return { fileName: invoiceFileName(row.series, row.number), pdf: row.pdf };
}

/** The operator cancels an invoice with a credit note (e-mailed like the invoice). */
export async function creditNoteByOperator(
  db: Database,
  deps: InvoiceDependencies & { now: Date },
  { user, invoiceId, reason }: { user: SessionUser | null; invoiceId: string; reason: string },
): Promise<InvoiceItem> {
  requireOperator(user);
  return invoiceItemOf(await issueCreditNote(db, deps, { invoiceId, reason }));
}

const REGISTER_HEADER = [
  'Dokumentas',
  'Serija',
  'Numeris',
  'Išrašymo data',
  'Laikotarpis nuo',
  'Laikotarpis iki',
  'Pirkėjas',
  'Įmonės kodas',
  'PVM mokėtojo kodas',
  'Adresas',
  'Suma be PVM',
  'PVM tarifas, %',
  'PVM',
  'Suma su PVM',
  'Koreguojama sąskaita',
];

const euros = (cents: number) => csvDecimal(cents / 100, 2);

/**
 * The operator's register of a month's invoices and credit notes (`YYYY-MM`, by issue date) as a CSV file
 * for a spreadsheet; text from the businesses is made spreadsheet-safe.
 */
export async function invoiceRegisterCsv(
  db: DbOrTx,
  { user, month }: { user: SessionUser | null; month: string },
): Promise<{ fileName: string; csv: string }> {
  requireOperator(user);
  const rows = await invoicesIssuedIn(db, month);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = rows.filter((row) => row.correctsInvoiceId && !byId.has(row.correctsInvoiceId));
  for (const row of missing) {
    const original = await invoiceById(db, row.correctsInvoiceId!);
    if (original) byId.set(original.id, original);
  }
  const table = rows.map((row) => {
    const corrected = row.correctsInvoiceId ? byId.get(row.correctsInvoiceId) : undefined;
    return [
      invoiceTitle(row.kind, row.vatRatePercent !== null),
      row.series,
      row.number,
      row.issuedOn,
      row.periodFrom,
      row.periodTo,
      row.buyer.name,
      row.buyer.companyCode,
      row.buyer.vatCode,
      row.buyer.address,
      euros(row.netCents),
      row.vatRatePercent ?? '',
      euros(row.vatCents),
      euros(row.totalCents),
      corrected ? `${corrected.series} ${formatInvoiceNumber(corrected.number)}` : '',
    ];
  });
  return { fileName: `saskaitu-registras-${month}.csv`, csv: toCsv([REGISTER_HEADER, ...table]) };
}
