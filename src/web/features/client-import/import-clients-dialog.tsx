// The client list import (import-file-dialog.tsx runs it): cards made or merged by phone or e-mail.
import type { ClientImportResult, ClientImportUndone } from '../../../contracts/client-import.ts';
import { CLIENT_IMPORT_UNDO_HOURS } from '../../../contracts/client-import.ts';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
} from '../../../core/client-import/import-fields.ts';
import { ImportFileDialog, type ImportDialogProps } from './import-file-dialog.tsx';
import { ImportSummary } from './import-parts.tsx';

export function ImportClientsDialog(props: ImportDialogProps) {
  return (
    <ImportFileDialog<ImportField, ClientImportResult, ClientImportUndone>
      {...props}
      title="Klientų importas"
      testId="import-dialog"
      fileTestId="import-file"
      intro={
        <p className="text-sm text-zinc-600">
          Įkelkite klientų sąrašą iš „Booksy“, „Fresha“, „Treatwell“ ar savo Excel lentelės (CSV arba .xlsx,
          iki 5 MB). Prieš importuodami pamatysite, kaip stulpeliai suprasti ir kas bus padaryta.
        </p>
      }
      readingLabel="Skaitoma…"
      previewLead={(file, result) =>
        `Faile „${file.name}“ – ${result.rows} eil. Patikrinkite, ką reiškia kiekvienas stulpelis.`
      }
      fields={IMPORT_FIELDS}
      labels={IMPORT_FIELD_LABELS}
      importRoute="admin_business_clients_import"
      undoRoute="admin_business_clients_import_undo"
      summary={(result) => (
        <ImportSummary
          result={result}
          figures={[
            { planned: 'Bus sukurta naujų', done: 'Sukurta naujų', value: result.created },
            { planned: 'Bus sujungta su esamais', done: 'Sujungta su esamais', value: result.merged },
          ]}
        />
      )}
      canImport={(result) => result.created + result.merged > 0}
      importLabel={() => 'Importuoti'}
      doneTitle="Klientai importuoti"
      doneText={`Importą galima atšaukti ${CLIENT_IMPORT_UNDO_HOURS} val.`}
      undoneText={(undone) =>
        `Pašalinta naujų kortelių: ${undone.removed}. Atkurta pakeistų kortelių: ${undone.restored}.` +
        (undone.kept > 0 ? ` Palikta kortelių, kurioms jau užregistruoti vizitai: ${undone.kept}.` : '')
      }
    />
  );
}
