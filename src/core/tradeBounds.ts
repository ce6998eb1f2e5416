// Bounds an investor's trade carries to the VaultTrader (docs/money-rules.md#trading-bounds): a deadline,
// so a transaction stuck in the mempool cannot be mined much later, and the latest unlock time a purchase
// may leave, so a lock change landing first cannot lock the buyer far longer than the page said.

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
