import { z } from './zod.ts';
import { VISIT_IMPORT_FIELDS } from '../core/client-import/visit-import-fields.ts';
import {
  CLIENT_IMPORT_TEXTS,
  CLIENT_IMPORT_UNDO_HOURS,
  importFormSchema,
  importResultFields,
} from './client-import.ts';

// Importing the future visits of a salon's old booking book (CSV or Excel), and undoing such an import.

/** Visits one file may bring: each is checked against the calendar one by one. */
export const VISIT_IMPORT_MAX_ROWS = 5000;

export const VISIT_IMPORT_TEXTS = {
  emptyFile: 'Faile nėra vizitų.',
  tooManyRows: `Faile per daug eilučių (daugiausia ${VISIT_IMPORT_MAX_ROWS.toLocaleString('lt-LT')}). Padalykite jį į kelis failus.`,
  missingColumns: 'Nurodykite stulpelius su data, laiku, klientu, paslauga ir specialistu.',
  notFound: 'Importas nerastas.',
  expired: `Importą atšaukti galima tik ${CLIENT_IMPORT_UNDO_HOURS} val.`,
  alreadyUndone: 'Šis importas jau atšauktas.',
  undone: 'Vizitų importas atšauktas.',
  takenMeanwhile:
    'Kol tikrinote failą, dalis laikų kalendoriuje buvo užimta. Nieko neimportavome – patikrinkite failą dar kartą.',
} as const;

export const visitImportFieldSchema = z.enum(VISIT_IMPORT_FIELDS, { error: CLIENT_IMPORT_TEXTS.badMapping });
export const visitImportMappingSchema = z.record(z.string().max(200), visitImportFieldSchema, {
  error: CLIENT_IMPORT_TEXTS.badMapping,
});
export type VisitImportMapping = z.infer<typeof visitImportMappingSchema>;

export const visitImportFormSchema = importFormSchema(visitImportMappingSchema);

export const visitImportResultSchema = z.object({
  /** Visits booked (or, on a dry run, that would be). */
  visits: z.number().int(),
  /** New client cards for the clients not found among the business's cards. */
  newClients: z.number().int(),
  ...importResultFields(visitImportFieldSchema),
});
export type VisitImportResult = z.infer<typeof visitImportResultSchema>;

export const visitImportUndoneSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Imported visits removed. */
  removed: z.number().int(),
  /** Imported visits kept because they were changed since (moved, cancelled, completed). */
  kept: z.number().int(),
  /** Client cards the import made, removed with their visits. */
  removedClients: z.number().int(),
});
export type VisitImportUndone = z.infer<typeof visitImportUndoneSchema>;
