// The invoice as a PDF (pdfkit), made once when it is issued and kept with the row. The font is DejaVu Sans
// from the `dejavu-fonts-ttf` package, embedded (pdfkit keeps only the letters used), so ą č ę ė į š ų ū ž
// print the same wherever the file is opened; the machine's own fonts are never read.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import {
  formatInvoiceNumber,
  invoiceSeriesLine,
  invoiceTitle,
  type InvoiceKind,
  type InvoiceLine,
} from '../../../core/billing/invoice.ts';
import { sumInWordsLt } from '../../../core/billing/sum-in-words.ts';
import { formatEuro } from '../../../core/format/money.ts';
import type { InvoiceParty } from '../../db/schema.ts';

const require = createRequire(import.meta.url);
// Read once per process: the files are 700 KB each, an invoice run makes many documents.
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

export interface InvoiceDocument {
  kind: InvoiceKind;
  series: string;
  number: number;
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  vatRatePercent: number | null;
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** A credit note: the invoice it cancels, and why. */
  corrects?: { series: string; number: number; issuedOn: string } | null;
  reason?: string | null;
}

/** "Pardavėjas"/"Pirkėjas" block: what the law asks an invoice to say about each side. */
function partyLines(party: InvoiceParty): string[] {
  return [
    party.name,
    `Įmonės kodas: ${party.companyCode}`,
    ...(party.vatCode ? [`PVM mokėtojo kodas: ${party.vatCode}`] : []),
    `Adresas: ${party.address}`,
    ...(party.email ? [`El. paštas: ${party.email}`] : []),
    ...(party.iban ? [`Banko sąskaita: ${party.iban}`] : []),
  ];
}

/** The whole PDF, as bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const vatCharged = invoice.vatRatePercent !== null;
  const title = invoiceTitle(invoice.kind, vatCharged);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // A date-only creation time (the issue date): the file says nothing about the hour it was made.
    info: {
      Title: `${title} ${invoice.series} ${formatInvoiceNumber(invoice.number)}`,
      Author: invoice.seller.name,
      Subject: title,
      CreationDate: new Date(`${invoice.issuedOn}T00:00:00Z`),
    },
    lang: 'lt-LT',
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(title, { align: 'center' });
  doc
    .font('regular')
    .fontSize(12)
    .text(invoiceSeriesLine(invoice.series, invoice.number), { align: 'center' });
  doc.fontSize(10).moveDown(0.3).text(`Išrašymo data: ${invoice.issuedOn}`, { align: 'center' });
  doc.text(`Paslaugų laikotarpis: ${invoice.periodFrom} – ${invoice.periodTo}`, { align: 'center' });
  if (invoice.corrects) {
    doc.text(
      `Koreguojama sąskaita: ${invoiceSeriesLine(invoice.corrects.series, invoice.corrects.number)}, ${invoice.corrects.issuedOn}`,
      { align: 'center' },
    );
  }
  if (invoice.reason) doc.text(`Priežastis: ${invoice.reason}`, { align: 'center' });

  // Seller and buyer side by side.
  const partiesTop = doc.y + 20;
  const half = (width - 20) / 2;
  const party = (heading: string, lines: string[], x: number) => {
    doc.font('bold').fontSize(10).text(heading, x, partiesTop, { width: half });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(line, x, doc.y + 2, { width: half });
    return doc.y;
  };
  const sellerBottom = party('Pardavėjas', partyLines(invoice.seller), left);
  const buyerBottom = party('Pirkėjas', partyLines(invoice.buyer), left + half + 20);
  let y = Math.max(sellerBottom, buyerBottom) + 24;

  // The lines.
  const columns = vatCharged
    ? [
        { title: 'Nr.', width: 24, align: 'left' as const },
        { title: 'Paslauga', width: 165, align: 'left' as const },
        { title: 'Kiekis', width: 40, align: 'right' as const },
        { title: 'Kaina be PVM', width: 64, align: 'right' as const },
        { title: 'Suma be PVM', width: 64, align: 'right' as const },
        { title: `PVM ${invoice.vatRatePercent} %`, width: 64, align: 'right' as const },
        { title: 'Suma su PVM', width: width - 421, align: 'right' as const },
      ]
    : [
        { title: 'Nr.', width: 24, align: 'left' as const },
        { title: 'Paslauga', width: 245, align: 'left' as const },
        { title: 'Kiekis', width: 50, align: 'right' as const },
        { title: 'Kaina', width: 80, align: 'right' as const },
        { title: 'Suma', width: width - 399, align: 'right' as const },
      ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5);
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };
  row(
    columns.map((column) => column.title),
    'bold',
  );
  invoice.lines.forEach((line, index) => {
    row(
      vatCharged
        ? [
            String(index + 1),
            line.description,
            String(line.quantity),
            formatEuro(line.unitNetCents),
            formatEuro(line.netCents),
            formatEuro(line.vatCents),
            formatEuro(line.grossCents),
          ]
        : [
            String(index + 1),
            line.description,
            String(line.quantity),
            formatEuro(line.unitNetCents),
            formatEuro(line.grossCents),
          ],
      'regular',
    );
  });

  // The totals, right-aligned under the table.
  y += 8;
  const total = (label: string, cents: number, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10);
    doc.text(label, left, y, { width: width - 110, align: 'right' });
    doc.text(formatEuro(cents), left + width - 100, y, { width: 100, align: 'right' });
    y = doc.y + 4;
  };
  if (vatCharged) {
    total('Suma be PVM:', invoice.netCents, 'regular');
    total(`PVM ${invoice.vatRatePercent} %:`, invoice.vatCents, 'regular');
    total('Iš viso su PVM:', invoice.totalCents, 'bold');
  } else {
    total('Iš viso:', invoice.totalCents, 'bold');
  }

  doc.font('regular').fontSize(10);
  doc.text(`Suma žodžiais: ${sumInWordsLt(invoice.totalCents)}`, left, y + 12, { width });
  if (!vatCharged) {
    doc.moveDown(0.5).text('PVM neskaičiuojamas: pardavėjas nėra PVM mokėtojas.', { width });
  }
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555555')
    .text('Sąskaita išrašyta elektroniniu būdu ir galioja be parašo.', { width });
  doc.end();
  return done;
}
