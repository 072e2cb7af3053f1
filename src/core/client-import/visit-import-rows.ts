import { checkImportedClient, headerKey } from './client-import-rows.ts';
import type { ImportedClient } from './client-import-rows.ts';
import type { VisitImportField } from './visit-import-fields.ts';

// How the future visits of a salon's old booking book (CSV or .xlsx: date, time, client, service,
// specialist) become rows the booking rules can check: which column holds what, and what one row says.

const KNOWN_HEADERS: Record<Exclude<VisitImportField, 'ignore'>, readonly string[]> = {
  date: ['data', 'diena', 'vizito data', 'date', 'appointment date', 'day'],
  time: ['laikas', 'pradzia', 'valanda', 'vizito laikas', 'time', 'start', 'start time', 'appointment time'],
  client: [
    'klientas',
    'kliente',
    'kliento vardas',
    'vardas ir pavarde',
    'client',
    'client name',
    'customer',
    'customer name',
    'name',
  ],
  phone: ['telefonas', 'tel', 'tel nr', 'tel numeris', 'phone', 'phone number', 'mobile', 'mobile number'],
  email: ['el pastas', 'e pastas', 'email', 'e mail', 'email address'],
  service: ['paslauga', 'procedura', 'service', 'service name', 'treatment'],
  specialist: [
    'specialistas',
    'specialiste',
    'darbuotojas',
    'darbuotoja',
    'meistras',
    'meistre',
    'specialist',
    'staff',
    'staff member',
    'employee',
    'team member',
  ],
  notes: ['pastabos', 'pastaba', 'komentaras', 'notes', 'note', 'comment', 'comments'],
};

const HEADER_FIELDS = new Map<string, VisitImportField>(
  Object.entries(KNOWN_HEADERS).flatMap(([field, keys]) =>
    keys.map((key) => [key, field as VisitImportField]),
  ),
);

/** The order of a list without titles, as the import's instructions give it. */
export const VISIT_PLAIN_ORDER: readonly VisitImportField[] = [
  'date',
  'time',
  'client',
  'service',
  'specialist',
];

export interface VisitImportColumn {
  /** Its title, or its number from 1 in a list without titles. */
  key: string;
  header: string;
  field: VisitImportField;
}

export interface VisitImportLayout {
  hasHeader: boolean;
  columns: VisitImportColumn[];
}

/**
 * A first row with at least one known title is the titles (a second column of one kind is left out);
 * otherwise the columns are date, time, client, service and specialist in that order.
 */
export function detectVisitLayout(rows: readonly (readonly string[])[]): VisitImportLayout {
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  const first = rows[0] ?? [];
  const titled = first.some((cell) => HEADER_FIELDS.has(headerKey(cell)));
  if (!titled) {
    return {
      hasHeader: false,
      columns: Array.from({ length: width }, (_, index) => ({
        key: String(index + 1),
        header: '',
        field: VISIT_PLAIN_ORDER[index] ?? 'ignore',
      })),
    };
  }
  const taken = new Set<VisitImportField>();
  const seen = new Map<string, number>();
  return {
    hasHeader: true,
    columns: Array.from({ length: width }, (_, index) => {
      const header = (first[index] ?? '').trim();
      const base = header || String(index + 1);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const field = HEADER_FIELDS.get(headerKey(header)) ?? null;
      const chosen = field && !taken.has(field) ? field : 'ignore';
      if (field) taken.add(field);
      return { key: count === 1 ? base : `${base} (${count})`, header, field: chosen };
    }),
  };
}

/** A name as the import matches it: no case, no diacritics, single spaces ("Rūta  Kirpėja" = "ruta kirpeja"). */
export function nameKey(name: string): string {
  return headerKey(name);
}

/**
 * A date as salons' exports write it: `2026-12-24`, `2026.12.24`, `2026/12/24` or `24.12.2026`; an Excel
 * date cell arrives as an ISO instant (`2026-12-24T00:00:00.000Z`). Null when it is none of them or no real day.
 */
export function parseImportDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T ].*)?$/.exec(value);
  const european = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  if (!year || !month || !day) return null;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A time of day: `9:00`, `09:00`, `14.30` or `14:30:00`; null otherwise. */
export function parseImportTime(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

export interface ImportedVisit {
  date: string;
  time: string;
  client: ImportedClient;
  service: string;
  specialist: string;
}

export type VisitRowResult =
  { kind: 'visit'; visit: ImportedVisit } | { kind: 'blank' } | { kind: 'error'; message: string };

// eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL, and other controls are never meant
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function cell(row: readonly string[], columns: readonly VisitImportColumn[], field: VisitImportField) {
  const index = columns.findIndex((column) => column.field === field);
  return index < 0 ? '' : (row[index] ?? '').replace(CONTROL_CHARACTERS, '').trim().replace(/\s+/g, ' ');
}

/** One row: the visit it describes, a blank row, or what is wrong with it (in Lithuanian). */
export function readVisitRow(row: readonly string[], columns: readonly VisitImportColumn[]): VisitRowResult {
  const rawDate = cell(row, columns, 'date');
  const rawTime = cell(row, columns, 'time');
  const name = cell(row, columns, 'client');
  const rawPhone = cell(row, columns, 'phone');
  const rawEmail = cell(row, columns, 'email');
  const service = cell(row, columns, 'service');
  const specialist = cell(row, columns, 'specialist');
  const notes = cell(row, columns, 'notes');
  if (!rawDate && !rawTime && !name && !rawPhone && !rawEmail && !service && !specialist && !notes)
    return { kind: 'blank' };

  const date = parseImportDate(rawDate);
  if (!date)
    return {
      kind: 'error',
      message: rawDate ? `Neteisinga data „${rawDate}“ (rašykite 2026-12-24).` : 'Nėra vizito datos.',
    };
  const time = parseImportTime(rawTime);
  if (!time)
    return {
      kind: 'error',
      message: rawTime ? `Neteisingas laikas „${rawTime}“ (rašykite 14:30).` : 'Nėra vizito laiko.',
    };
  const client = checkImportedClient({ name, rawPhone, rawEmail, notes });
  if (client.kind === 'error') return client;
  if (!service) return { kind: 'error', message: 'Nenurodyta paslauga.' };
  if (!specialist) return { kind: 'error', message: 'Nenurodytas specialistas.' };
  return { kind: 'visit', visit: { date, time, client: client.client, service, specialist } };
}
