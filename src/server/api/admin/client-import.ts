import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_TEXTS,
  clientImportFormSchema,
  clientImportResultSchema,
  clientImportUndoneSchema,
} from '../../../contracts/client-import.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import {
  fileUploadBody,
  fileUploadMiddleware,
  readFileUpload,
  type FileUploadRules,
} from '../../http/file-upload.ts';
import { parsedInput } from '../../http/page-result.ts';
import { apiRoute, createRouter, json } from '../../http/openapi.ts';
import { importClients, undoClientImport } from '../../modules/client-cards/client-import.ts';
import { importVisits, undoVisitImport } from '../../modules/appointments/visit-import.ts';
import {
  VISIT_IMPORT_MAX_ROWS,
  visitImportFormSchema,
  visitImportResultSchema,
  visitImportUndoneSchema,
} from '../../../contracts/visit-import.ts';
import { managerOf } from '../request-context.ts';
import { NOT_SIGNED_IN } from '../error-responses.ts';
import { idOrSlugParamsSchema } from './business.ts';

export interface ClientImportApiDependencies {
  db: Database;
  now: () => Date;
}

const accessErrors = {
  ...NOT_SIGNED_IN,
  403: 'A specialist of this business (imports are for owners, admins and the operator)',
  404: 'No such business or import, or one of another business',
} as const;

function fileTooLarge(): AppError {
  return new AppError('file_too_large', 413, CLIENT_IMPORT_TEXTS.tooLarge, {
    file: CLIENT_IMPORT_TEXTS.tooLarge,
  });
}

const importUpload: FileUploadRules = {
  maxBytes: CLIENT_IMPORT_MAX_BYTES,
  tooLarge: fileTooLarge,
  texts: { notMultipart: CLIENT_IMPORT_TEXTS.notMultipart, missingFile: CLIENT_IMPORT_TEXTS.missingFile },
};

const importFile =
  'CSV (`,` `;` or tab between fields, UTF-8 or Windows-1257) or .xlsx (its first sheet); at most 5 MB.';
const dryRunField = {
  type: 'string' as const,
  enum: ['true', 'false'],
  description: '`true`: answer what would happen and change nothing.',
};

const importBody = fileUploadBody(importFile, {
  dryRun: dryRunField,
  mapping: {
    type: 'string',
    description:
      'JSON object: column key (its title, or its number from 1 in a file without titles) → ' +
      '`name`, `firstName`, `lastName`, `phone`, `email`, `notes` or `ignore`. Columns left out keep the detected field.',
  },
});

const importRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/clients/import',
  tag: 'admin: clients',
  summary:
    "Imports a client list (CSV or .xlsx: Booksy, Fresha, Treatwell exports or a plain list) into the business's client cards.",
  description:
    'Columns are recognised by their titles (Lithuanian and English) or, without titles, by their cells. Phones become ' +
    'E.164, e-mails lower case, first and last names are joined. Rows with the same phone or e-mail as a card (or an ' +
    'earlier row) are merged into it (`merged`). Bad rows are listed in `errors` with their row number and are not ' +
    'imported; the other rows are written together in one transaction. `dryRun=true` changes nothing. The answer ' +
    'also carries the columns as mapped and the first rows, for a preview.',
  middleware: fileUploadMiddleware(importUpload),
  request: { params: idOrSlugParamsSchema, body: importBody },
  responses: { 200: json(clientImportResultSchema, 'Imported, or what a dry run would do') },
  errors: {
    ...accessErrors,
    400: '`invalid_input`: no file, a malformed form, `dryRun` or `mapping`, or no column for the name',
    413: '`file_too_large`: more than 5 MB',
    415: '`unsupported_body`: not multipart',
    422: '`unsupported_file` (neither CSV nor .xlsx), `empty_file` or `too_many_rows`',
  },
});

const undoRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/business/{id}/clients/import/{importId}',
  tag: 'admin: clients',
  summary:
    'Undoes an import within 24 hours: removes the cards it made and restores the cards it merged into.',
  description:
    'A card made by the import that has visits since is kept (`kept`). A field of a merged card is restored only ' +
    'where nobody has changed it since. 409 `import_undone` when already undone, `import_expired` after 24 hours.',
  request: {
    params: idOrSlugParamsSchema.extend({
      importId: z.string().min(1).max(100).openapi({ description: 'The import id (uuid)' }),
    }),
  },
  responses: { 200: json(clientImportUndoneSchema, 'Undone') },
  errors: { ...accessErrors, 409: '`import_undone` or `import_expired`' },
});

const visitImportBody = fileUploadBody(importFile, {
  dryRun: dryRunField,
  mapping: {
    type: 'string',
    description:
      'JSON object: column key (its title, or its number from 1 in a file without titles) → `date`, `time`, ' +
      '`client`, `phone`, `email`, `service`, `specialist`, `notes` or `ignore`. Columns left out keep the detected field.',
  },
});

const visitImportRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/visits/import',
  tag: 'admin: appointments',
  summary:
    "Imports future visits from the salon's old booking book (CSV or .xlsx: date, time, client, service, specialist).",
  description:
    'Columns are recognised by their titles (Lithuanian and English); a file without titles is read as date, time, ' +
    'client, service, specialist. Services and specialists are found by name (case and diacritics aside); clients ' +
    'by phone, e-mail or their one card of that name, else a card is made. Every row is checked as a visit the staff ' +
    'enters (the specialist does the service and works then, the time is future and free, also of the rows before ' +
    'it); a row that fails is listed in `errors` with its reason. The accepted rows are booked together (all or ' +
    `none; 409 \`slot_taken\` if the calendar changed meanwhile), confirmed, and nobody is notified. At most ${VISIT_IMPORT_MAX_ROWS} rows.`,
  middleware: fileUploadMiddleware(importUpload),
  request: { params: idOrSlugParamsSchema, body: visitImportBody },
  responses: { 200: json(visitImportResultSchema, 'Imported, or what a dry run would do') },
  errors: {
    ...accessErrors,
    400: '`invalid_input`: no file, a malformed form, `dryRun` or `mapping`, or a needed column missing',
    409: '`slot_taken`: time in the file was taken between the check and the import; nothing imported',
    413: '`file_too_large`: more than 5 MB',
    415: '`unsupported_body`: not multipart',
    422: '`unsupported_file` (neither CSV nor .xlsx), `empty_file` or `too_many_rows`',
  },
});

const visitUndoRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/business/{id}/visits/import/{importId}',
  tag: 'admin: appointments',
  summary: 'Undoes a visit import within 24 hours: removes its visits and the client cards it made.',
  description:
    'A visit changed since (moved, cancelled, completed) is kept (`kept`); a card the import made is removed only ' +
    'when no visit is left for it. 409 `import_undone` when already undone, `import_expired` after 24 hours.',
  request: {
    params: idOrSlugParamsSchema.extend({
      importId: z.string().min(1).max(100).openapi({ description: 'The import id (uuid)' }),
    }),
  },
  responses: { 200: json(visitImportUndoneSchema, 'Undone') },
  errors: { ...accessErrors, 409: '`import_undone` or `import_expired`' },
});

const importPatterns = [importRoute.path, visitImportRoute.path].map(
  (path) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
);

/** The import addresses: their body is a file, limited by its own upload limit rather than the app-wide limit. */
export function isClientImportPath(path: string): boolean {
  return importPatterns.some((pattern) => pattern.test(path));
}

/** The form's file, `dryRun` and `mapping`. */
async function readImportForm(c: Context<AppEnv>) {
  const { file, body } = await readFileUpload(c, importUpload);
  const { dryRun, mapping } = parsedInput(clientImportFormSchema, {
    dryRun: typeof body.dryRun === 'string' ? body.dryRun : undefined,
    mapping: typeof body.mapping === 'string' ? body.mapping : undefined,
  });
  return { bytes: new Uint8Array(await file.arrayBuffer()), dryRun, mapping };
}

export function adminClientImportApi(deps: ClientImportApiDependencies) {
  return createRouter()
    .openapi(importRoute, async (c) => {
      const form = await readImportForm(c);
      return c.json(await importClients(deps.db, { ...managerOf(c), ...form, now: deps.now() }), 200);
    })
    .openapi(undoRoute, async (c) => {
      const { importId } = c.req.valid('param');
      return c.json(await undoClientImport(deps.db, { ...managerOf(c), importId, now: deps.now() }), 200);
    })
    .openapi(visitImportRoute, async (c) => {
      const { file, body } = await readFileUpload(c, importUpload);
      const { dryRun, mapping } = parsedInput(visitImportFormSchema, {
        dryRun: typeof body.dryRun === 'string' ? body.dryRun : undefined,
        mapping: typeof body.mapping === 'string' ? body.mapping : undefined,
      });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const request = { ...managerOf(c), bytes, dryRun, mapping, now: deps.now() };
      return c.json(await importVisits(deps.db, request), 200);
    })
    .openapi(visitUndoRoute, async (c) => {
      const { importId } = c.req.valid('param');
      return c.json(await undoVisitImport(deps.db, { ...managerOf(c), importId, now: deps.now() }), 200);
    });
}
