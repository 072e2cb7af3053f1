import { z } from './zod.ts';
import { IMPORT_FIELDS } from '../core/client-import/import-fields.ts';

// Importing a salon's client list (CSV or Excel) into its client cards, and undoing an import.

export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 20_000;
/** How long an import can be undone. */
export const CLIENT_IMPORT_UNDO_HOURS = 24;
/** Rows of the file shown with the column mapping. */
export const CLIENT_IMPORT_PREVIEW_ROWS = 5;

export const CLIENT_IMPORT_TEXTS = {
  missingFile: 'Pasirinkite CSV arba Excel (.xlsx) failą.',
  notMultipart: 'Siųskite failą formos (multipart/form-data) formatu, lauke „file“.',
  emptyFile: 'Faile nėra klientų.',
  unsupported: 'Failo nepavyko perskaityti: įkelkite CSV arba Excel (.xlsx) failą.',
  tooLarge: `Failas per didelis (daugiausia ${CLIENT_IMPORT_MAX_BYTES / 1024 / 1024} MB).`,
  tooManyRows: `Faile per daug eilučių (daugiausia ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('lt-LT')}). Padalykite jį į kelis failus.`,
  badMapping: 'Netinkamas stulpelių priskyrimas.',
  noNameColumn: 'Nurodykite, kuriame stulpelyje yra kliento vardas.',
  notFound: 'Importas nerastas.',
  expired: `Importą atšaukti galima tik ${CLIENT_IMPORT_UNDO_HOURS} val.`,
  alreadyUndone: 'Šis importas jau atšauktas.',
  imported: 'Klientai importuoti.',
  undone: 'Importas atšauktas.',
} as const;

export const importFieldSchema = z.enum(IMPORT_FIELDS, { error: CLIENT_IMPORT_TEXTS.badMapping });

/** `mapping`: which field each column holds, by the column's key (its title, or its number without titles). */
export const importMappingSchema = z.record(z.string().max(200), importFieldSchema, {
  error: CLIENT_IMPORT_TEXTS.badMapping,
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * The form of an import besides its file: `dryRun` ("true" checks and changes nothing) and `mapping`, JSON of
 * which field each column holds, checked against the fields that import knows (`mappingSchema`).
 */
export function importFormSchema<M extends z.ZodType>(mappingSchema: M) {
  return z.object({
    dryRun: z
      .enum(['true', 'false'], { error: 'Laukas „dryRun“ turi būti „true“ arba „false“.' })
      .optional()
      .transform((value) => value === 'true'),
    mapping: z
      .string()
      .max(20_000, CLIENT_IMPORT_TEXTS.badMapping)
      .optional()
      .transform((text, ctx): z.output<M> | undefined => {
        if (text === undefined || text.trim() === '') return undefined;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: CLIENT_IMPORT_TEXTS.badMapping });
          return z.NEVER;
        }
        const result = mappingSchema.safeParse(parsed);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', message: CLIENT_IMPORT_TEXTS.badMapping });
          return z.NEVER;
        }
        return result.data;
      }),
  });
}

/** What every import answers besides its own figures; `fieldSchema`: the fields its columns may hold. */
export function importResultFields<F extends z.ZodType>(fieldSchema: F) {
  return {
    /** Rows not imported: blank ones and those in `errors`. */
    skipped: z.number().int(),
    /** Each bad row: its number in the file (as a spreadsheet shows it) and what is wrong, in Lithuanian. */
    errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
    /** The import, to undo it; null on a dry run or when nothing changed. */
    importId: z.string().nullable(),
    dryRun: z.boolean(),
    /** Data rows in the file. */
    rows: z.number().int(),
    /** The columns and what each holds (detected, or as `mapping` set). */
    columns: z.array(z.object({ key: z.string(), header: z.string(), field: fieldSchema })),
    /** The first data rows as the file has them, for the mapping preview. */
    preview: z.array(z.array(z.string())),
    /** Until when the import can be undone (ISO); null with no importId. */
    undoUntil: z.string().nullable(),
  };
}

export const clientImportFormSchema = importFormSchema(importMappingSchema);

export const clientImportResultSchema = z.object({
  /** New cards (or, on a dry run, cards that would be made). */
  created: z.number().int(),
  /** Rows merged into a card already there or an earlier row (same phone or e-mail). */
  merged: z.number().int(),
  ...importResultFields(importFieldSchema),
});
export type ClientImportResult = z.infer<typeof clientImportResultSchema>;

export const clientImportUndoneSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Cards the import made that were removed. */
  removed: z.number().int(),
  /** Cards it had merged into that got their contacts and notes back. */
  restored: z.number().int(),
  /** Cards it made that were kept because visits were booked for them since. */
  kept: z.number().int(),
});
export type ClientImportUndone = z.infer<typeof clientImportUndoneSchema>;
