// What a buy does to the buyer's lock (docs/money-rules.md#locks, PropertyToken.releaseTo): a running lock
// takes the new M2 and ends at the later of its end and now + the property's lock duration (never earlier); with
// no running lock only the new M2 are locked, until now + the lock duration.

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

export function lockAfterBuy(current: LockState, now: bigint, lockDuration: bigint): LockAfterBuy {
  const fresh = now + lockDuration;
  const running = current.unlockTime > now && current.lockedAmount > 0n;
  if (!running) return { unlockTime: fresh, extendedM2: 0n };
  if (fresh > current.unlockTime) return { unlockTime: fresh, extendedM2: current.lockedAmount };
  return { unlockTime: current.unlockTime, extendedM2: 0n };
}
