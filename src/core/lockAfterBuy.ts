// What a buy does to the buyer's lock (docs/money-rules.md#locks, PropertyToken.releaseTo): a running lock
// takes the new M2 and ends at the later of its end and the lock's start + the property's lock duration (never
// earlier); with no running lock only the new M2 are locked, until the lock's start + the lock duration. The lock
// starts now, or at an announced price change still ahead: nobody buys before a change and sells right after it.

/** When a buy's lock starts: now, or the announced price change's time when it is still ahead (0 = none). */
export const lockStart = (now: bigint, announcedAt: bigint): bigint =>
  announcedAt > now ? announcedAt : now;

export interface LockState {
  lockedAmount: bigint;
  /** Unix seconds; the lock runs while it is in the future. */
  unlockTime: bigint;
}

export interface LockAfterBuy {
  /** When the bought M2 (and a running lock's M2) unlock. */
  unlockTime: bigint;
  /** M2 already locked whose end the buy moves later (0 when there is no running lock or it ends later). */
  extendedM2: bigint;
}

export function lockAfterBuy(
  current: LockState,
  now: bigint,
  lockDuration: bigint,
  announcedAt = 0n,
): LockAfterBuy {
  const fresh = lockStart(now, announcedAt) + lockDuration;
  const running = current.unlockTime > now && current.lockedAmount > 0n;
  if (!running) return { unlockTime: fresh, extendedM2: 0n };
  if (fresh > current.unlockTime) return { unlockTime: fresh, extendedM2: current.lockedAmount };
  return { unlockTime: current.unlockTime, extendedM2: 0n };
}
