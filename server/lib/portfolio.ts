// A holder's portfolio from the indexer's records and the chain (docs/portfolio.md): the ledger of each
// property folded by the shared FIFO rule (src/core/portfolio.ts), valued at the current prices, plus the
// holder's USDT balance and the income claimable now. One loader for the JSON endpoints, the CSV and the PDF.
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress } from 'viem';
import {
  type Flows,
  flowsBetween,
  foldLedger,
  type LedgerEntry,
  type PricePoint,
  portfolioTotals,
  positionAt,
  priceAt,
  type Valuation,
  valueAt,
  valuePosition,
  valueSeries,
} from '#core/portfolio.ts';
import type { PortfolioPropertyRecord, PortfolioTxRecord } from './record-types.ts';

/** A record with its time in seconds (transfers' times read from the chain). */
export type DatedTx = Omit<PortfolioTxRecord, 'block_time'> & { block_time: Date; at: number };

export type PortfolioData = {
  holder: Address;
  /** The block the chain's figures (balance, income to claim) are read at: the head, read for this portfolio. */
  block: bigint;
  /** Chain time (seconds) of that block (or of a newer record, when the node answering lags the indexer). */
  now: number;
  transactions: DatedTx[];
  properties: PortfolioPropertyRecord[];
  /** Per token: trade prices in chain order, the initial price first and the current price last. */
  prices: Map<string, PricePoint[]>;
  usdtBalance: bigint;
  usdtDecimals: number;
  claimable: Map<string, bigint>;
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The ledger entry of a record, or null for none (a claim of income is income, a reinvestment too). */
export function ledgerEntry(tx: DatedTx): LedgerEntry | null {
  const m2 = BigInt(tx.m2 ?? '0');
  const amount = BigInt(tx.amount);
  switch (tx.kind) {
    case 'purchase':
      return { kind: 'purchase', at: tx.at, m2, cost: amount };
    case 'sale':
      return { kind: 'sale', at: tx.at, m2, proceeds: amount };
    case 'refund':
      return { kind: 'refund', at: tx.at, m2, proceeds: amount };
    case 'transfer_in':
      return { kind: 'transfer_in', at: tx.at, m2 };
    case 'transfer_out':
      return { kind: 'transfer_out', at: tx.at, m2 };
    case 'income_claim':
    case 'income_reinvest':
      return { kind: 'income', at: tx.at, amount };
  }
}

/** The ledger of `token` (lower-case), in chain order. */
export const ledgerOf = (data: PortfolioData, token: string): LedgerEntry[] =>
  data.transactions
    .filter((t) => t.token === token)
    .map(ledgerEntry)
    .filter((e): e is LedgerEntry => e !== null);

export async function loadPortfolio(app: FastifyInstance, wallet: string): Promise<PortfolioData> {
  const holder = getAddress(wallet);
  const records = await app.portfolioRepository.transactions(holder);
  const undated = [...new Set(records.filter((r) => !r.block_time).map((r) => BigInt(r.block_number)))];
  const times = undated.length > 0 ? await app.chain.blockTimestamps(undated) : new Map<bigint, bigint>();
  const transactions: DatedTx[] = records.map((r) => {
    const blockTime = r.block_time ?? new Date(Number(times.get(BigInt(r.block_number)) ?? 0n) * 1000);
    return { ...r, block_time: blockTime, at: seconds(blockTime) };
  });
  const tokens = [...new Set(transactions.map((t) => t.token))];
  // The clock first: the current prices read next are those in force at the head's time (docs/api.md#chain-time).
  // The head is read anew, not the one kept for a second: a portfolio asked right after the holder's transaction
  // is as of a block that holds it.
  const head = await app.figuresClock.head({ fresh: true });
  // The balance and the income to claim are read at the head's block, not at whatever block is the latest when
  // they are asked; the node is never asked above the head it gave. The head is read after the records, so a record
  // is later only when the node answering is behind the indexer: then the figures' time is the record's, so that a
  // statement never ends before a transaction it has on record.
  const newest = transactions.reduce((latest, t) => Math.max(latest, t.at), 0);
  const block = head.block;
  const now = Math.max(head.time, newest);
  const [properties, trades, usdtBalance, usdtDecimals, claimable] = await Promise.all([
    app.portfolioRepository.properties(tokens),
    app.portfolioRepository.prices(tokens),
    app.chain.usdtBalance(holder, block),
    app.chain.usdtDecimals(),
    app.chain.claimableIncome(
      tokens.map((t) => getAddress(t)),
      holder,
      block,
    ),
  ]);
  const prices = new Map<string, PricePoint[]>();
  for (const p of properties) {
    const points: PricePoint[] = [{ at: 0, price: BigInt(p.initial_price) }];
    for (const t of trades)
      if (t.token === p.token) points.push({ at: seconds(t.block_time), price: BigInt(t.price) });
    points.push({ at: now, price: BigInt(p.current_price ?? p.initial_price) });
    prices.set(p.token, points);
  }
  return {
    holder,
    block,
    now,
    transactions,
    properties,
    prices,
    usdtBalance,
    usdtDecimals,
    claimable: new Map(tokens.map((t, i) => [t, claimable[i] ?? 0n])),
  };
}

export type PropertyValuation = {
  property: PortfolioPropertyRecord;
  valuation: Valuation;
  claimable: bigint;
};

/** Every property the holder ever had a record of, valued at its current price. */
export function valuations(data: PortfolioData): PropertyValuation[] {
  return data.properties.map((property) => {
    const points = data.prices.get(property.token) ?? [];
    const price = points[points.length - 1]?.price ?? 0n;
    return {
      property,
      valuation: valuePosition(foldLedger(ledgerOf(data, property.token)), price),
      claimable: data.claimable.get(property.token) ?? 0n,
    };
  });
}

const figures = (v: Valuation) => ({
  value: v.value.toString(),
  cost_basis: v.costBasis.toString(),
  unrealised_gain: v.unrealisedGain.toString(),
  realised_gain: v.realisedGain.toString(),
  invested: v.invested.toString(),
  sale_proceeds: v.saleProceeds.toString(),
  refunds: v.refunds.toString(),
  income: v.income.toString(),
  total_return: v.totalReturn.toString(),
});

/** The JSON of GET /api/user/portfolio/ (base units as decimal strings). */
export function portfolioView(data: PortfolioData) {
  const rows = valuations(data);
  const totals = portfolioTotals(rows.map((r) => r.valuation));
  const claimable = rows.reduce((sum, r) => sum + r.claimable, 0n);
  return {
    holder: data.holder,
    as_of: new Date(data.now * 1000),
    as_of_block: Number(data.block),
    usdt_balance: data.usdtBalance.toString(),
    usdt_decimals: data.usdtDecimals,
    totals: {
      value: totals.value.toString(),
      cost_basis: totals.costBasis.toString(),
      unrealised_gain: totals.unrealisedGain.toString(),
      realised_gain: totals.realisedGain.toString(),
      invested: totals.invested.toString(),
      sale_proceeds: totals.saleProceeds.toString(),
      refunds: totals.refunds.toString(),
      income: totals.income.toString(),
      total_return: totals.totalReturn.toString(),
      claimable_income: claimable.toString(),
    },
    properties: rows.map(({ property, valuation, claimable: c }) => ({
      property_id: property.property_id,
      property_name: property.property_name,
      property_name_ru: property.property_name_ru,
      contract_address: getAddress(property.token),
      held_m2: valuation.heldM2.toString(),
      price: valuation.price.toString(),
      ...figures(valuation),
      claimable_income: c.toString(),
    })),
  };
}

/** The JSON of GET /api/user/portfolio/history/: value and cost basis after each change, and now. */
export function historyView(data: PortfolioData) {
  const series = valueSeries(
    data.properties.map((p) => ({
      entries: ledgerOf(data, p.token),
      prices: data.prices.get(p.token) ?? [],
    })),
    data.now,
  );
  return series.map((p) => ({
    at: new Date(p.at * 1000),
    value: p.value.toString(),
    cost_basis: p.costBasis.toString(),
  }));
}

export type StatementProperty = {
  property: PortfolioPropertyRecord;
  heldM2: bigint;
  value: bigint;
  costBasis: bigint;
  unrealisedGain: bigint;
  flows: Flows;
};

export type StatementFigures = {
  year: number;
  /** First and last second of the period (the year, cut at now for the current year). */
  from: number;
  to: number;
  properties: StatementProperty[];
  totals: { value: bigint; costBasis: bigint; unrealisedGain: bigint } & Flows;
};

/**
 * A calendar year (UTC) of the portfolio (docs/portfolio.md#statement): the holdings at its end (or now) at the
 * price in force then, and what happened during it. Properties without a record in the year and nothing held at
 * its end are left out.
 */
export function statementFigures(data: PortfolioData, year: number): StatementFigures {
  const from = Date.UTC(year, 0, 1) / 1000;
  const to = Math.min(Date.UTC(year + 1, 0, 1) / 1000 - 1, data.now);
  const properties: StatementProperty[] = [];
  for (const property of data.properties) {
    const entries = ledgerOf(data, property.token);
    const position = positionAt(entries, to);
    const flows = flowsBetween(entries, from, to);
    const active = entries.some((e) => e.at >= from && e.at <= to);
    if (position.heldM2 === 0n && !active) continue;
    const value = valueAt(position.heldM2, priceAt(data.prices.get(property.token) ?? [], to));
    properties.push({
      property,
      heldM2: position.heldM2,
      value,
      costBasis: position.costBasis,
      unrealisedGain: value - position.costBasis,
      flows,
    });
  }
  const sum = (pick: (p: StatementProperty) => bigint) => properties.reduce((a, p) => a + pick(p), 0n);
  return {
    year,
    from,
    to,
    properties,
    totals: {
      value: sum((p) => p.value),
      costBasis: sum((p) => p.costBasis),
      unrealisedGain: sum((p) => p.unrealisedGain),
      realisedGain: sum((p) => p.flows.realisedGain),
      invested: sum((p) => p.flows.invested),
      saleProceeds: sum((p) => p.flows.saleProceeds),
      refunds: sum((p) => p.flows.refunds),
      income: sum((p) => p.flows.income),
    },
  };
}
