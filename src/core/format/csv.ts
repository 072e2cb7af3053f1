// CSV files for spreadsheets as Lithuanian Excel opens them: `;` between fields (the comma is the decimal
// mark here), CRLF line ends and a byte order mark, so the letters ą, č, ę … come out right.

export const CSV_BOM = '\uFEFF';

/** What a spreadsheet may take for the start of a formula (or of a cell's hidden control). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount as written here ("-23,96"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * One cell, safe to open in a spreadsheet: text a person typed (a service's or a specialist's name) that
 * starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`, so that it is
 * shown as text and never run; then quoted when it holds the separator, a quote or a line break (quotes
 * doubled inside). Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  const formulaLike = typeof value === 'string' && FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
  const text = typeof value === 'number' ? String(value) : formulaLike ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** A number with a decimal comma and a fixed number of decimals (`12,50`), as the spreadsheet reads it. */
export function csvDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}
