// The chain's time as the console knows it (docs/admin.md#closures): the latest block's time read with the page's
// chain reads, run on by this computer's clock since that read. An announced date is compared with it, never with
// the browser's clock alone (a test chain may run days ahead of the wall clock, a user's clock may be off).

export interface ChainClock {
  /** The latest block's time (s) when it was read. */
  time: bigint;
  /** This computer's time (ms) of that read. */
  readAt: number;
}

/** The chain's time (s) at this computer's `nowMs`, from `clock` (this computer's time when there is none). */
export function chainNow(clock: ChainClock | undefined, nowMs: number): bigint {
  if (!clock) return BigInt(Math.floor(nowMs / 1000));
  return clock.time + BigInt(Math.max(0, Math.floor((nowMs - clock.readAt) / 1000)));
}
