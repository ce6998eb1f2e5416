// The CSV files of the console's Export buttons: one header line of `columns`, then one line per row, each cell
// quoted when it holds a comma, a quote or a line break.

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Readonly<Record<C, unknown>>[],
): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\n');
}
