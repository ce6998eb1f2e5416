// The holder's transactions as CSV (docs/portfolio.md#csv): headers and kinds in the holder's language, amounts as
// plain decimals of whole M2 and USDT (a dot, no grouping: a spreadsheet reads them as numbers), never base units.
import { formatUnits, getAddress } from 'viem';
import { csvLine } from '#core/csv.ts';
import type { DatedTx } from './portfolio.ts';
import type { PortfolioPropertyRecord } from './record-types.ts';
import { EXPORT_TEXTS, type ExportLanguage } from './statement-text.ts';

const M2_DECIMALS = 18;

export function transactionsCsv(
  transactions: readonly DatedTx[],
  properties: readonly PortfolioPropertyRecord[],
  usdtDecimals: number,
  language: ExportLanguage,
): string {
  const texts = EXPORT_TEXTS[language].csv;
  const names = new Map(
    properties.map((p) => [p.token, (language === 'ru' && p.property_name_ru) || p.property_name]),
  );
  // A reinvestment is one transaction with two events (Bought, IncomeReinvested): one row, "Income reinvested",
  // with the M2 and the price of the purchase it made (docs/portfolio.md#csv).
  const same = (t: DatedTx) => `${t.tx_hash}:${t.token}`;
  const reinvestments = new Set(transactions.filter((t) => t.kind === 'income_reinvest').map(same));
  const boughtPrice = new Map(
    transactions
      .filter((t) => t.kind === 'purchase' && reinvestments.has(same(t)))
      .map((t) => [same(t), t.price]),
  );
  const lines = [csvLine(texts.headers)];
  for (const t of transactions) {
    if (t.kind === 'purchase' && reinvestments.has(same(t))) continue;
    const price = t.kind === 'income_reinvest' ? (boughtPrice.get(same(t)) ?? null) : t.price;
    const row = [
      t.block_time.toISOString(),
      texts.kinds[t.kind],
      names.get(t.token) ?? '',
      getAddress(t.token),
      t.m2 === null ? '' : formatUnits(BigInt(t.m2), M2_DECIMALS),
      formatUnits(BigInt(t.amount), usdtDecimals),
      price === null ? '' : formatUnits(BigInt(price), usdtDecimals),
      t.tx_hash,
    ];
    lines.push(csvLine(row));
  }
  // A byte-order mark so that spreadsheets read the Russian texts as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
