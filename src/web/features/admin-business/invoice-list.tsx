// The "Sąskaitos" page's list of issued invoices and credit notes, each downloadable as its PDF; the operator
// may cancel an invoice there with a credit note.
import type { InvoiceItem } from '../../../contracts/admin-invoices.ts';
import { formatInvoiceNumber } from '../../../core/billing/invoice.ts';
import { formatDateWithYear, formatMonthHeader } from '../../../core/format/lithuanian-dates.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { Badge } from '../../components/badge.tsx';
import { BusyButton, buttonClass } from '../../components/button.tsx';
import { Card, EmptyState } from '../../components/card.tsx';
import { InputField } from '../../components/field.tsx';
import { ListIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

function monthOf(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return formatMonthHeader({ year, month });
}

function CreditNoteForm({ invoice }: { invoice: InvoiceItem }) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({ intent: 'credit-note' });
  return (
    <details className="mt-3 w-full rounded-xl bg-stone-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-zinc-700">Išrašyti kreditinę sąskaitą</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="credit-note" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        {formError ? <p className="text-sm text-red-700">{formError}</p> : null}
        <InputField
          label="Priežastis"
          name="reason"
          error={fields.reason}
          maxLength={300}
          hint="Bus nurodyta kreditinėje sąskaitoje. Sąskaita bus anuliuota visa."
        />
        <BusyButton busy={busy} busyLabel="Išrašoma..." variant="danger" className="w-full sm:w-auto">
          Išrašyti kreditinę
        </BusyButton>
      </fetcher.Form>
    </details>
  );
}

export function InvoiceList({ invoices, mayCredit }: { invoices: InvoiceItem[]; mayCredit: boolean }) {
  const credited = new Set(invoices.map((item) => item.correctsInvoiceId).filter(Boolean));
  return (
    <Card
      title="Išrašytos sąskaitos"
      id="saskaitos"
      description="Sąskaitą už praėjusį mėnesį išrašome kiekvieno mėnesio 1 d. ir išsiunčiame el. paštu sąskaitoms."
    >
      {invoices.length === 0 ? (
        <EmptyState icon={<ListIcon />} title="Sąskaitų dar nėra">
          Pirmoji sąskaita bus išrašyta kito mėnesio 1 d., jei rekvizitai užpildyti.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="invoice-list">
          {invoices.map((item) => {
            const code = `${item.series} ${formatInvoiceNumber(item.number)}`;
            const credit = item.kind === 'credit_note';
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-zinc-900">
                    <span>
                      Serija {item.series} Nr. {formatInvoiceNumber(item.number)}
                    </span>
                    {credit ? <Badge tone="warning">Kreditinė</Badge> : null}
                    {credited.has(item.id) ? <Badge tone="neutral">Anuliuota</Badge> : null}
                  </p>
                  <p className="text-sm text-zinc-600">
                    {monthOf(item.periodFrom)} · išrašyta {formatDateWithYear(item.issuedOn)}
                  </p>
                </div>
                <p className="mr-auto font-semibold whitespace-nowrap text-zinc-900 sm:mr-0">
                  {formatEuro(item.totalCents)}
                </p>
                <a
                  href={item.pdfUrl}
                  download={`saskaita-${item.series}-${formatInvoiceNumber(item.number)}.pdf`}
                  className={buttonClass('secondary')}
                >
                  Atsisiųsti PDF<span className="sr-only"> – sąskaita {code}</span>
                </a>
                {mayCredit && !credit && !credited.has(item.id) ? <CreditNoteForm invoice={item} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
