// The operator's monthly register of issued invoices and credit notes, downloaded as a CSV file for a
// spreadsheet (the tax return's register is made from it).
import { buildRoute } from '../../../contracts/routes.ts';
import { buttonClass } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { inputClass, labelClass } from '../../components/field.tsx';

export function InvoiceRegisterCard({ defaultMonth }: { defaultMonth: string }) {
  return (
    <Card
      title="Sąskaitų registras"
      description="Mėnesio išrašytos sąskaitos ir kreditinės sąskaitos vienu CSV failu skaičiuoklei."
    >
      {/* A plain form: the browser itself downloads the file the API answers. */}
      <form
        method="get"
        action={buildRoute('admin_operator_invoice_register')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-56">
          <label htmlFor="register-month" className={labelClass}>
            Mėnuo
          </label>
          <input
            id="register-month"
            name="month"
            type="month"
            required
            defaultValue={defaultMonth}
            pattern="\d{4}-\d{2}"
            className={`${inputClass} mt-1.5`}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Atsisiųsti registrą (CSV)
        </button>
      </form>
    </Card>
  );
}
