// The "new price in force" mail (docs/email.md#the-applied-price): queued when a price change is confirmed, due
// at the price's effectiveAt, and never sent for a price that did not come into force. Three guards:
// - the indexer marks the pending mails of a token `skipped` when it stores, in the same transaction, a
//   `PriceChangeCancelled` or a `PropertyDelisted` (both drop the scheduled price) or a newer
//   `PriceChangeConfirmed` (the newer price's mails replace them);
// - a reorg that takes such a log off the chain puts the mails it skipped back to `pending`;
// - the worker asks the chain right before sending: the mail leaves only when the token's price in force is the
//   mail's price and its time came; while it is still the scheduled price the mail waits; otherwise it is skipped.
// The mail becomes due when the chain's time (not only the wall clock) passes effectiveAt, as "lock ended" does.
import { stillScheduled } from '#core/priceSchedule.ts';
import type { Queryable } from '../db/database.ts';

/** Where a log sits on the chain (block, then log index). */
export type ChainPosition = { blockNumber: bigint; logIndex: number };

const APPLIED = (chainId: number) => `price_applied:${chainId}:%`;

/** The seconds a pending applied-price row applies from: its data (older rows: its first due time). */
const EFFECTIVE_AT = `coalesce((data->>'effective_at')::numeric, extract(epoch from next_attempt_at))`;

/**
 * Marks `skipped` the pending "new price in force" mails of `token` confirmed before `at` (a log of this
 * chain). With `inForceAfter` (chain seconds: the block time of a cancellation or a delisting), only those whose
 * price was still to come then, i.e. the scheduled price that log removed; without it (a newer confirmation),
 * all of them. Idempotent, and a log stored again (a replay from an older block) never touches a later price's
 * mails. Returns the rows skipped.
 */
export async function supersedeAppliedPrices(
  tx: Queryable,
  chainId: number,
  token: string,
  at: ChainPosition,
  reason: string,
  inForceAfter: Date | null = null,
): Promise<number> {
  const rows = await tx.query(
    `update mail_jobs set status = 'skipped', locked_until = null, last_error = $5,
            data = data || jsonb_build_object('superseded_block', $3::text)
     where status = 'pending' and kind = 'price_change' and event_key like $1
       and lower(data->>'token') = lower($2)
       and (coalesce((data->>'block')::numeric, -1), coalesce((data->>'log_index')::int, -1))
           < ($3::numeric, $4::int)
       and ($6::numeric is null or ${EFFECTIVE_AT} > $6::numeric)
     returning id`,
    [
      APPLIED(chainId),
      token,
      at.blockNumber.toString(),
      at.logIndex,
      reason,
      inForceAfter === null ? null : Math.floor(inForceAfter.getTime() / 1000),
    ],
  );
  return rows.length;
}

/**
 * A reorg rewound the stored chain to block `base`: the mails skipped by a log after it are pending again (the
 * log is stored again if the new chain still has it, and the worker asks the chain before sending anyway).
 */
export async function restoreAppliedPricesAfter(
  tx: Queryable,
  chainId: number,
  base: bigint,
): Promise<number> {
  const rows = await tx.query(
    `update mail_jobs set status = 'pending', last_error = null, data = data - 'superseded_block'
     where status = 'skipped' and kind = 'price_change' and event_key like $1
       and (data->>'superseded_block')::numeric > $2::numeric
     returning id`,
    [APPLIED(chainId), base.toString()],
  );
  return rows.length;
}

/**
 * Makes due now the applied-price mails whose effectiveAt the chain's time (`chainNow`, seconds) has passed,
 * when the wall clock has not yet (a local chain moved forward). Retries keep their back-off.
 */
export async function releaseAppliedPrices(
  db: Queryable,
  chainId: number,
  chainNow: number,
): Promise<number> {
  const rows = await db.query(
    `update mail_jobs set next_attempt_at = now()
     where status = 'pending' and attempts = 0 and kind = 'price_change' and event_key like $1
       and next_attempt_at > now() and (data->>'effective_at')::numeric <= $2::numeric
     returning id`,
    [APPLIED(chainId), chainNow],
  );
  return rows.length;
}

/** The token's price as the chain has it at one block (currentPrice, pendingPrice and the block's time). */
export type ChainPrice = {
  current: bigint;
  /** The scheduled price and when it applies; effectiveAt 0 when none is waiting. */
  pending: { price: bigint; effectiveAt: bigint };
  /** The block's time (seconds). */
  now: bigint;
};

export type AppliedDecision = { action: 'send' } | { action: 'skip' } | { action: 'wait'; seconds: number };

/** What to do with a due "new price in force" mail of `newPrice` (applying at `effectiveAt`, when known). */
export function appliedDecision(
  job: { new_price: string; effective_at?: string },
  chain: ChainPrice,
): AppliedDecision {
  const price = BigInt(job.new_price);
  const effectiveAt = job.effective_at === undefined ? null : BigInt(job.effective_at);
  const wait = (until: bigint): AppliedDecision => ({
    action: 'wait',
    seconds: Math.min(Math.max(Number(until - chain.now), 5), 3600),
  });
  if (effectiveAt !== null && chain.now < effectiveAt) {
    // Not in force yet: it waits while it is still the scheduled price; a schedule gone is a cancellation.
    const scheduled = stillScheduled(chain.pending, price, effectiveAt);
    return scheduled || chain.current === price ? wait(effectiveAt) : { action: 'skip' };
  }
  return chain.current === price ? { action: 'send' } : { action: 'skip' };
}
