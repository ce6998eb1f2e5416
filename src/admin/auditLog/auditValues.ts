// The values of an audit entry's before → after in their units (docs/admin.md#audit-log): the API keeps amounts and
// prices in base units, times in Unix seconds and the chain's country as its ISO numeric code
// (docs/audit-log.md#an-entry); the console shows them as people read them — "1,500 USDT", "12.5 M2",
// "2,100.00 USDT" a M2, a date, "30 days", "Germany (DE)" — and the CSV adds them as plain decimals next to the
// machine columns. Which unit a field has is decided here, by field name, with the few actions whose field means
// something else (a recovery's `amount` is M2, not USDT).
import { formatUnits } from 'viem';
import { countryFromNumeric, isCountryCode } from '#core/countries.ts';
import { M2_DECIMALS } from '../../lib/amounts.ts';

export type AuditUnit = 'usdt' | 'price' | 'm2' | 'wholeM2' | 'time' | 'duration' | 'country';

/** The unit of each field the audit entries carry (server/indexer/audit-events.ts). */
const FIELD_UNITS: Record<string, AuditUnit> = {
  // Stablecoin base units.
  amount: 'usdt',
  issuer_share: 'usdt',
  target: 'usdt',
  funded: 'usdt',
  remainder: 'usdt',
  income: 'usdt',
  // Stablecoin base units a M2.
  price: 'price',
  refund_price: 'price',
  // M2 token units (18 decimals).
  sold_m2: 'm2',
  locked: 'm2',
  // Whole M2 (PropertyCreated's totalM2; the token mints totalM2 × 10^18).
  total_m2: 'wholeM2',
  // Unix seconds.
  effective_at: 'time',
  ready_at: 'time',
  deadline: 'time',
  period_start: 'time',
  period_end: 'time',
  accept_schedule: 'time',
  expiry: 'time',
  // Seconds.
  lock_duration: 'duration',
  delay: 'duration',
  // ISO numeric on chain (InvestorApproved), alpha-2 in a KYC record.
  country: 'country',
};

/** Where an action's field has another unit than its name says. */
const ACTION_UNITS: Record<string, Record<string, AuditUnit>> = {
  // RecoveryExecuted: `amount` M2 moved (of which `locked`), `income` in stablecoin.
  recovery_executed: { amount: 'm2' },
};

/** The unit of `field` in an entry of `action`; null for a field shown as it is (names, flags, addresses). */
export function auditUnit(action: string, field: string): AuditUnit | null {
  const own = ACTION_UNITS[action];
  if (own && Object.hasOwn(own, field)) return own[field] ?? null;
  return Object.hasOwn(FIELD_UNITS, field) ? (FIELD_UNITS[field] ?? null) : null;
}

const INTEGER = /^\d{1,78}$/;
/** The raw value as a whole number, or null when it is not one (then it is shown as it is). */
const whole = (raw: unknown): bigint | null =>
  typeof raw === 'string' && INTEGER.test(raw)
    ? BigInt(raw)
    : typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0
      ? BigInt(raw)
      : null;

/** The console's formatters in the reader's language (useAdminFormat, plus dates and countries). */
export type AuditFormat = {
  usdt(units: bigint): string;
  price(units: bigint): string;
  m2(units: bigint): string;
  wholeM2(value: bigint): string;
  duration(seconds: bigint): string;
  /** A Unix time in seconds (never 0). */
  time(seconds: bigint): string;
  /** An alpha-2 code ISO assigns. */
  country(code: string): string;
  /** A time of 0 or a country of 0: none given. */
  none: string;
};

/** `raw` of a field of unit `unit` for people; null when the unit does not apply to it (shown as it is). */
export function formatAuditValue(unit: AuditUnit, raw: unknown, format: AuditFormat): string | null {
  if (unit === 'country') {
    if (typeof raw === 'string' && isCountryCode(raw)) return format.country(raw);
    const numeric = whole(raw);
    if (numeric === 0n) return format.none;
    const code = numeric === null ? null : countryFromNumeric(numeric);
    return code ? format.country(code) : null;
  }
  const value = whole(raw);
  if (value === null) return null;
  switch (unit) {
    case 'usdt':
      return format.usdt(value);
    case 'price':
      return format.price(value);
    case 'm2':
      return format.m2(value);
    case 'wholeM2':
      return format.wholeM2(value);
    case 'duration':
      return format.duration(value);
    case 'time':
      return value === 0n ? format.none : format.time(value);
  }
}

/**
 * `raw` of a field of unit `unit` for the CSV's readable columns, the same in every language: USDT and M2 as plain
 * decimals ('1500', '12.5'), times as ISO 8601 in UTC, durations in seconds, countries as alpha-2; anything else,
 * or a value that is not a whole number, as it is.
 */
export function plainAuditValue(unit: AuditUnit | null, raw: unknown, usdtDecimals: number): unknown {
  if (unit === null) return raw;
  if (unit === 'country') {
    if (typeof raw === 'string' && isCountryCode(raw)) return raw;
    const numeric = whole(raw);
    return numeric === null ? raw : (countryFromNumeric(numeric) ?? raw);
  }
  const value = whole(raw);
  if (value === null) return raw;
  switch (unit) {
    case 'usdt':
    case 'price':
      return formatUnits(value, usdtDecimals);
    case 'm2':
      return formatUnits(value, M2_DECIMALS);
    case 'wholeM2':
    case 'duration':
      return value.toString();
    case 'time':
      return value === 0n ? '' : new Date(Number(value) * 1000).toISOString();
  }
}
