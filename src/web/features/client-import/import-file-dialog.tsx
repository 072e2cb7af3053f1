// An import from a file, as both imports (the client list and the future visits) run it: choose a file → check
// the columns (detected, each can be changed) and what a dry run says → import → the result, with the rows
// left out and a way to undo it. Each import gives its texts, fields, figures and API routes.
import { useId, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { RouteName } from '../../../contracts/routes.ts';
import { buttonClass } from '../../components/button.tsx';
import { UploadIcon } from '../../components/icons.tsx';
import { Notice } from '../../components/notice.tsx';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { callApi, requestErrorMessage } from '../../lib/api-client.ts';
import { ImportColumnMapping } from './import-parts.tsx';

/** What every import answers (contracts' `importResultFields`), with the fields its columns may hold. */
export interface ImportAnswer<F extends string> {
  importId: string | null;
  dryRun: boolean;
  rows: number;
  columns: { key: string; header: string; field: F }[];
  preview: string[][];
}

/** What the page gives an import's dialog: the business, whether it is open, and how to close it. */
export interface ImportDialogProps {
  businessId: string;
  isOpen: boolean;
  /** `changed`: the import changed what the page lists (it should be read again). */
  onClose: (changed: boolean) => void;
}

export interface ImportFileDialogProps<
  F extends string,
  R extends ImportAnswer<F>,
  U extends { message: string },
> extends ImportDialogProps {
  title: string;
  testId: string;
  fileTestId: string;
  /** Above the file chooser: what the file may hold and what the import does. */
  intro: ReactNode;
  /** On the file chooser while the first check runs. */
  readingLabel: string;
  /** Above the columns: what the check did. */
  previewLead: (file: File, result: R) => ReactNode;
  fields: readonly F[];
  labels: Record<F, string>;
  importRoute: RouteName;
  undoRoute: RouteName;
  /** The figures of a check or an import. */
  summary: (result: R) => ReactNode;
  /** Whether the checked file has anything to import, and the button's text. */
  canImport: (result: R) => boolean;
  importLabel: (result: R) => string;
  doneTitle: string;
  doneText: ReactNode;
  /** What an undo removed and kept, under its message. */
  undoneText: (undone: U) => ReactNode;
}

type Step<F extends string, R extends ImportAnswer<F>, U> =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; result: R; mapping: Record<string, F> }
  | { kind: 'done'; result: R; undone: U | null };

const FAILED = 'Nepavyko. Bandykite dar kartą.';

export function ImportFileDialog<F extends string, R extends ImportAnswer<F>, U extends { message: string }>(
  props: ImportFileDialogProps<F, R, U>,
) {
  const { businessId, isOpen, onClose } = props;
  const [step, setStep] = useState<Step<F, R, U>>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInputId = useId();

  const send = (file: File, dryRun: boolean, mapping?: Record<string, F>) => {
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', String(dryRun));
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    return callApi<R>('POST', props.importRoute, { params: { id: businessId }, data: form });
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

  const mappingOf = (result: R): Record<string, F> =>
    Object.fromEntries(result.columns.map((column) => [column.key, column.field]));

  const choose = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const result = await send(file, true);
      setStep({ kind: 'preview', file, result, mapping: mappingOf(result) });
    });
  };

  const remap = (key: string, field: F) => {
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
      const undone = await callApi<U>('DELETE', props.undoRoute, { params: { id: businessId, importId } });
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
    <SheetDialog isOpen={isOpen} onClose={close} isDismissable={!busy} width="xl" testId={props.testId}>
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        {props.title}
      </Heading>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}

      {step.kind === 'choose' ? (
        <div className="mt-2 space-y-4">
          {props.intro}
          <label
            htmlFor={fileInputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-stone-300 px-4 py-8 text-center hover:border-brand-400 hover:bg-brand-50 focus-within:border-brand-500"
          >
            <UploadIcon className="size-6 text-brand-600" />
            <span className="font-medium text-zinc-900">
              {busy ? props.readingLabel : 'Pasirinkite failą'}
            </span>
            <span className="text-sm text-zinc-600">CSV arba Excel (.xlsx)</span>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              disabled={busy}
              data-testid={props.fileTestId}
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
          <p className="text-sm text-zinc-600">{props.previewLead(step.file, step.result)}</p>
          <ImportColumnMapping
            columns={step.result.columns}
            preview={step.result.preview}
            mapping={step.mapping}
            fields={props.fields}
            labels={props.labels}
            disabled={busy}
            onChange={remap}
          />
          {props.summary(step.result)}
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
              disabled={busy || !props.canImport(step.result)}
              className={buttonClass('primary')}
            >
              {busy ? 'Palaukite…' : props.importLabel(step.result)}
            </button>
          </div>
        </div>
      ) : null}

      {step.kind === 'done' ? (
        <div className="mt-4 space-y-5">
          {step.undone ? (
            <Notice tone="info" title={step.undone.message}>
              {props.undoneText(step.undone)}
            </Notice>
          ) : (
            <Notice tone="success" title={props.doneTitle}>
              {props.doneText}
            </Notice>
          )}
          {props.summary(step.result)}
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
