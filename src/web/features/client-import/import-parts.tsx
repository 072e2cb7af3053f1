// The pieces both imports show (the client list and the future visits): each column with what it holds,
// the figures of what will be or was done, and the rows left out with their reasons.
import { useId } from 'react';
import { inputClass } from '../../components/field.tsx';

/** The rows left out shown at once; the rest are counted. */
const ERRORS_SHOWN = 50;

export function ImportColumnMapping<F extends string>({
  columns,
  preview,
  mapping,
  fields,
  labels,
  disabled,
  onChange,
}: {
  columns: readonly { key: string; header: string; field: F }[];
  preview: readonly (readonly string[])[];
  mapping: Record<string, F>;
  fields: readonly F[];
  labels: Record<F, string>;
  disabled: boolean;
  onChange: (key: string, field: F) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900">Stulpeliai</legend>
      <ul
        className="mt-2 divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200"
        data-testid="import-columns"
      >
        {columns.map((column, index) => {
          const samples = preview
            .map((row) => row[index] ?? '')
            .filter((value) => value.trim() !== '')
            .slice(0, 2);
          const id = `${idPrefix}-${index}`;
          return (
            <li key={column.key} className="grid gap-2 px-4 py-3 sm:grid-cols-[1fr_13rem] sm:items-center">
              <div className="min-w-0">
                <label htmlFor={id} className="block font-medium text-zinc-900">
                  {column.header || `Stulpelis ${column.key}`}
                </label>
                <p className="truncate text-sm text-zinc-600">
                  {samples.length > 0 ? samples.join(' · ') : 'Tuščia'}
                </p>
              </div>
              <select
                id={id}
                className={inputClass}
                value={mapping[column.key] ?? column.field}
                disabled={disabled}
                onChange={(event) => onChange(column.key, event.currentTarget.value as F)}
              >
                {fields.map((field) => (
                  <option key={field} value={field}>
                    {labels[field]}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A figure of an import, named as a check announces it (`planned`) and as the import reports it (`done`). */
interface ImportFigure {
  planned: string;
  done: string;
  value: number;
}

export function ImportSummary({
  result: { dryRun, skipped, errors },
  figures,
  errorsTitle = 'Eilutės su klaidomis (neimportuojamos)',
}: {
  /** `dryRun`: a check's figures (what would be done) rather than an import's. Skipped rows come last. */
  result: { dryRun: boolean; skipped: number; errors: readonly { row: number; message: string }[] };
  figures: readonly ImportFigure[];
  errorsTitle?: string;
}) {
  const label = dryRun ? 'Kas bus padaryta' : 'Kas padaryta';
  const shown = [
    ...figures.map((figure) => ({ label: dryRun ? figure.planned : figure.done, value: figure.value })),
    { label: 'Praleista eilučių', value: skipped },
  ];
  return (
    <section aria-label={label} data-testid="import-summary">
      <dl className="grid grid-cols-3 gap-2">
        {shown.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-stone-50 px-3 py-3 ring-1 ring-stone-200">
            <dt className="text-xs text-zinc-600 sm:text-sm">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-zinc-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {errors.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-zinc-900">{errorsTitle}</h3>
          <ul
            className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm text-zinc-700"
            data-testid="import-errors"
          >
            {errors.slice(0, ERRORS_SHOWN).map((rowError) => (
              <li key={rowError.row}>
                <span className="font-medium">{rowError.row} eil.:</span> {rowError.message}
              </li>
            ))}
          </ul>
          {errors.length > ERRORS_SHOWN ? (
            <p className="mt-1 text-sm text-zinc-600">Ir dar {errors.length - ERRORS_SHOWN}.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
