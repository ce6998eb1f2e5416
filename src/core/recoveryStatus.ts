// A lost wallet's recovery (docs/compliance.md#the-back-offices-recoveries): requested, then `ready` once the
// chain's clock reaches its ready-at, until it is cancelled or executed. The server's list writes the same rule in
// SQL (server/plugins/app/repositories/recoveries.ts); the console counts down with it.

export const RECOVERY_STATUSES = ['pending', 'ready', 'cancelled', 'executed'] as const;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];

/** The registry's RECOVERY_DELAY: 3 days between the request and the earliest execution (docs/compliance.md#recovery). */
export const RECOVERY_DELAY_SECONDS = 3 * 24 * 60 * 60;

/**
 * The status at chain time `nowSeconds` of a recovery that becomes executable at `readyAtSeconds`, given its
 * outcome so far (null: neither cancelled nor executed).
 */
export function recoveryStatus(
  outcome: 'cancelled' | 'executed' | null,
  readyAtSeconds: number,
  nowSeconds: number,
): RecoveryStatus {
  if (outcome) return outcome;
  return nowSeconds >= readyAtSeconds ? 'ready' : 'pending';
}

/** Whole seconds left until `readyAtSeconds` at `nowSeconds` (0 once ready). */
export function secondsUntilReady(readyAtSeconds: number, nowSeconds: number): number {
  return Math.max(0, Math.ceil(readyAtSeconds - nowSeconds));
}
