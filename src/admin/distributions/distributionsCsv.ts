// The income distributions CSV of the console's Export button (docs/admin.md#income-distributions): amounts in
// decimal USDT, never in base units, and the period as the API records it (ISO times, from its start to its
// end excluded, docs/income.md#distributing) with its first and last day (UTC) beside it.
import { formatUnits } from 'viem';
import type { Distribution } from '../../../generated/api/model/index.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { toCsv } from '../shared/csv.ts';

const COLUMNS = [
  'id',
  'property_name',
  'contract_address',
  'distribution_index',
  'amount_usdt',
  'issuer_share_usdt',
  'period_first_day',
  'period_last_day',
  'period_start',
  'period_end',
  'distributor',
  'tx_hash',
  'block_number',
  'block_time',
] as const;

/** 'YYYY-MM-DD' (UTC) of an ISO time, `offsetMs` applied; '' when it is no date. */
const day = (iso: string, offsetMs = 0): string => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + offsetMs).toISOString().slice(0, 10);
};

/** One header line and one line per distribution; USDT as plain decimals ('1500', '12.25'). */
export function distributionsCsv(distributions: readonly Distribution[], usdtDecimals: number): string {
  const rows = distributions.map((d) => ({
    ...d,
    amount_usdt: formatUnits(toBigInt(d.amount), usdtDecimals),
    issuer_share_usdt: formatUnits(toBigInt(d.issuer_share), usdtDecimals),
    period_first_day: day(d.period_start),
    // The period ends before `period_end`: its last day is the day of the second before.
    period_last_day: day(d.period_end, -1000),
  }));
  return toCsv(COLUMNS, rows);
}
