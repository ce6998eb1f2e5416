// One CSV writer for every export (the holder's transactions from the API, the console's Export buttons): a cell is
// quoted when it holds a comma, a semicolon, a quote or a line break, so readers that split on ';' (a spreadsheet
// with a Russian or German list separator) see one cell too; and a cell that starts like a formula (=, +, -, @, a
// tab or a carriage return) is defused with a leading apostrophe, so no spreadsheet runs it (docs/portfolio.md#csv).

/** One CSV cell of `value` (null and undefined are empty). */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of `cells`, comma-separated. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');

/** A CSV of a header line of `columns`, then a line per row. */
export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Readonly<Record<C, unknown>>[],
  newline = '\n',
): string {
  return [csvLine(columns), ...rows.map((row) => csvLine(columns.map((c) => row[c])))].join(newline);
}
