// The fields a column of an imported client list can hold (apart from the row rules, which need the phone
// rules: pages that only show the choice must not download those).

export const IMPORT_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'email', 'notes', 'ignore'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The columns a client list and a visit list both hold, named alike in both imports. */
export const SHARED_IMPORT_FIELD_LABELS = {
  phone: 'Tel. numeris',
  email: 'El. paštas',
  notes: 'Pastabos',
  ignore: 'Neimportuoti',
} as const;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Vardas ir pavardė',
  firstName: 'Vardas',
  lastName: 'Pavardė',
  ...SHARED_IMPORT_FIELD_LABELS,
};
