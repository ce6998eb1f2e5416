// The purchases CSV of the console's Export button (docs/admin.md#all-purchases): amounts in decimal M2 and USDT,
// never in base units (react-admin's default export would write the API's raw 18-decimal integers).
import { formatUnits } from 'viem';
import type { Purchase } from '../../../generated/api/model/index.ts';
import { M2_DECIMALS, toBigInt } from '../../lib/amounts.ts';
import { toCsv } from '../shared/csv.ts';

const COLUMNS = [
  'id',
  'property_name',
  'contract_address',
  'buyer',
  'm2',
  'cost_usdt',
  'price_usdt',
  'tx_hash',
  'block_number',
  'block_time',
  'certificate_id',
] as const;

/** One header line and one line per purchase; M2 and USDT as plain decimals ('3', '16800.5'). */
export function purchasesCsv(purchases: readonly Purchase[], usdtDecimals: number): string {
  const rows = purchases.map((p) => ({
    ...p,
    m2: formatUnits(toBigInt(p.m2), M2_DECIMALS),
    cost_usdt: formatUnits(toBigInt(p.cost), usdtDecimals),
    price_usdt: formatUnits(toBigInt(p.price), usdtDecimals),
  }));
  return toCsv(COLUMNS, rows);
}
