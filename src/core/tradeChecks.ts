// What makes a buy or a sell surely revert (docs/flows.md#buying, docs/flows.md#selling), checked before the
// first wallet prompt so that nothing is approved or sent for a trade the chain would refuse. The trade forms
// run these on cached figures while typing and again on fresh reads right before sending. The allowance is
// never a refusal: a short allowance is what the approval step is for.

import { type TradingFlags, tradingStop } from './systemState.ts';

export interface BuyFacts extends TradingFlags {
  /** M2 asked for (18-decimal base units); undefined or 0 when the amount is not a positive number. */
  m2: bigint | undefined;
  isListed: boolean;
  /** A delisting without refund is announced (PropertyToken.buyingClosed, docs/flows.md#announced-closures): buys
   *  revert BuyingClosed while holders may still sell back. Undefined while not read. */
  buyingClosed?: boolean | undefined;
  availableM2: bigint;
  /** Cost at the current price; undefined while not quoted yet. */
  cost?: bigint | undefined;
  /** The buyer's stablecoin balance; undefined while not read yet. */
  balance?: bigint | undefined;
}

export interface SellFacts extends TradingFlags {
  m2: bigint | undefined;
  /** A delisted property is never sold back: its holders claim its refund pool, if it has one. */
  isListed: boolean;
  isSellEnabled: boolean;
  /** The seller's whole balance and the part of it not locked. */
  balance: bigint;
  unlockedBalance: bigint;
  /** Payout at the current price; undefined while not quoted yet. */
  payout?: bigint | undefined;
  /** What a sale can draw now: the property's bucket plus the general bucket's allowance for it (saleLiquidity). */
  liquidity: bigint;
}

export const BUY_REFUSALS = [
  'emergencySwept',
  'paused',
  'delisted',
  'buyingClosed',
  'amountInvalid',
  'notEnoughAvailable',
  'insufficientUsdt',
] as const;
export type BuyRefusal = (typeof BUY_REFUSALS)[number];

export const SELL_REFUSALS = [
  'emergencySwept',
  'paused',
  'delisted',
  'sellDisabled',
  'amountInvalid',
  'moreThanHeld',
  'moreThanUnlocked',
  'insufficientLiquidity',
] as const;
export type SellRefusal = (typeof SELL_REFUSALS)[number];

/** The first reason a buy of `m2` would revert, or null when the chain would take it. */
export function buyRefusal(facts: BuyFacts): BuyRefusal | null {
  const system = tradingStop(facts);
  if (system) return system;
  if (!facts.isListed) return 'delisted';
  if (facts.buyingClosed) return 'buyingClosed';
  if (!facts.m2 || facts.m2 <= 0n) return 'amountInvalid';
  if (facts.m2 > facts.availableM2) return 'notEnoughAvailable';
  if (facts.cost !== undefined && facts.balance !== undefined && facts.balance < facts.cost)
    return 'insufficientUsdt';
  return null;
}

/** The first reason a sale of `m2` would revert, or null when the chain would take it. */
export function sellRefusal(facts: SellFacts): SellRefusal | null {
  const system = tradingStop(facts);
  if (system) return system;
  if (!facts.isListed) return 'delisted';
  if (!facts.isSellEnabled) return 'sellDisabled';
  if (!facts.m2 || facts.m2 <= 0n) return 'amountInvalid';
  if (facts.m2 > facts.balance) return 'moreThanHeld';
  if (facts.m2 > facts.unlockedBalance) return 'moreThanUnlocked';
  if (facts.payout !== undefined && facts.payout > facts.liquidity) return 'insufficientLiquidity';
  return null;
}
