// The future visits import (import-file-dialog.tsx runs it): every row checked as a visit entered by hand,
// the accepted ones booked all together, nobody notified.
import { CLIENT_IMPORT_UNDO_HOURS } from '../../../contracts/client-import.ts';
import type { VisitImportResult, VisitImportUndone } from '../../../contracts/visit-import.ts';
import {
  VISIT_IMPORT_FIELDS,
  VISIT_IMPORT_FIELD_LABELS,
  type VisitImportField,
} from '../../../core/client-import/visit-import-fields.ts';
import { Notice } from '../../components/notice.tsx';
import { ImportFileDialog, type ImportDialogProps } from './import-file-dialog.tsx';
import { ImportSummary } from './import-parts.tsx';

export function ImportVisitsDialog(props: ImportDialogProps) {
  return (
    <ImportFileDialog<VisitImportField, VisitImportResult, VisitImportUndone>
      {...props}
      title="Būsimų vizitų importas"
      testId="visit-import-dialog"
      fileTestId="visit-import-file"
      intro={
        <>
          <p className="text-sm text-zinc-600">
            Perkelkite būsimus vizitus iš ankstesnės sistemos: CSV arba Excel (.xlsx, iki 5 MB) su stulpeliais
            data, laikas, klientas, paslauga ir specialistas (galima ir tel. numeris, el. paštas, pastabos).
            Paslaugos ir specialistai atpažįstami pagal pavadinimus, klientai – pagal tel. numerį, el. paštą
            ar vardą; nerasti klientai bus sukurti.
          </p>
          <Notice tone="info">
            Klientams apie perkeltus vizitus nepranešame ir priminimų nesiunčiame – jie apie savo vizitus jau
            žino.
          </Notice>
        </>
      }
      readingLabel="Tikrinama…"
      previewLead={(file, result) =>
        `Faile „${file.name}“ – ${result.rows} eil. Kiekvieną vizitą patikrinome kaip įvestą ranka: ar specialistas atlieka paslaugą ir tuo metu dirba, ar laikas laisvas ir dar nepraėjo.`
      }
      fields={VISIT_IMPORT_FIELDS}
      labels={VISIT_IMPORT_FIELD_LABELS}
      importRoute="admin_business_visits_import"
      undoRoute="admin_business_visits_import_undo"
      summary={(result) => (
        <ImportSummary
          result={result}
          figures={[
            { planned: 'Bus įrašyta vizitų', done: 'Įrašyta vizitų', value: result.visits },
            { planned: 'Bus naujų klientų', done: 'Naujų klientų', value: result.newClients },
          ]}
          errorsTitle="Neimportuojamos eilutės ir kodėl"
        />
      )}
      canImport={(result) => result.visits > 0}
      importLabel={(result) => `Importuoti ${result.visits} vizit.`}
      doneTitle="Vizitai importuoti"
      doneText={`Vizitai jau kalendoriuje. Importą galima atšaukti ${CLIENT_IMPORT_UNDO_HOURS} val.`}
      undoneText={(undone) =>
        `Pašalinta vizitų: ${undone.removed}. Pašalinta naujų klientų: ${undone.removedClients}.` +
        (undone.kept > 0 ? ` Palikta vizitų, kurie nuo importo buvo pakeisti: ${undone.kept}.` : '')
      }
    />
  );
}
