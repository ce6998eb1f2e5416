// What the indexer reads from the node for a range of blocks: every log of the registry, the vault, the allow-list
// and the property tokens, and when the blocks it records were mined.
import type { Address, Log } from 'viem';
import { registryEvents } from '../lib/contracts.ts';
import type { Chain } from '../plugins/app/chain.ts';
import { tradeBlocks } from './store-logs.ts';

export type AnyLog = Log<bigint, number, false>;
export type SystemAddresses = { registry: Address; vault: Address; identity: Address | undefined };

/** Every log of the registry, the vault and the property tokens (incl. ones created in the range) in a range. */
export async function readRange(
  chain: Chain,
  { registry, vault, identity }: SystemAddresses,
  tokens: Set<string>,
  from: bigint,
  to: bigint,
): Promise<AnyLog[]> {
  const [registryLogs, vaultLogs, identityLogs] = await chain.call(() =>
    Promise.all([
      chain.client.getLogs({ address: registry, fromBlock: from, toBlock: to }),
      chain.client.getLogs({ address: vault, fromBlock: from, toBlock: to }),
      // The allow-list's events are audit entries (docs/audit-log.md#actions).
      identity ? chain.client.getLogs({ address: identity, fromBlock: from, toBlock: to }) : [],
    ]),
  );
  const created = registryEvents(registryLogs, 'PropertyCreated');
  const tokenAddresses = [...new Set([...tokens, ...created.map((l) => l.args.token.toLowerCase())])];
  const tokenLogs =
    tokenAddresses.length === 0
      ? []
      : await chain.call(() =>
          chain.client.getLogs({ address: tokenAddresses as Address[], fromBlock: from, toBlock: to }),
        );
  return [...registryLogs, ...vaultLogs, ...identityLogs, ...tokenLogs] as AnyLog[];
}

/**
 * When each trade block of `logs` (and each block of the `audited` logs) was mined: from the logs themselves where
 * the node sends `blockTimestamp` (anvil, recent geth and BSC nodes), else from the block headers, read in JSON-RPC
 * batches.
 */
export async function blockTimes(
  chain: Chain,
  logs: readonly AnyLog[],
  vault: Address,
  audited: readonly AnyLog[],
  identity?: Address,
): Promise<Map<bigint, Date>> {
  const needed = new Set([...tradeBlocks(logs, vault, identity), ...audited.map((l) => l.blockNumber)]);
  const seconds = new Map<bigint, bigint>();
  for (const entry of logs) {
    const stamp = entry.blockTimestamp;
    if (needed.has(entry.blockNumber) && typeof stamp === 'bigint') seconds.set(entry.blockNumber, stamp);
  }
  const missing = [...needed].filter((n) => !seconds.has(n));
  if (missing.length > 0) for (const [n, t] of await chain.blockTimestamps(missing)) seconds.set(n, t);
  return new Map([...seconds].map(([n, t]) => [n, new Date(Number(t) * 1000)]));
}
