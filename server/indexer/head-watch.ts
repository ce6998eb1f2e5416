// With CONFIRMATIONS > 0 the indexer records only blocks that deep, but the catalogue shows the chain's latest
// figures: the newest blocks' registry and vault logs reread the properties they touched and invalidate the caches
// (and the role caches) at once, before those blocks are recorded.
import type { Address } from 'viem';
import type { Database } from '../db/database.ts';
import { registryEvents, vaultEvents } from '../lib/contracts.ts';
import type { Chain } from '../plugins/app/chain.ts';
import type { ChainRecordsRepository } from '../plugins/app/repositories/chain-records.ts';
import { type Effects, emptyEffects } from './effects.ts';
import { type Touched, touchedProperties } from './property-figures.ts';
import type { AnyLog } from './read-range.ts';

export type HeadWatchDeps = {
  db: Database;
  chain: Chain;
  records: ChainRecordsRepository;
  /** Rereads the figures of what `touched` names; flags `effects.catalog` when it wrote any. */
  refresh(touched: Touched, effects: Effects): Promise<void>;
  onEffects(effects: Effects): Promise<void>;
  streams: { main: string; figures: string };
};

/** Watches the blocks above the checkpoint, each once, up to the head given at each call. */
export function createHeadWatch(deps: HeadWatchDeps) {
  const { db, chain, records, streams } = deps;
  let lastWatched = -1n;
  return async function watchHead(head: bigint, registry: Address, vault: Address) {
    const saved = await records.checkpoint(db, streams.main);
    const from = [lastWatched + 1n, (saved?.block ?? 0n) + 1n].reduce((a, b) => (a > b ? a : b));
    if (from > head) return;
    const logs = await chain.call(() =>
      chain.client.getLogs({ address: [registry, vault], fromBlock: from, toBlock: head }),
    );
    lastWatched = head;
    if (logs.length === 0) {
      await records.raiseCheckpoint(db, streams.figures, head);
      return;
    }
    const roles = registryEvents(logs, ['RoleGranted', 'RoleRevoked']);
    const fundManagers = vaultEvents(logs, ['FundManagerSet']).flatMap((l) => [
      l.args.previousFundManager.toLowerCase(),
      l.args.newFundManager.toLowerCase(),
    ]);
    const effects: Effects = {
      ...emptyEffects(),
      catalog: logs.length > roles.length,
      roleAccounts: new Set([...roles.map((l) => l.args.account.toLowerCase()), ...fundManagers]),
    };
    // The catalogue shows the chain's latest figures: the properties these newest logs touched are reread now.
    await deps.refresh(touchedProperties(logs as AnyLog[], { registry, vault }, new Set()), effects);
    await records.raiseCheckpoint(db, streams.figures, head);
    await deps.onEffects(effects);
  };
}
