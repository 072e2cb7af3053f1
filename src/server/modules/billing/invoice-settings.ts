// The platform as the seller on its invoices, read once from the environment (config/env.ts).
import type { Env } from '../../config/env.ts';
import type { InvoiceParty } from '../../db/schema.ts';

export interface InvoiceSettings {
  seller: InvoiceParty;
  /** Null when the platform is not a VAT payer: plain invoices without VAT. */
  vatRatePercent: number | null;
  series: string;
  creditSeries: string;
  /** Whether the visit clock issues last month's invoices by itself. */
  autoIssue: boolean;
}

export function invoiceSettingsOf(env: Env): InvoiceSettings {
  return {
    seller: {
      name: env.INVOICE_SELLER_NAME,
      companyCode: env.INVOICE_SELLER_COMPANY_CODE,
      vatCode: env.INVOICE_VAT_PAYER ? env.INVOICE_SELLER_VAT_CODE : '',
      address: env.INVOICE_SELLER_ADDRESS,
      ...(env.INVOICE_SELLER_IBAN ? { iban: env.INVOICE_SELLER_IBAN } : {}),
    },
    vatRatePercent: env.INVOICE_VAT_PAYER ? env.INVOICE_VAT_RATE : null,
    series: env.INVOICE_SERIES,
    creditSeries: env.INVOICE_CREDIT_SERIES,
    autoIssue: env.INVOICES_AUTO_ISSUE,
  };
}
