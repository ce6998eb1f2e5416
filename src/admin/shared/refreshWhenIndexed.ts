// The console's back-office records (investors, recoveries, purchases, distributions, the audit log: react-admin's
// resources) are mirrors the API's indexer writes from the chain's events (docs/admin.md#indexed-figures). After
// one of the console's own transactions they are asked again once the indexer has passed the receipt's block, so
// a page never shows the state before the transaction beside the chain's state after it (an investor "Revoked"
// beside "On chain now: Approved", a list of recoveries without the one just requested). The indexer's block is
// read from GET /api/health every second, for at most a minute (then everything is asked again anyway).
import type { QueryClient } from '@tanstack/react-query';
import { systemHealth } from '../../../generated/api/system/system.ts';
import { CATCH_UP_LIMIT_MS, CATCH_UP_POLL_MS } from './chainProperties.ts';

/** The reads of react-admin's data provider, the second element of their query keys. */
const RESOURCE_READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'getInfiniteList']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the API's indexer has passed `block`, or the chain went back below it (a reorg: it never will). */
async function passed(block: bigint): Promise<boolean> {
  try {
    const { data } = await systemHealth();
    const indexed = data.indexer.checkpoint_block;
    const head = data.chain.block_number;
    return (indexed !== null && BigInt(indexed) >= block) || (head !== null && BigInt(head) < block);
  } catch {
    return false;
  }
}

/** Resolves once the indexer has passed `block` (or after CATCH_UP_LIMIT_MS), then refetches every API query. */
export async function refreshWhenIndexed(
  block: bigint,
  queryClient: QueryClient,
  limitMs = CATCH_UP_LIMIT_MS,
): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await passed(block)) && Date.now() < until) await sleep(CATCH_UP_POLL_MS);
  // Only react-admin's resources (keys `[resource, 'getList' | 'getOne' | …, params]`): the contract reads were
  // refetched with the receipt and the property lists wait for the indexer on their own (chainProperties.ts).
  await queryClient.invalidateQueries({
    predicate: (query) => RESOURCE_READS.has(String(query.queryKey[1])),
  });
}
