// CSV files for spreadsheets as Lithuanian Excel opens them: `;` between fields (the comma is the decimal
// mark here), CRLF line ends and a byte order mark, so the letters ą, č, ę … come out right.

export const CSV_BOM = '\uFEFF';

/** One field: quoted when it holds the separator, a quote or a line break (quotes doubled inside). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** A number with a decimal comma and a fixed number of decimals (`12,50`), as the spreadsheet reads it. */
export function csvDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/**
 * A text cell a spreadsheet will not run: one that starts with = + - @, a tab or a carriage return gets a
 * leading apostrophe, so text from users (a company name) can never become a formula. Amounts are not text.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
