// A holder's position in one property and its gain or loss (docs/portfolio.md#cost-basis-fifo): the cost basis
// is FIFO over the holder's purchases, every figure is in base units (bigint, never a float). One home for the
// rule: the API's portfolio, its CSV and PDF exports and the tests all fold the same ledger here.

/** One whole M2 in token base units (18 decimals, docs/constants.md#units). */
export const M2_UNIT = 10n ** 18n;

/** What the holder did with one property, in chain order. Amounts are base units (M2 and stablecoin). */
export type LedgerEntry =
  | { kind: 'purchase'; at: number; m2: bigint; cost: bigint }
  | { kind: 'sale'; at: number; m2: bigint; proceeds: bigint }
  /** A refund claim on a delisted property: `m2` retired (0 for a later top-up) for `proceeds`. */
  | { kind: 'refund'; at: number; m2: bigint; proceeds: bigint }
  | { kind: 'transfer_in'; at: number; m2: bigint }
  | { kind: 'transfer_out'; at: number; m2: bigint }
  /** Rental income paid to the holder (claimed, or spent on more M2). */
  | { kind: 'income'; at: number; amount: bigint };

/** M2 bought together, still held: what they cost (base units). */
export type Lot = { at: number; m2: bigint; cost: bigint };

export type Position = {
  /** The lots still held, oldest first. */
  lots: Lot[];
  heldM2: bigint;
  /** What the M2 still held cost: the sum of the lots. */
  costBasis: bigint;
  /** Proceeds of sales and refunds less the cost of the M2 they took (negative: a loss). */
  realisedGain: bigint;
  /** Σ cost of purchases. */
  invested: bigint;
  /** Σ proceeds of sales. */
  saleProceeds: bigint;
  /** Σ refunds received. */
  refunds: bigint;
  /** Σ rental income received. */
  income: bigint;
};

export const emptyPosition = (): Position => ({
  lots: [],
  heldM2: 0n,
  costBasis: 0n,
  realisedGain: 0n,
  invested: 0n,
  saleProceeds: 0n,
  refunds: 0n,
  income: 0n,
});

/**
 * Takes `m2` from the oldest lots and returns the cost they carried. A lot taken in part gives the share of its
 * cost rounded down; the rest stays with the lot, so the lot's last M2 carry it and no base unit is lost or
 * created (taken + remaining = what was paid). M2 beyond what the lots hold (a transfer received before the
 * records start) carry no cost.
 */
function takeLots(lots: Lot[], m2: bigint): bigint {
  let left = m2;
  let cost = 0n;
  while (left > 0n && lots.length > 0) {
    const lot = lots[0] as Lot;
    if (lot.m2 <= left) {
      cost += lot.cost;
      left -= lot.m2;
      lots.shift();
    } else {
      const part = (lot.cost * left) / lot.m2;
      cost += part;
      lots[0] = { at: lot.at, m2: lot.m2 - left, cost: lot.cost - part };
      left = 0n;
    }
  }
  return cost;
}

/** Applies one entry to a position (a new position; the given one is not changed). */
export function applyEntry(position: Position, entry: LedgerEntry): Position {
  const lots = position.lots.map((l) => ({ ...l }));
  const next: Position = { ...position, lots };
  switch (entry.kind) {
    case 'purchase':
      if (entry.m2 > 0n) lots.push({ at: entry.at, m2: entry.m2, cost: entry.cost });
      next.invested += entry.cost;
      break;
    case 'transfer_in':
      // Received M2 cost the receiver nothing: a lot at zero cost (docs/portfolio.md#transfers).
      if (entry.m2 > 0n) lots.push({ at: entry.at, m2: entry.m2, cost: 0n });
      break;
    case 'sale':
      next.realisedGain += entry.proceeds - takeLots(lots, entry.m2);
      next.saleProceeds += entry.proceeds;
      break;
    case 'refund':
      next.realisedGain += entry.proceeds - takeLots(lots, entry.m2);
      next.refunds += entry.proceeds;
      break;
    case 'transfer_out':
      // The cost basis leaves with the M2: no gain or loss is realised by giving M2 away.
      takeLots(lots, entry.m2);
      break;
    case 'income':
      next.income += entry.amount;
      break;
  }
  next.heldM2 = lots.reduce((sum, l) => sum + l.m2, 0n);
  next.costBasis = lots.reduce((sum, l) => sum + l.cost, 0n);
  return next;
}

/** Folds a property's ledger, in chain order (ties keep their given order). */
export function foldLedger(entries: readonly LedgerEntry[]): Position {
  return [...entries].sort((a, b) => a.at - b.at).reduce(applyEntry, emptyPosition());
}

/** The value of `m2` (base units) at `price` (stablecoin base units per whole M2), rounded down like a sale. */
export const valueAt = (m2: bigint, price: bigint): bigint => (m2 * price) / M2_UNIT;

export type Valuation = Position & {
  price: bigint;
  value: bigint;
  /** value − cost basis (negative: a loss). */
  unrealisedGain: bigint;
  /** unrealised + realised gain + income (refunds are inside the realised gain). */
  totalReturn: bigint;
};

/** A position valued at the current price. The total return is unrealised + realised gain + income. */
export function valuePosition(position: Position, price: bigint): Valuation {
  const value = valueAt(position.heldM2, price);
  const unrealisedGain = value - position.costBasis;
  return {
    ...position,
    price,
    value,
    unrealisedGain,
    totalReturn: unrealisedGain + position.realisedGain + position.income,
  };
}

export type PortfolioTotals = {
  value: bigint;
  costBasis: bigint;
  unrealisedGain: bigint;
  realisedGain: bigint;
  invested: bigint;
  saleProceeds: bigint;
  refunds: bigint;
  income: bigint;
  totalReturn: bigint;
};

const TOTAL_KEYS = [
  'value',
  'costBasis',
  'unrealisedGain',
  'realisedGain',
  'invested',
  'saleProceeds',
  'refunds',
  'income',
  'totalReturn',
] as const satisfies readonly (keyof PortfolioTotals)[];

/** Sums of every property's figures (M2 of different properties are not added). */
export function portfolioTotals(valuations: readonly Valuation[]): PortfolioTotals {
  const totals = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0n])) as PortfolioTotals;
  for (const v of valuations) for (const k of TOTAL_KEYS) totals[k] += v[k];
  return totals;
}

/** A property's price from a moment on (seconds). */
export type PricePoint = { at: number; price: bigint };

/** The price in force at `at`: the last point at or before it, else the first known one. */
export function priceAt(points: readonly PricePoint[], at: number): bigint {
  let price = points[0]?.price ?? 0n;
  for (const p of points) {
    if (p.at <= at) price = p.price;
    else break;
  }
  return price;
}

export type SeriesInput = { entries: readonly LedgerEntry[]; prices: readonly PricePoint[] };
export type SeriesPoint = { at: number; value: bigint; costBasis: bigint };

/**
 * The portfolio's value and cost basis over time (docs/portfolio.md#value-over-time): one point after each
 * moment something of the holder's changed, and one at `now` with the current prices. `prices` are sorted by
 * time and the last one is the current price.
 */
export function valueSeries(properties: readonly SeriesInput[], now: number): SeriesPoint[] {
  const moments = [...new Set(properties.flatMap((p) => p.entries.map((e) => e.at)))]
    .filter((at) => at <= now)
    .sort((a, b) => a - b);
  if (moments[moments.length - 1] !== now) moments.push(now);
  return moments.map((at) => {
    let value = 0n;
    let costBasis = 0n;
    for (const p of properties) {
      const position = foldLedger(p.entries.filter((e) => e.at <= at));
      value += valueAt(position.heldM2, priceAt(p.prices, at));
      costBasis += position.costBasis;
    }
    return { at, value, costBasis };
  });
}

/** The position after every entry up to `at` (seconds, inclusive). */
export const positionAt = (entries: readonly LedgerEntry[], at: number): Position =>
  foldLedger(entries.filter((e) => e.at <= at));

/** What happened from `from` to `to` (seconds, both inclusive): the differences of the cumulative figures. */
export type Flows = Pick<Position, 'realisedGain' | 'invested' | 'saleProceeds' | 'refunds' | 'income'>;

export function flowsBetween(entries: readonly LedgerEntry[], from: number, to: number): Flows {
  const before = positionAt(entries, from - 1);
  const after = positionAt(entries, to);
  return {
    realisedGain: after.realisedGain - before.realisedGain,
    invested: after.invested - before.invested,
    saleProceeds: after.saleProceeds - before.saleProceeds,
    refunds: after.refunds - before.refunds,
    income: after.income - before.income,
  };
}
