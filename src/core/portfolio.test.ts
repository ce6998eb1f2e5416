// FIFO cost basis and gain or loss (docs/portfolio.md#cost-basis-fifo), in base units.
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  emptyPosition,
  flowsBetween,
  foldLedger,
  type LedgerEntry,
  M2_UNIT,
  portfolioTotals,
  positionAt,
  priceAt,
  valueAt,
  valuePosition,
  valueSeries,
} from './portfolio.ts';

const M2 = M2_UNIT;
const USDT = 10n ** 18n;

describe('FIFO cost basis', () => {
  it('test_fifo_purchases_make_lots_in_order', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 20, m2: 5n * M2, cost: 600n * USDT },
      { kind: 'purchase', at: 10, m2: 10n * M2, cost: 1_000n * USDT },
    ]);
    expect(p.lots).toEqual([
      { at: 10, m2: 10n * M2, cost: 1_000n * USDT },
      { at: 20, m2: 5n * M2, cost: 600n * USDT },
    ]);
    expect(p.heldM2).toBe(15n * M2);
    expect(p.costBasis).toBe(1_600n * USDT);
    expect(p.invested).toBe(1_600n * USDT);
    expect(p.realisedGain).toBe(0n);
  });

  it('test_fifo_a_sale_takes_the_oldest_lot_first_across_lots', () => {
    // 10 M2 at 100, then 10 M2 at 150; selling 15 at 200 takes all of the first lot and half of the second.
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 10n * M2, cost: 1_000n * USDT },
      { kind: 'purchase', at: 2, m2: 10n * M2, cost: 1_500n * USDT },
      { kind: 'sale', at: 3, m2: 15n * M2, proceeds: 3_000n * USDT },
    ]);
    expect(p.lots).toEqual([{ at: 2, m2: 5n * M2, cost: 750n * USDT }]);
    expect(p.costBasis).toBe(750n * USDT);
    // 3,000 − (1,000 + 750)
    expect(p.realisedGain).toBe(1_250n * USDT);
    expect(p.saleProceeds).toBe(3_000n * USDT);
  });

  it('test_fifo_a_sale_below_cost_realises_a_loss', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 4n * M2, cost: 400n * USDT },
      { kind: 'sale', at: 2, m2: 1n * M2, proceeds: 90n * USDT },
    ]);
    expect(p.realisedGain).toBe(-10n * USDT);
    expect(p.costBasis).toBe(300n * USDT);
  });

  it('test_fifo_several_partial_sales_of_one_lot', () => {
    let p = foldLedger([{ kind: 'purchase', at: 1, m2: 3n * M2, cost: 100n }]);
    // 1/3 of 100 base units is 33 (rounded down); the rest stays with the lot.
    p = applyEntry(p, { kind: 'sale', at: 2, m2: 1n * M2, proceeds: 40n });
    expect(p.lots).toEqual([{ at: 1, m2: 2n * M2, cost: 67n }]);
    expect(p.realisedGain).toBe(7n);
    p = applyEntry(p, { kind: 'sale', at: 3, m2: 1n * M2, proceeds: 40n });
    expect(p.lots).toEqual([{ at: 1, m2: 1n * M2, cost: 34n }]);
    p = applyEntry(p, { kind: 'sale', at: 4, m2: 1n * M2, proceeds: 40n });
    expect(p.lots).toEqual([]);
    // Every base unit paid is taken exactly once: 120 received − 100 paid.
    expect(p.realisedGain).toBe(20n);
    expect(p.costBasis).toBe(0n);
  });

  it('test_fifo_rounding_never_loses_a_base_unit', () => {
    // 7 M2 bought for 10 base units, sold a base unit of M2 at a time: the costs taken add up to 10.
    let p = foldLedger([{ kind: 'purchase', at: 1, m2: 7n, cost: 10n }]);
    for (let i = 0; i < 7; i += 1) p = applyEntry(p, { kind: 'sale', at: 2 + i, m2: 1n, proceeds: 0n });
    expect(p.realisedGain).toBe(-10n);
    expect(p.heldM2).toBe(0n);
  });

  it('test_fifo_a_refund_disposes_of_the_m2_and_a_top_up_adds_to_the_gain', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 10n * M2, cost: 1_000n * USDT },
      { kind: 'refund', at: 5, m2: 10n * M2, proceeds: 800n * USDT },
      // A later top-up of the refund pool pays the difference for M2 already retired.
      { kind: 'refund', at: 6, m2: 0n, proceeds: 150n * USDT },
    ]);
    expect(p.heldM2).toBe(0n);
    expect(p.refunds).toBe(950n * USDT);
    expect(p.realisedGain).toBe(-50n * USDT);
  });

  it('test_fifo_transfers_in_cost_nothing_and_transfers_out_take_the_basis_without_gain', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 2n * M2, cost: 200n * USDT },
      { kind: 'transfer_in', at: 2, m2: 3n * M2 },
      { kind: 'transfer_out', at: 3, m2: 1n * M2 },
    ]);
    expect(p.lots).toEqual([
      { at: 1, m2: 1n * M2, cost: 100n * USDT },
      { at: 2, m2: 3n * M2, cost: 0n },
    ]);
    expect(p.realisedGain).toBe(0n);
    const sold = applyEntry(p, { kind: 'sale', at: 4, m2: 2n * M2, proceeds: 300n * USDT });
    // 1 M2 at 100 from the purchase, 1 received at no cost.
    expect(sold.realisedGain).toBe(200n * USDT);
  });

  it('test_fifo_m2_beyond_the_lots_carry_no_cost', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 1n * M2, cost: 100n * USDT },
      { kind: 'sale', at: 2, m2: 2n * M2, proceeds: 300n * USDT },
    ]);
    expect(p.realisedGain).toBe(200n * USDT);
    expect(p.heldM2).toBe(0n);
  });

  it('test_fifo_income_is_counted_apart_from_the_lots', () => {
    const p = foldLedger([
      { kind: 'purchase', at: 1, m2: 1n * M2, cost: 100n * USDT },
      { kind: 'income', at: 2, amount: 7n * USDT },
      { kind: 'income', at: 3, amount: 5n },
    ]);
    expect(p.income).toBe(7n * USDT + 5n);
    expect(p.costBasis).toBe(100n * USDT);
    expect(p.realisedGain).toBe(0n);
  });

  it('test_fifo_apply_entry_leaves_the_given_position_unchanged', () => {
    const before = foldLedger([{ kind: 'purchase', at: 1, m2: 2n * M2, cost: 10n }]);
    applyEntry(before, { kind: 'sale', at: 2, m2: 1n * M2, proceeds: 1n });
    expect(before.lots).toEqual([{ at: 1, m2: 2n * M2, cost: 10n }]);
    expect(emptyPosition().lots).toEqual([]);
  });
});

describe('gain or loss', () => {
  it('test_value_rounds_down_like_a_sale', () => {
    // 1.5 M2 at 3 base units per M2 is 4.5: 4.
    expect(valueAt((3n * M2) / 2n, 3n)).toBe(4n);
    expect(valueAt(2n * M2, 150n * USDT)).toBe(300n * USDT);
  });

  it('test_unrealised_gain_and_total_return', () => {
    const position = foldLedger([
      { kind: 'purchase', at: 1, m2: 10n * M2, cost: 1_000n * USDT },
      { kind: 'sale', at: 2, m2: 5n * M2, proceeds: 600n * USDT },
      { kind: 'income', at: 3, amount: 20n * USDT },
    ]);
    const v = valuePosition(position, 90n * USDT);
    expect(v.value).toBe(450n * USDT);
    expect(v.unrealisedGain).toBe(-50n * USDT);
    expect(v.realisedGain).toBe(100n * USDT);
    expect(v.totalReturn).toBe(70n * USDT);
  });

  it('test_totals_add_every_property', () => {
    const a = valuePosition(foldLedger([{ kind: 'purchase', at: 1, m2: 1n * M2, cost: 100n }]), 120n);
    const b = valuePosition(
      foldLedger([
        { kind: 'purchase', at: 1, m2: 2n * M2, cost: 300n },
        { kind: 'income', at: 2, amount: 9n },
      ]),
      100n,
    );
    const totals = portfolioTotals([a, b]);
    expect(totals).toMatchObject({
      value: 320n,
      costBasis: 400n,
      unrealisedGain: -80n,
      income: 9n,
      totalReturn: -71n,
      invested: 400n,
    });
  });
});

describe('value over time', () => {
  const prices = [
    { at: 0, price: 100n },
    { at: 50, price: 200n },
  ];

  it('test_price_at_takes_the_last_point_in_force', () => {
    expect(priceAt(prices, 10)).toBe(100n);
    expect(priceAt(prices, 50)).toBe(200n);
    expect(priceAt([{ at: 30, price: 7n }], 10)).toBe(7n);
    expect(priceAt([], 10)).toBe(0n);
  });

  it('test_series_has_a_point_per_moment_and_now', () => {
    const entries: LedgerEntry[] = [
      { kind: 'purchase', at: 10, m2: 1n * M2, cost: 100n },
      { kind: 'purchase', at: 60, m2: 1n * M2, cost: 200n },
      { kind: 'sale', at: 70, m2: 1n * M2, proceeds: 200n },
    ];
    expect(valueSeries([{ entries, prices }], 100)).toEqual([
      { at: 10, value: 100n, costBasis: 100n },
      { at: 60, value: 400n, costBasis: 300n },
      { at: 70, value: 200n, costBasis: 200n },
      { at: 100, value: 200n, costBasis: 200n },
    ]);
  });
});

describe('a period', () => {
  it('test_flows_between_count_only_the_period_with_fifo_lots_from_before', () => {
    const entries: LedgerEntry[] = [
      { kind: 'purchase', at: 5, m2: 2n * M2, cost: 200n },
      { kind: 'income', at: 8, amount: 3n },
      { kind: 'purchase', at: 12, m2: 2n * M2, cost: 400n },
      { kind: 'sale', at: 15, m2: 3n * M2, proceeds: 600n },
      { kind: 'income', at: 20, amount: 4n },
      { kind: 'refund', at: 31, m2: 1n * M2, proceeds: 50n },
    ];
    // The sale in the period takes the lot bought before it first: 600 − (200 + 200).
    expect(flowsBetween(entries, 10, 30)).toEqual({
      realisedGain: 200n,
      invested: 400n,
      saleProceeds: 600n,
      refunds: 0n,
      income: 4n,
    });
    expect(positionAt(entries, 30)).toMatchObject({ heldM2: 1n * M2, costBasis: 200n });
    expect(flowsBetween(entries, 31, 40)).toMatchObject({ realisedGain: -150n, refunds: 50n });
  });
});
