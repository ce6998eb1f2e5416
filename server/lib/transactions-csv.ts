// The holder's transactions as CSV (docs/portfolio.md#csv): headers and kinds in the holder's language, amounts as
// plain decimals of whole M2 and USDT (a dot, no grouping: a spreadsheet reads them as numbers), never base units.
import { formatUnits, getAddress } from 'viem';
import type { PortfolioPropertyRecord } from '../plugins/app/repositories/portfolio.ts';
import type { DatedTx } from './portfolio.ts';
import { EXPORT_TEXTS, type ExportLanguage } from './statement-text.ts';

const M2_DECIMALS = 18;

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  const lines = [texts.headers.map(csvField).join(',')];
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
    lines.push(row.map(csvField).join(','));
  }
  // A byte-order mark so that spreadsheets read the Russian texts as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
