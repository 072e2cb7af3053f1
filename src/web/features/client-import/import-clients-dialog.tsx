// The client list import: choose a file → check the columns (detected, each can be changed) and what a dry
// run says → import → the result, with the rows left out and a way to undo it.
import { useId, useState } from 'react';
import { Heading } from 'react-aria-components';
import type {
  ClientImportResult,
  ClientImportUndone,
  ImportMapping,
} from '../../../contracts/client-import.ts';
import { CLIENT_IMPORT_UNDO_HOURS } from '../../../contracts/client-import.ts';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
} from '../../../core/client-import/import-fields.ts';
import { buttonClass } from '../../components/button.tsx';
import { inputClass } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { UploadIcon } from '../../components/icons.tsx';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; result: ClientImportResult; mapping: ImportMapping }
  | { kind: 'done'; result: ClientImportResult; undone: ClientImportUndone | null };

const FAILED = 'Nepavyko. Bandykite dar kartą.';
/** The rows left out shown at once; the rest are counted. */
const ERRORS_SHOWN = 50;

function mappingOf(result: ClientImportResult): ImportMapping {
  return Object.fromEntries(result.columns.map((column) => [column.key, column.field]));
}

export function ImportClientsDialog({
  businessId,
  isOpen,
  onClose,
}: {
  businessId: string;
  isOpen: boolean;
  /** `changed`: the import made or changed cards (the list should be read again). */
  onClose: (changed: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInputId = useId();

  const send = (file: File, dryRun: boolean, mapping?: ImportMapping) => {
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', String(dryRun));
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    return callApi<ClientImportResult>('POST', 'admin_business_clients_import', {
      params: { id: businessId },
      data: form,
    });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(requestErrorMessage(failure, FAILED));
    } finally {
      setBusy(false);
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const result = await send(file, true);
      setStep({ kind: 'preview', file, result, mapping: mappingOf(result) });
    });
  };

  const remap = (key: string, field: ImportField) => {
    if (step.kind !== 'preview') return;
    const mapping = { ...step.mapping, [key]: field };
    setStep({ ...step, mapping });
    void run(async () => {
      const result = await send(step.file, true, mapping);
      setStep({ kind: 'preview', file: step.file, result, mapping });
    });
  };

  const importNow = () => {
    if (step.kind !== 'preview') return;
    void run(async () => {
      const result = await send(step.file, false, step.mapping);
      setStep({ kind: 'done', result, undone: null });
    });
  };

  const undo = () => {
    if (step.kind !== 'done' || !step.result.importId) return;
    const importId = step.result.importId;
    void run(async () => {
      const undone = await callApi<ClientImportUndone>('DELETE', 'admin_business_clients_import_undo', {
        params: { id: businessId, importId },
      });
      setStep({ ...step, undone });
    });
  };

  const close = () => {
    if (busy) return;
    const changed = step.kind === 'done' && step.result.importId !== null;
    setStep({ kind: 'choose' });
    setError(null);
    onClose(changed);
  };

  return (
    <SheetDialog isOpen={isOpen} onClose={close} isDismissable={!busy} width="xl" testId="import-dialog">
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        Klientų importas
      </Heading>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}

      {step.kind === 'choose' ? (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-zinc-600">
            Įkelkite klientų sąrašą iš „Booksy“, „Fresha“, „Treatwell“ ar savo Excel lentelės (CSV arba .xlsx,
            iki 5 MB). Prieš importuodami pamatysite, kaip stulpeliai suprasti ir kas bus padaryta.
          </p>
          <label
            htmlFor={fileInputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 px-4 py-8 text-center hover:border-brand-400 hover:bg-brand-50 focus-within:border-brand-500"
          >
            <UploadIcon className="size-6 text-brand-600" />
            <span className="font-medium text-zinc-900">{busy ? 'Skaitoma…' : 'Pasirinkite failą'}</span>
            <span className="text-sm text-zinc-600">CSV arba Excel (.xlsx)</span>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              disabled={busy}
              data-testid="import-file"
              onChange={(event) => {
                choose(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </label>
          <div className="flex justify-end">
            <button type="button" onClick={close} disabled={busy} className={buttonClass('secondary')}>
              Atšaukti
            </button>
          </div>
        </div>
      ) : null}

      {step.kind === 'preview' ? (
        <div className="mt-2 space-y-5">
          <p className="text-sm text-zinc-600">
            Faile „{step.file.name}“ – {step.result.rows} eil. Patikrinkite, ką reiškia kiekvienas stulpelis.
          </p>
          <ColumnMapping result={step.result} mapping={step.mapping} disabled={busy} onChange={remap} />
          <Summary result={step.result} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setStep({ kind: 'choose' })}
              disabled={busy}
              className={buttonClass('secondary')}
            >
              Kitas failas
            </button>
            <button
              type="button"
              onClick={importNow}
              disabled={busy || step.result.created + step.result.merged === 0}
              className={buttonClass('primary')}
            >
              {busy ? 'Palaukite…' : 'Importuoti'}
            </button>
          </div>
        </div>
      ) : null}

      {step.kind === 'done' ? (
        <div className="mt-4 space-y-5">
          {step.undone ? (
            <Notice tone="info" title={step.undone.message}>
              Pašalinta naujų kortelių: {step.undone.removed}. Atkurta pakeistų kortelių:{' '}
              {step.undone.restored}.
              {step.undone.kept > 0
                ? ` Palikta kortelių, kurioms jau užregistruoti vizitai: ${step.undone.kept}.`
                : ''}
            </Notice>
          ) : (
            <Notice tone="success" title="Klientai importuoti">
              Importą galima atšaukti {CLIENT_IMPORT_UNDO_HOURS} val.
            </Notice>
          )}
          <Summary result={step.result} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {step.result.importId && !step.undone ? (
              <button type="button" onClick={undo} disabled={busy} className={buttonClass('danger')}>
                {busy ? 'Atšaukiama…' : 'Atšaukti importą'}
              </button>
            ) : null}
            <button type="button" onClick={close} disabled={busy} className={buttonClass('primary')}>
              Baigti
            </button>
          </div>
        </div>
      ) : null}
    </SheetDialog>
  );
}

function ColumnMapping({
  result,
  mapping,
  disabled,
  onChange,
}: {
  result: ClientImportResult;
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (key: string, field: ImportField) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900">Stulpeliai</legend>
      <ul
        className="mt-2 divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200"
        data-testid="import-columns"
      >
        {result.columns.map((column, index) => {
          const samples = result.preview
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
                onChange={(event) => onChange(column.key, event.currentTarget.value as ImportField)}
              >
                {IMPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {IMPORT_FIELD_LABELS[field]}
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

function Summary({ result }: { result: ClientImportResult }) {
  const figures = [
    { label: result.dryRun ? 'Bus sukurta naujų' : 'Sukurta naujų', value: result.created },
    { label: result.dryRun ? 'Bus sujungta su esamais' : 'Sujungta su esamais', value: result.merged },
    { label: 'Praleista eilučių', value: result.skipped },
  ];
  return (
    <section aria-label={result.dryRun ? 'Kas bus padaryta' : 'Kas padaryta'} data-testid="import-summary">
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-stone-50 px-3 py-3 ring-1 ring-stone-200">
            <dt className="text-xs text-zinc-600 sm:text-sm">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-zinc-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-zinc-900">Eilutės su klaidomis (neimportuojamos)</h3>
          <ul
            className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm text-zinc-700"
            data-testid="import-errors"
          >
            {result.errors.slice(0, ERRORS_SHOWN).map((rowError) => (
              <li key={rowError.row}>
                <span className="font-medium">{rowError.row} eil.:</span> {rowError.message}
              </li>
            ))}
          </ul>
          {result.errors.length > ERRORS_SHOWN ? (
            <p className="mt-1 text-sm text-zinc-600">Ir dar {result.errors.length - ERRORS_SHOWN}.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
