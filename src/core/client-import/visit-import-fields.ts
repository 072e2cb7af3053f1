// The fields a column of an imported visit list can hold (apart from the row rules, which need the phone
// rules: pages that only show the choice must not download those).
import { SHARED_IMPORT_FIELD_LABELS } from './import-fields.ts';

export const VISIT_IMPORT_FIELDS = [
  'date',
  'time',
  'client',
  'phone',
  'email',
  'service',
  'specialist',
  'notes',
  'ignore',
] as const;
export type VisitImportField = (typeof VISIT_IMPORT_FIELDS)[number];

export const VISIT_IMPORT_FIELD_LABELS: Record<VisitImportField, string> = {
  date: 'Data',
  time: 'Laikas',
  client: 'Klientas',
  service: 'Paslauga',
  specialist: 'Specialistas',
  ...SHARED_IMPORT_FIELD_LABELS,
};
