// The monthly invoices on a controlled clock: issued on the 1st for every business with complete billing
// details, numbered without gaps however many issuers run at once, e-mailed with the PDF (Lithuanian letters
// embedded), never changed afterwards, corrected by the operator's credit note, listed in the operator's
// register; and who may read them.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeItems, invoiceTotals, isGaplessSeries } from '../../src/core/billing/invoice.ts';
import { billingDetails, business, invoice } from '../../src/server/db/schema.ts';
import { issueDueInvoices, issueMonthlyInvoice } from '../../src/server/modules/billing/invoices.ts';
import type { InvoiceSettings } from '../../src/server/modules/billing/invoice-settings.ts';
import { createBusiness, createSpecialist } from '../fixtures/factories.ts';
import { ALL_ACTORS, MANAGERS_WRITE, useServerWithActors, type ActorName } from './support/actors.ts';
import type { TestClient } from './support/http-client.ts';

// The 1st of December in Vilnius, early morning: November is billed.
const FIRST_OF_DECEMBER = new Date('2026-12-01T04:30:00Z');
let clock = new Date('2026-11-20T10:00:00Z');
const { server, actors } = useServerWithActors({ now: () => clock, env: { INVOICES_AUTO_ISSUE: 'true' } });

const LONG_AGO = new Date('2026-01-05T10:00:00Z');
const BUYER_NAME = 'UAB „Ąžuolų šukuosena“';
const BUYER_ADDRESS =
  'Čiurlionio g. 7, įvažiavimas iš Kęstučio ąžuolyno, Ėglių kiemas prie Šilo, Ūkio ir Žvejų g., Vilnius';
const settings: InvoiceSettings = {
  seller: {
    name: 'UAB „Grožio Laikas“',
    companyCode: '306000000',
    vatCode: 'LT100016000000',
    address: 'Vilnius',
  },
  vatRatePercent: 21,
  series: 'GL',
  creditSeries: 'GLK',
  autoIssue: true,
};

const home = () => actors.home.business;
const invoicesPath = (businessId: string) => `/api/admin/business/${businessId}/invoices`;

/**
 * The body of a GET as bytes (the test client reads text), with the client's session cookie, on a connection
 * of its own: a kept-alive one may have been closed by the server while the issuers worked.
 */
function download(client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise<{ status: number; type: string | undefined; bytes: Uint8Array }>((resolve, reject) => {
    const request = http.get(
      new URL(path, server.url),
      { agent: false, headers: cookie ? { cookie } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'],
            bytes: new Uint8Array(Buffer.concat(chunks)),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

async function invoicesOf(businessId: string) {
  const response = await actors.clients.operator.get(invoicesPath(businessId));
  expect(response.status, response.text).toBe(200);
  return response.json.items as {
    id: string;
    kind: string;
    series: string;
    number: number;
    issuedOn: string;
    periodFrom: string;
    periodTo: string;
    totalCents: number;
    vatCents: number;
    pdfUrl: string;
  }[];
}

let incomplete: { id: string };
let newcomer: { id: string };

beforeAll(async () => {
  // Every business here became a customer in November (so owes nothing for October), except the newcomer.
  await server.db.update(business).set({ createdAt: new Date('2026-11-02T10:00:00Z') });
  await server.db
    .update(billingDetails)
    .set({ companyName: BUYER_NAME, address: BUYER_ADDRESS, invoiceEmail: 'buhalterija@namai.lt' })
    .where(eq(billingDetails.businessId, home().id));
  // A formula for a name: the register must keep it text.
  await server.db
    .update(billingDetails)
    .set({ companyName: '=HYPERLINK("http://x")' })
    .where(eq(billingDetails.businessId, actors.other.business.id));
  incomplete = await createBusiness(server.db, { createdAt: new Date('2026-11-02T10:00:00Z') });
  await server.db
    .update(billingDetails)
    .set({ invoiceEmail: '' })
    .where(eq(billingDetails.businessId, incomplete.id));
  newcomer = await createBusiness(server.db, { createdAt: new Date('2026-12-01T02:00:00Z') });
});

describe('the monthly run', () => {
  it('issues nothing before the month is over, then one invoice per paying business on the 1st', async () => {
    await server.visitClockPass();
    expect(await invoicesOf(home().id)).toEqual([]);

    clock = FIRST_OF_DECEMBER;
    await server.visitClockPass();
    await server.visitClockPass();
    const [only, ...more] = await invoicesOf(home().id);
    expect(more).toEqual([]);
    const fee = (await actors.clients.owner.get(`/api/admin/business/${home().id}/billing-details/amount`))
      .json;
    expect(only).toMatchObject({
      kind: 'invoice',
      series: 'GL',
      issuedOn: '2026-12-01',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      totalCents: fee.amountCents,
      pdfUrl: `/api/admin/business/${home().id}/invoices/${only!.id}/pdf`,
    });
    // 21 % taken out of each line's price with VAT.
    expect(only!.vatCents).toBe(invoiceTotals(feeItems(fee), 21).vatCents);
    expect(only!.vatCents).toBeGreaterThan(0);
    expect(await invoicesOf(actors.other.business.id)).toHaveLength(1);
    // Billing details not filled in, or a business that came after the month: no invoice.
    expect(await invoicesOf(incomplete.id)).toEqual([]);
    expect(await invoicesOf(newcomer.id)).toEqual([]);
  });

  it('e-mails the invoice with its PDF to the invoice address', async () => {
    const [mail] = await server.outbox.waitFor({
      to: 'buhalterija@namai.lt',
      subject: 'PVM sąskaita faktūra GL',
    });
    expect(mail!.subject).toMatch(/^PVM sąskaita faktūra GL 0000\d\d \(2026 m\. lapkritis\)$/);
    expect(mail!.parts.map((part) => part.contentType)).toContainEqual(
      expect.stringContaining('application/pdf'),
    );
    expect(mail!.text).toContain('/administratorius/saskaitos/');
  });
});

describe('the PDF', () => {
  it('reads back with the Lithuanian letters, the series and the sum in words', async () => {
    const [november] = await invoicesOf(home().id);
    expect(november!.periodFrom).toBe('2026-11-01');
    const pdf = await download(actors.clients.owner, november!.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('PVM sąskaita faktūra');
    expect(text).toContain(`Serija GL Nr. ${String(november!.number).padStart(6, '0')}`);
    expect(text).toContain(BUYER_NAME);
    expect(text).toContain('Čiurlionio g. 7, įvažiavimas');
    for (const letter of 'ąčęėįšųūžĄČĖĮŠŪŽ') expect(text, letter).toContain(letter);
    expect(text).toMatch(/Suma žodžiais: [a-zžšėųūįąčę ]+ eur(ai|ų|as) \d\d ct/);
    expect(text).toContain('PVM 21 %');
  });

  it('never changes after the billing details change', async () => {
    const [november] = await invoicesOf(home().id);
    const before = await download(actors.clients.owner, november!.pdfUrl);
    const patch = await actors.clients.owner.patch(`/api/admin/business/${home().id}/billing-details`, {
      companyName: 'UAB „Naujas pavadinimas“',
      address: 'Kauno g. 1, Kaunas',
    });
    expect(patch.status, patch.text).toBe(200);
    const after = await download(actors.clients.owner, november!.pdfUrl);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
    expect(await pdfText(after.bytes)).toContain(BUYER_NAME);
    expect((await invoicesOf(home().id))[0]).toEqual(november);
    // (A December invoice does not exist yet: the numbering test below issues those.)
    // Nor can the row be changed or deleted behind the app's back.
    await expect(
      server.db.update(invoice).set({ totalCents: 1 }).where(eq(invoice.id, november!.id)),
    ).rejects.toThrow();
    await expect(server.db.delete(invoice).where(eq(invoice.id, november!.id))).rejects.toThrow();
  });

  it('is a plain "Sąskaita faktūra" without VAT where the platform is not a VAT payer', async () => {
    const plain = await createBusiness(server.db, { createdAt: LONG_AGO });
    const outcome = await issueMonthlyInvoice(
      server.db,
      {
        jobs: server.jobs,
        settings: {
          ...settings,
          vatRatePercent: null,
          series: 'NV',
          seller: { ...settings.seller, vatCode: '' },
        },
      },
      { businessId: plain.id, issuedOn: '2027-02-01' },
    );
    expect(outcome).toBe('issued');
    const [item] = await invoicesOf(plain.id);
    expect(item).toMatchObject({ series: 'NV', number: 1, vatCents: 0, periodFrom: '2027-01-01' });
    const text = await pdfText((await download(actors.clients.operator, item!.pdfUrl)).bytes);
    expect(text).toContain('Sąskaita faktūra');
    expect(text).not.toContain('PVM sąskaita faktūra');
    expect(text).toContain('PVM neskaičiuojamas');
  });
});

describe('credit notes and the register', () => {
  it('lets the operator cancel an invoice with a credit note, once', async () => {
    const [november] = await invoicesOf(home().id);
    const path = `/api/admin/operator/invoices/${november!.id}/credit-note`;
    expect((await actors.clients.operator.post(path, { reason: 'x' })).status).toBe(400);
    const credit = await actors.clients.operator.post(path, { reason: 'Neteisingi pirkėjo rekvizitai' });
    expect(credit.status, credit.text).toBe(201);
    expect(credit.json).toMatchObject({
      kind: 'credit_note',
      series: 'GLK',
      number: 1,
      totalCents: -november!.totalCents,
      vatCents: -november!.vatCents,
      periodFrom: '2026-11-01',
    });
    expect((await actors.clients.operator.post(path, { reason: 'Dar kartą' })).status).toBe(409);
    const text = await pdfText((await download(actors.clients.owner, credit.json.pdfUrl)).bytes);
    expect(text).toContain('Kreditinė PVM sąskaita faktūra');
    expect(text).toContain(
      `Koreguojama sąskaita: Serija GL Nr. ${String(november!.number).padStart(6, '0')}`,
    );
    expect(text).toContain('Neteisingi pirkėjo rekvizitai');
    // The credit note names the buyer the invoice named, not today's details.
    expect(text).toContain(BUYER_NAME);
    await server.outbox.waitFor({
      to: 'buhalterija@namai.lt',
      subject: 'Kreditinė PVM sąskaita faktūra GLK 000001',
    });
  });

  it('exports a month’s register as spreadsheet-safe CSV', async () => {
    const response = await actors.clients.operator.get('/api/admin/operator/invoices/register?month=2026-12');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Dokumentas;Serija;Numeris;Išrašymo data/);
    // November's invoices and the credit note, issued in December; the formula is text.
    expect(
      lines.some(
        (line) => line.includes(`;'=HYPERLINK(""http://x"")`) || line.includes(`"'=HYPERLINK(""http://x"")"`),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line.startsWith('PVM sąskaita faktūra;GL;')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(response.text).toMatch(
      /Kreditinė PVM sąskaita faktūra;GLK;1;2026-12-01;2026-11-01;2026-11-30;.*;-\d+,\d\d;GL 0000\d\d\r\n/,
    );
    expect(
      (await actors.clients.operator.get('/api/admin/operator/invoices/register?month=2026-13')).status,
    ).toBe(400);
  });
});

describe('who may read and act', () => {
  const operatorOnly: Record<ActorName, number> = {
    anonymous: 401,
    client: 403,
    specialist: 403,
    otherAdmin: 403,
    admin: 403,
    owner: 403,
    operator: 200,
  };

  it.each(ALL_ACTORS)('the list and a PDF of the home business as %s', async (actor) => {
    const [latest] = await invoicesOf(home().id);
    const client = actors.clients[actor];
    expect((await client.get(invoicesPath(home().id))).status).toBe(MANAGERS_WRITE[actor]);
    const pdf = await download(client, latest!.pdfUrl);
    expect(pdf.status).toBe(MANAGERS_WRITE[actor]);
    if (pdf.status === 200) expect(pdf.type).toBe('application/pdf');
  });

  it('refuses another business’s invoice under one’s own business', async () => {
    const [foreign] = await invoicesOf(actors.other.business.id);
    const owner = actors.clients.owner;
    expect((await download(owner, foreign!.pdfUrl)).status).toBe(404);
    expect((await download(owner, `${invoicesPath(home().id)}/${foreign!.id}/pdf`)).status).toBe(404);
  });

  it.each(ALL_ACTORS)('the register and a credit note as %s', async (actor) => {
    const client = actors.clients[actor];
    const register = await client.get('/api/admin/operator/invoices/register?month=2026-12');
    expect(register.status).toBe(operatorOnly[actor]);
    const [target] = await invoicesOf(actors.other.business.id);
    const credit = await client.post(`/api/admin/operator/invoices/${target!.id}/credit-note`, {
      reason: 'Bandymas',
    });
    // The operator's first attempt issues it; every later one finds it issued.
    expect(credit.status).toBe(actor === 'operator' ? 201 : operatorOnly[actor]);
  });
});

describe('numbering', () => {
  it('numbers without gaps when two issuers run at once', async () => {
    const extra = await Promise.all(
      Array.from({ length: 6 }, () => createBusiness(server.db, { createdAt: LONG_AGO })),
    );
    await createSpecialist(server.db, extra[0]!.id);
    clock = new Date('2027-01-01T06:00:00Z');
    const now = clock;
    const deps = { jobs: server.jobs, settings, now };
    // Two instances' passes, with this server's own clock pass on top.
    const [first, second] = await Promise.all([
      issueDueInvoices(server.db, deps),
      issueDueInvoices(server.db, deps),
      server.visitClockPass(),
    ]);
    const december = await server.db
      .select({ businessId: invoice.businessId, number: invoice.number })
      .from(invoice)
      .where(sql`${invoice.periodFrom} = '2026-12-01' and ${invoice.kind} = 'invoice'`);
    const ids = new Set(december.map((row) => row.businessId));
    expect(december).toHaveLength(ids.size);
    for (const created of extra) expect(ids.has(created.id)).toBe(true);
    expect(first + second).toBeLessThanOrEqual(december.length);
    const numbers = (
      await server.db.select({ number: invoice.number }).from(invoice).where(eq(invoice.series, 'GL'))
    ).map((row) => row.number);
    expect(isGaplessSeries(numbers)).toBe(true);
  });
});
