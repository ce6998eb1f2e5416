// The CSV files of the console's Export buttons: the one CSV writer of the product (src/core/csv.ts: quoted cells,
// formulas defused).
export { toCsv } from '#core/csv.ts';
