import { describe, expect, it } from 'vitest';
import { type AuditFormat, auditUnit, formatAuditValue, plainAuditValue } from './auditValues.ts';

/** Formatters that name the unit and the raw value, so each case shows which one was picked. */
const format: AuditFormat = {
  usdt: (v) => `usdt(${v})`,
  price: (v) => `price(${v})`,
  m2: (v) => `m2(${v})`,
  wholeM2: (v) => `wholeM2(${v})`,
  duration: (v) => `duration(${v})`,
  time: (v) => `time(${v})`,
  country: (code) => `country(${code})`,
  none: 'none',
};

describe('audit value units', () => {
  it('knows the unit of each amount, price, time and country the entries carry', () => {
    expect(auditUnit('deposited', 'amount')).toBe('usdt');
    expect(auditUnit('income_distributed', 'issuer_share')).toBe('usdt');
    expect(auditUnit('price_announced', 'price')).toBe('price');
    expect(auditUnit('refund_opened', 'refund_price')).toBe('price');
    expect(auditUnit('refund_opened', 'sold_m2')).toBe('m2');
    expect(auditUnit('property_created', 'total_m2')).toBe('wholeM2');
    expect(auditUnit('price_announced', 'effective_at')).toBe('time');
    expect(auditUnit('lock_duration_changed', 'lock_duration')).toBe('duration');
    expect(auditUnit('investor_approved', 'country')).toBe('country');
  });

  it("reads a recovery's amount as M2 and its income as USDT", () => {
    expect(auditUnit('recovery_executed', 'amount')).toBe('m2');
    expect(auditUnit('recovery_executed', 'locked')).toBe('m2');
    expect(auditUnit('recovery_executed', 'income')).toBe('usdt');
  });

  it('leaves names, flags and addresses as they are, and never trusts inherited keys', () => {
    for (const field of ['name', 'listed', 'fund_manager', 'role', 'toString', 'constructor']) {
      expect(auditUnit('anything', field), field).toBeNull();
    }
  });
});

describe('audit values for people', () => {
  it('formats base units in their unit', () => {
    expect(formatAuditValue('usdt', '1500000000000000000000', format)).toBe('usdt(1500000000000000000000)');
    expect(formatAuditValue('m2', '2000000000000000000', format)).toBe('m2(2000000000000000000)');
    expect(formatAuditValue('price', 2100, format)).toBe('price(2100)');
    expect(formatAuditValue('time', '1793000000', format)).toBe('time(1793000000)');
    expect(formatAuditValue('time', '0', format)).toBe('none');
  });

  it('names the chain country (ISO numeric) and a KYC country (alpha-2) alike', () => {
    expect(formatAuditValue('country', 276, format)).toBe('country(DE)');
    expect(formatAuditValue('country', '276', format)).toBe('country(DE)');
    expect(formatAuditValue('country', 'FR', format)).toBe('country(FR)');
    expect(formatAuditValue('country', 0, format)).toBe('none');
    expect(formatAuditValue('country', 999, format)).toBeNull();
  });

  it('shows a value that is not a whole number as it is (null: no formatting)', () => {
    for (const raw of ['12.5', '-3', 'abc', null, true, { a: 1 }, 1.5]) {
      expect(formatAuditValue('usdt', raw, format), JSON.stringify(raw)).toBeNull();
    }
  });
});

describe('audit values for the CSV', () => {
  it('writes plain decimals in USDT (its decimals) and M2, ISO times and alpha-2 countries', () => {
    expect(plainAuditValue('usdt', '1500250000000000000000', 18)).toBe('1500.25');
    expect(plainAuditValue('usdt', '1500250000', 6)).toBe('1500.25');
    expect(plainAuditValue('price', '2100000000000000000000', 18)).toBe('2100');
    expect(plainAuditValue('m2', '12500000000000000000', 18)).toBe('12.5');
    expect(plainAuditValue('wholeM2', '1000', 18)).toBe('1000');
    expect(plainAuditValue('time', '1793000000', 18)).toBe('2026-10-26T07:33:20.000Z');
    expect(plainAuditValue('time', '0', 18)).toBe('');
    expect(plainAuditValue('duration', '86400', 18)).toBe('86400');
    expect(plainAuditValue('country', 250, 18)).toBe('FR');
    expect(plainAuditValue('country', 'DE', 18)).toBe('DE');
    expect(plainAuditValue('country', 999, 18)).toBe(999);
    expect(plainAuditValue(null, 'Harbour Lofts', 18)).toBe('Harbour Lofts');
    expect(plainAuditValue('usdt', 'n/a', 18)).toBe('n/a');
  });
});
