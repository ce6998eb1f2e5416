// The CSV writer of a holder's transactions (docs/portfolio.md#csv): a reinvestment, one transaction with a Bought
// and an IncomeReinvested event, is one row with the M2 it bought and the price, never a purchase beside it.
import { describe, expect, it } from 'vitest';
import type { DatedTx } from './portfolio.ts';
import { transactionsCsv } from './transactions-csv.ts';

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const M2 = 10n ** 18n;
const USDT = 10n ** 6n;
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const at = new Date('2026-03-01T12:00:00Z');

const record = (r: Partial<DatedTx> & Pick<DatedTx, 'kind' | 'tx_hash' | 'log_index'>): DatedTx => ({
  token: TOKEN,
  block_number: '10',
  block_time: at,
  at: Math.floor(at.getTime() / 1000),
  m2: null,
  amount: '0',
  price: null,
  ...r,
});

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

describe('transactionsCsv', () => {
  const properties = [
    {
      token: TOKEN,
      property_id: 1,
      property_name: 'Flat',
      property_name_ru: 'Квартира',
      initial_price: '0',
      current_price: null,
    },
    {
      token: OTHER,
      property_id: 2,
      property_name: 'Loft',
      property_name_ru: null,
      initial_price: '0',
      current_price: null,
    },
  ];

  it('test_transactionsCsv_writesAReinvestmentAsOneRowWithItsM2AndPrice', () => {
    const transactions = [
      record({
        kind: 'purchase',
        tx_hash: tx(1),
        log_index: 0,
        m2: (10n * M2).toString(),
        amount: (1000n * USDT).toString(),
        price: (100n * USDT).toString(),
      }),
      // The reinvestment: Bought then IncomeReinvested in one transaction.
      record({
        kind: 'purchase',
        tx_hash: tx(2),
        log_index: 3,
        m2: (2n * M2).toString(),
        amount: (220n * USDT).toString(),
        price: (110n * USDT).toString(),
      }),
      record({
        kind: 'income_reinvest',
        tx_hash: tx(2),
        log_index: 4,
        m2: (2n * M2).toString(),
        amount: (220n * USDT).toString(),
      }),
      // Another property's purchase in the same transaction stays a purchase.
      record({
        kind: 'purchase',
        token: OTHER,
        tx_hash: tx(2),
        log_index: 5,
        m2: (1n * M2).toString(),
        amount: (50n * USDT).toString(),
        price: (50n * USDT).toString(),
      }),
      record({ kind: 'income_claim', tx_hash: tx(3), log_index: 0, amount: (5n * USDT).toString() }),
    ];
    const rows = rowsOf(transactionsCsv(transactions, properties, 6, 'en'));
    expect(rows.map((r) => [r[1], r[2], r[4], r[5], r[6], r[7]])).toEqual([
      ['Purchase', 'Flat', '10', '1000', '100', tx(1)],
      ['Income reinvested', 'Flat', '2', '220', '110', tx(2)],
      ['Purchase', 'Loft', '1', '50', '50', tx(2)],
      ['Income claimed', 'Flat', '', '5', '', tx(3)],
    ]);
    expect(rowsOf(transactionsCsv(transactions, properties, 6, 'ru'))[1]?.slice(1, 3)).toEqual([
      'Доход реинвестирован',
      'Квартира',
    ]);
  });
});
