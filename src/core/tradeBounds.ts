// Bounds an investor's trade carries to the VaultTrader (docs/money-rules.md#trading-bounds): a deadline,
// so a transaction stuck in the mempool cannot be mined much later, and the latest unlock time a purchase
// may leave, so a lock change landing first cannot lock the buyer far longer than the page said.

/**
 * Slippage bound of sales: the least a sale accepts is 1 % below its quoted payout (basis points). A purchase is
 * bounded by its exact quoted cost instead (docs/flows.md#buying).
 */
export const SELL_SLIPPAGE_BPS = 100n;

/** The least payout a sale quoted at `payout` accepts. */
export const minPayoutFor = (payout: bigint): bigint => payout - (payout * SELL_SLIPPAGE_BPS) / 10_000n;

/** A trade must be mined within 20 minutes of being signed (seconds). */
export const TRADE_DEADLINE_SECONDS = 1_200n;

/** The deadline of a trade signed at `now` (Unix seconds of the chain). */
export const tradeDeadline = (now: bigint): bigint => now + TRADE_DEADLINE_SECONDS;

/**
 * The latest unlock time a purchase signed at `now` accepts: the displayed lock counted from the deadline
 * (the purchase may be mined up to then) or from an announced price change still ahead of it (`announcedAt`,
 * 0 = none: a buy during the notice is locked from the change, docs/money-rules.md#locks), or the buyer's running
 * lock if it already ends later (a purchase never moves a running lock earlier).
 */
export const maxUnlockTimeFor = (
  now: bigint,
  lockSeconds: bigint,
  runningUnlockTime: bigint,
  announcedAt = 0n,
): bigint => {
  const deadline = tradeDeadline(now);
  const fresh = (announcedAt > deadline ? announcedAt : deadline) + lockSeconds;
  return runningUnlockTime > fresh ? runningUnlockTime : fresh;
};
