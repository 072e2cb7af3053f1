import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { CLIENT_IMPORT_TEXTS } from '../../../contracts/client-import.ts';
import { AppError } from '../../http/app-error.ts';

// A client list file as rows of text: CSV (any of the usual separators, UTF-8 or the Baltic Windows code
// page older Excel writes) or the first sheet of an .xlsx workbook. Parsed by libraries, never by hand.

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function unreadable(): AppError {
  return new AppError('unsupported_file', 422, CLIENT_IMPORT_TEXTS.unsupported, {
    file: CLIENT_IMPORT_TEXTS.unsupported,
  });
}

function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1257 (what Excel saves as "CSV" on Lithuanian Windows). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1257').decode(bytes);
  }
}

/** Excel's day zero: a cell formatted as a time of day alone is that day at the time. */
const EXCEL_DAY_ZERO = '1899-12-30';

/**
 * A cell as text. Excel keeps dates and times as wall clock read as UTC: a date is `YYYY-MM-DD`, a time
 * alone (a visit list's "Laikas") `HH:MM`, and a date with a time both.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    const date = iso.slice(0, 10);
    const time = iso.slice(11, 16);
    if (date === EXCEL_DAY_ZERO) return time;
    return time === '00:00' ? date : `${date} ${time}`;
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  let rows: unknown[][];
  try {
    rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw unreadable();
  }
  return rows.map((row) => row.map(cellText));
}

const SEPARATORS = [';', ',', '\t', '|'] as const;

/**
 * The separator the first line uses most (outside quotes): a quoted line break in a short file can mislead
 * the parser's own guess, which weighs how evenly the rows split. '' lets the parser guess (one column).
 */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0]!.replace(/"[^"]*"/g, '');
  const counts = SEPARATORS.map((separator) => firstLine.split(separator).length - 1);
  const most = Math.max(...counts);
  return most > 0 ? SEPARATORS[counts.indexOf(most)]! : '';
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  // A text file has no NUL bytes: this is some other binary file.
  if (text.includes('\u0000')) throw unreadable();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimiter: separatorOf(text),
  });
  const rows = parsed.data;
  // The line end after the last record leaves one empty record behind.
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell.trim() === '')) rows.pop();
  return rows;
}

/** The file's rows, each a list of cell texts; 422 `unsupported_file` when it is neither CSV nor .xlsx. */
export async function readClientFile(bytes: Uint8Array): Promise<string[][]> {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}
