// The letter that carries an issued invoice (or credit note) to the business's invoice address, the PDF
// attached. Its wording follows the document: the sum and the month it bills.
import {
  formatInvoiceNumber,
  invoiceFileName,
  invoiceTitle,
  type InvoiceKind,
} from '../../core/billing/invoice.ts';
import { formatMonthHeader } from '../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../core/format/money.ts';
import { renderEmail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export interface InvoiceEmailInput {
  brandName: string;
  /** The site's address, for the legal links in the footer. */
  siteUrl: string;
  to: string;
  kind: InvoiceKind;
  vatCharged: boolean;
  series: string;
  number: number;
  periodFrom: string;
  totalCents: number;
  /** Absolute link to the business's "Sąskaitos" page, where every invoice can be downloaded again. */
  invoicesUrl: string;
  pdf: Buffer;
}

export function invoiceEmail(input: InvoiceEmailInput): MailMessage {
  const title = invoiceTitle(input.kind, input.vatCharged);
  const code = `${input.series} ${formatInvoiceNumber(input.number)}`;
  const [year, month] = input.periodFrom.split('-').map(Number) as [number, number];
  const period = formatMonthHeader({ year, month });
  const paragraphs =
    input.kind === 'credit_note'
      ? [
          `Pridedame kreditinę sąskaitą ${code}, kuri koreguoja sąskaitą už ${period}.`,
          `Kreditinės sąskaitos suma: ${formatEuro(input.totalCents)}.`,
        ]
      : [
          `Pridedame platformos mėnesio mokesčio sąskaitą ${code} už ${period}.`,
          `Mokėtina suma: ${formatEuro(input.totalCents)}.`,
        ];
  return {
    to: input.to,
    subject: `${title} ${code} (${period})`,
    ...renderEmail({
      brandName: input.brandName,
      siteUrl: input.siteUrl,
      preheader: `${title} ${code}: ${formatEuro(input.totalCents)}.`,
      heading: `${title} ${code}`,
      paragraphs,
      action: { label: 'Visos sąskaitos', url: input.invoicesUrl },
      footnote: 'Šį laišką gavote, nes šis adresas nurodytas salono rekvizituose sąskaitoms.',
    }),
    attachments: [
      {
        filename: invoiceFileName(input.series, input.number),
        content: input.pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
