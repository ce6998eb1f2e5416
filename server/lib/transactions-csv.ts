// The holder's transactions as CSV (docs/portfolio.md#csv): headers and kinds in the holder's language, amounts as
// plain decimals of whole M2 and USDT (a dot, no grouping: a spreadsheet reads them as numbers), never base units.
import { formatUnits, getAddress } from 'viem';
import { csvLine } from '../../src/core/csv.ts';
import type { PortfolioPropertyRecord } from '../plugins/app/repositories/portfolio.ts';
import type { DatedTx } from './portfolio.ts';
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
  const lines = [csvLine(texts.headers)];
  for (const t of transactions) {
    const row = [
      t.block_time.toISOString(),
      texts.kinds[t.kind],
      names.get(t.token) ?? '',
      getAddress(t.token),
      t.m2 === null ? '' : formatUnits(BigInt(t.m2), M2_DECIMALS),
      formatUnits(BigInt(t.amount), usdtDecimals),
      t.price === null ? '' : formatUnits(BigInt(t.price), usdtDecimals),
      t.tx_hash,
    ];
    lines.push(csvLine(row));
  }
  // A byte-order mark so that spreadsheets read the Russian texts as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
