// A reorganisation deeper than CONFIRMATIONS: the checkpoint's block is no longer on the chain, so the indexer
// rewinds REORG_REWIND blocks, drops what it recorded after them and reads them again.
import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLock, Database, Queryable } from '../db/database.ts';
import { restoreAppliedPricesAfter } from '../mail/price-applied.ts';
import type { Chain } from '../plugins/app/chain.ts';
import type { AuditLogRepository } from '../plugins/app/repositories/audit-log.ts';
import type { ChainRecordsRepository } from '../plugins/app/repositories/chain-records.ts';
import { type Effects, emptyEffects } from './effects.ts';

/** Blocks re-read below a checkpoint whose hash no longer matches the chain. */
export const REORG_REWIND = 64n;

export type ReorgDeps = {
  db: Database;
  chain: Chain;
  records: ChainRecordsRepository;
  auditLog: AuditLogRepository;
  log: FastifyBaseLogger;
  onEffects(effects: Effects): Promise<void>;
};

/**
 * The block to continue `stream` from: the one after its checkpoint, or, when the checkpoint's block is no longer
 * on the chain, the one after a rewind (records, audit entries and applied-price mails after it dropped, both
 * checkpoints moved back, the catalogue flagged). `figuresStream` is the figures mark, moved back with it.
 */
export async function verifiedStart(
  deps: ReorgDeps,
  tx: Queryable,
  streams: { main: string; figures: string },
  startBlock: bigint,
  fence: AdvisoryLock | null,
): Promise<bigint> {
  const { db, chain, records, log } = deps;
  const saved = await records.checkpoint(tx, streams.main);
  if (!saved) return startBlock;
  const onChain = await chain.block(saved.block).catch(() => null);
  if (onChain && onChain.hash === saved.hash) return saved.block + 1n;
  const base = saved.block - REORG_REWIND < startBlock ? startBlock - 1n : saved.block - REORG_REWIND;
  log.warn(
    { checkpoint: saved.block.toString(), rewindTo: base.toString() },
    'indexer: chain reorganised, rewinding',
  );
  const baseBlock = base >= 0n ? await chain.block(base) : null;
  await db.transaction(async (t) => {
    await fence?.assertHeld(t);
    await records.rollbackAfter(t, base);
    await deps.auditLog.rollbackAfter(t, base);
    // Applied-price mails skipped by a log that is no longer on the chain wait again (server/mail/price-applied.ts).
    await restoreAppliedPricesAfter(t, chain.chainId, base);
    await records.saveCheckpoint(t, streams.main, base, baseBlock?.hash ?? '0x');
    await records.raiseCheckpoint(t, streams.figures, base, true);
  });
  await deps.onEffects({ ...emptyEffects(), catalog: true });
  return base + 1n;
}
