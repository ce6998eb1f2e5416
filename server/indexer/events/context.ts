// What a handler of one decoded chain log works with (server/indexer/store-logs.ts builds it per log): the
// transaction, the records, the mail notifier, the effects it reports, and the log's key and time.
import type { Queryable } from '../../db/database.ts';
import type { chainNotifier } from '../../mail/chain-notifications.ts';
import type { ChainRecordsRepository } from '../../plugins/app/repositories/chain-records.ts';
import type { Effects } from '../effects.ts';

/** A log's place on chain: its records are idempotent on it. */
export type LogKey = { txHash: `0x${string}`; logIndex: number; blockNumber: bigint };

export type LogContext = {
  tx: Queryable;
  records: ChainRecordsRepository;
  /** Queues the mails of the event in this transaction; null when the caller sends none. */
  notifier: ReturnType<typeof chainNotifier> | null;
  effects: Effects;
  key: LogKey;
  /** A line of the chain audit (logged once the transaction commits). */
  audit(event: string, fields: Record<string, string | boolean | null>): void;
  /** The key with the block's hash and time (fails when the block's time was not fetched). */
  timed(): LogKey & { blockHash: `0x${string}`; blockTime: Date };
  /** `<tx>:<token>` (lower case) of the delistings with refund among these logs. */
  refundDelistings: Set<string>;
};

/** One handler per event name of a contract's decoded logs; an event without a handler is stored nowhere. */
export type Handlers<L extends { eventName: string }> = {
  [K in L['eventName']]?: (log: Extract<L, { eventName: K }>, ctx: LogContext) => Promise<void> | void;
};

/** Runs the handler of `log`'s event, if it has one. */
export async function handle<L extends { eventName: string }>(
  handlers: Handlers<L>,
  log: L,
  ctx: LogContext,
): Promise<void> {
  const handler = handlers[log.eventName as L['eventName']] as
    | ((log: L, ctx: LogContext) => Promise<void> | void)
    | undefined;
  await handler?.(log, ctx);
}
