import { validatePhoneInput } from '../phone/phone-number.ts';
import type { ImportField } from './import-fields.ts';

// How a salon's client list from another system (Booksy, Fresha, Treatwell, a spreadsheet of its own)
// becomes client cards: which column holds what, and what one row says about one client.

export const IMPORT_NAME_MAX_LENGTH = 120;
export const IMPORT_NOTES_MAX_LENGTH = 5000;

/** Lower case, no diacritics, punctuation as single spaces: "El. paštas" and "el pastas" read alike. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Column titles of the exports salons bring (Booksy, Fresha, Treatwell, Excel lists of their own) in
 * Lithuanian and English, by headerKey. Several fields may follow in one file ("Vardas", "Pavardė").
 */
const KNOWN_HEADERS: Record<Exclude<ImportField, 'ignore'>, readonly string[]> = {
  name: [
    'vardas ir pavarde',
    'vardas pavarde',
    'klientas',
    'kliento vardas',
    'kliento vardas ir pavarde',
    'full name',
    'fullname',
    'name',
    'client',
    'client name',
    'customer',
    'customer name',
    'contact name',
  ],
  firstName: ['vardas', 'first name', 'firstname', 'given name', 'forename', 'client first name'],
  lastName: ['pavarde', 'last name', 'lastname', 'surname', 'family name', 'client last name'],
  phone: [
    'telefonas',
    'tel',
    'tel nr',
    'tel numeris',
    'telefono numeris',
    'mob tel',
    'mobilusis',
    'mobilusis telefonas',
    'phone',
    'phone number',
    'telephone',
    'mobile',
    'mobile number',
    'mobile phone',
    'cell',
    'cell phone',
    'client phone',
    'client mobile',
  ],
  email: [
    'el pastas',
    'el pasto adresas',
    'elektroninis pastas',
    'e pastas',
    'email',
    'e mail',
    'email address',
    'e mail address',
    'client email',
  ],
  notes: [
    'pastabos',
    'pastaba',
    'komentaras',
    'komentarai',
    'notes',
    'note',
    'client notes',
    'client note',
    'comments',
    'comment',
    'additional info',
  ],
};

const HEADER_FIELDS = new Map<string, ImportField>(
  Object.entries(KNOWN_HEADERS).flatMap(([field, keys]) => keys.map((key) => [key, field as ImportField])),
);

/** The field a column title names, or null when it is not one we know. */
export function fieldForHeader(header: string): ImportField | null {
  return HEADER_FIELDS.get(headerKey(header)) ?? null;
}

export interface ImportColumn {
  /** What a mapping names the column by: its title, or its number from 1 in a list without titles. */
  key: string;
  /** The title as the file has it ('' in a list without titles). */
  header: string;
  field: ImportField;
}

export interface ImportLayout {
  /** Whether the first row holds column titles (else every row is a client). */
  hasHeader: boolean;
  columns: ImportColumn[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_LIKE = /^[\d\s+\-()./]{6,}$/;

/** What the cells of a column without a title look like: e-mails, phone numbers or (else) text. */
function guessFromValues(values: readonly string[]): ImportField | null {
  const filled = values.map((value) => value.trim()).filter((value) => value !== '');
  if (filled.length === 0) return null;
  const share = (test: (value: string) => boolean) => filled.filter(test).length / filled.length;
  if (share((value) => EMAIL_PATTERN.test(value)) >= 0.5) return 'email';
  if (share((value) => PHONE_LIKE.test(value) && value.replace(/\D/g, '').length >= 6) >= 0.5) return 'phone';
  return null;
}

/** Column titles made unique, so that a mapping can name each one: a second "Tel." becomes "Tel. (2)". */
function uniqueKeys(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header, index) => {
    const base = header.trim() || `${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * Which column holds what. A first row with at least one known title is the titles (columns it does not
 * name are left out); otherwise the file is a plain list: e-mail and phone columns are told by their
 * cells, and the first other column with text is the name.
 */
export function detectLayout(rows: readonly (readonly string[])[]): ImportLayout {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  const first = rows[0] ?? [];
  const titled = first.some((cell) => fieldForHeader(cell) !== null);
  if (titled) {
    const headers = Array.from({ length: width }, (_, index) => (first[index] ?? '').trim());
    const taken = new Set<ImportField>();
    const keys = uniqueKeys(headers);
    return {
      hasHeader: true,
      columns: headers.map((header, index) => {
        const field = fieldForHeader(header);
        // A second column of the same kind (say, "Phone 2") is left for the person to choose.
        const chosen = field && !taken.has(field) ? field : 'ignore';
        if (field) taken.add(field);
        return { key: keys[index]!, header, field: chosen };
      }),
    };
  }
  const sample = rows.slice(0, 50);
  const taken = new Set<ImportField>();
  const columns: ImportColumn[] = Array.from({ length: width }, (_, index) => {
    const values = sample.map((row) => row[index] ?? '');
    let field: ImportField = guessFromValues(values) ?? 'ignore';
    if (field === 'ignore' && !taken.has('name') && values.some((value) => value.trim() !== ''))
      field = 'name';
    if (taken.has(field)) field = 'ignore';
    if (field !== 'ignore') taken.add(field);
    return { key: String(index + 1), header: '', field };
  });
  return { hasHeader: false, columns };
}

/** A person's details from one row, as a card keeps them. */
export interface ImportedClient {
  name: string;
  /** E.164, or null. */
  phone: string | null;
  /** Lower case, or null. */
  email: string | null;
  notes: string;
}

export type RowResult =
  { kind: 'client'; client: ImportedClient } | { kind: 'blank' } | { kind: 'error'; message: string };

// eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL, and other controls are never meant
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function clean(value: string | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, '').trim();
}

/** The text of the row's cells in the columns mapped to `field`, joined by `separator`. */
function cellsOf(
  row: readonly string[],
  columns: readonly ImportColumn[],
  field: ImportField,
  separator: string,
) {
  return columns
    .flatMap((column, index) => (column.field === field ? [clean(row[index])] : []))
    .filter((value) => value !== '')
    .join(separator);
}

/**
 * One row read by the layout: the client it describes, a blank row, or what is wrong with it (in
 * Lithuanian). Names are first and last name joined; phones become E.164 by the phone rules (`8…`, `0…`,
 * `370…`, spaces and dashes); e-mails are lower-cased.
 */
export function readImportRow(row: readonly string[], columns: readonly ImportColumn[]): RowResult {
  const fullName = cellsOf(row, columns, 'name', ' ');
  const firstLast = [cellsOf(row, columns, 'firstName', ' '), cellsOf(row, columns, 'lastName', ' ')]
    .filter((part) => part !== '')
    .join(' ');
  const name = (fullName || firstLast).replace(/\s+/g, ' ');
  const rawPhone = cellsOf(row, columns, 'phone', ' ');
  const rawEmail = cellsOf(row, columns, 'email', ' ');
  const notes = cellsOf(row, columns, 'notes', '\n');

  if (!name && !rawPhone && !rawEmail && !notes) return { kind: 'blank' };
  return checkImportedClient({ name, rawPhone, rawEmail, notes });
}

/**
 * An imported client's cells checked and normalised, for the client list and the visits alike: the name is
 * required; the phone becomes E.164 by the phone rules (`8…`, `0…`, `370…`, spaces and dashes); the e-mail is
 * lower-cased.
 */
export function checkImportedClient(cells: {
  name: string;
  rawPhone: string;
  rawEmail: string;
  notes: string;
}): { kind: 'error'; message: string } | { kind: 'client'; client: ImportedClient } {
  const { name, rawPhone, rawEmail, notes } = cells;
  if (!name) return { kind: 'error', message: 'Nėra kliento vardo.' };
  if (name.length > IMPORT_NAME_MAX_LENGTH)
    return { kind: 'error', message: `Vardas per ilgas – daugiausia ${IMPORT_NAME_MAX_LENGTH} simbolių.` };
  let phone: string | null = null;
  if (rawPhone) {
    const checked = validatePhoneInput(rawPhone, { required: false });
    if (!checked.isValid)
      return { kind: 'error', message: `Tel. numeris „${rawPhone}“: ${checked.error ?? ''}`.trim() };
    phone = checked.number;
  }
  let email: string | null = null;
  if (rawEmail) {
    if (rawEmail.length > 254 || !EMAIL_PATTERN.test(rawEmail))
      return { kind: 'error', message: `Neteisingas el. pašto adresas „${rawEmail}“.` };
    email = rawEmail.toLowerCase();
  }
  if (notes.length > IMPORT_NOTES_MAX_LENGTH)
    return { kind: 'error', message: `Pastabos per ilgos – daugiausia ${IMPORT_NOTES_MAX_LENGTH} simbolių.` };
  return { kind: 'client', client: { name, phone, email, notes } };
}
