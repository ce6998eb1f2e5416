// Read access to the chain: the deployed contracts (deployments/<chainId>.json) through one viem client.
// Connectivity failures become 503 `Blockchain connection error`; a missing deployment file too (the
// server still boots, so a node started later is picked up).
import { existsSync, readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hash,
  http,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { Deployment } from '#core/deployment.ts';
import { readAllPages } from '#core/pages.ts';
import { type ChainRole, COMPLIANCE_ROLE, DEFAULT_ADMIN_ROLE, MANAGER_ROLE } from '#core/roles.ts';
import { chainFailureOf } from '../../lib/chain-errors.ts';
import { type SystemContracts, systemContracts } from '../../lib/contracts.ts';
import { ChainUnavailableError } from '../../lib/errors.ts';

export type { Deployment };

const HEAD_TTL_MS = 1000;
/** Block headers asked for in one JSON-RPC batch (one HTTP round trip) when logs carry no timestamp. */
export const BLOCK_BATCH_SIZE = 100;

export function createChain(options: {
  rpcUrl: string;
  chainId: number;
  deploymentsFile: string;
  /** Told about each call the node failed (unreachable, refused…): the metrics count them. */
  onFailure?: (failure: string) => void;
}) {
  const client: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, { timeout: 10_000, retryCount: 1, retryDelay: 200 }),
    pollingInterval: 1000,
  });
  // Block headers for the indexer: the calls made together go out as JSON-RPC batches.
  const batchClient: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, {
      timeout: 10_000,
      retryCount: 1,
      retryDelay: 200,
      batch: { batchSize: BLOCK_BATCH_SIZE, wait: 0 },
    }),
  });
  let deployment: Deployment | null = null;
  let bound: SystemContracts<PublicClient> | null = null;
  let batchBound: SystemContracts<PublicClient> | null = null;
  let head: { block: bigint; time: number; at: number } | null = null;
  /** The last failed head read: a node that cannot answer is asked once per HEAD_TTL_MS, not per request. */
  let headFailure: { error: unknown; at: number } | null = null;
  let headRead: Promise<{ block: bigint; time: number }> | null = null;

  /** Turns an unreachable or refusing node into ChainUnavailableError; contract reverts pass through. */
  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw error;
      const failure = chainFailureOf(error);
      if (failure) {
        options.onFailure?.(failure);
        throw new ChainUnavailableError(error, failure);
      }
      throw error;
    }
  }

  function loadDeployment(): Deployment | null {
    if (deployment) return deployment;
    if (!existsSync(options.deploymentsFile)) return null;
    const parsed = JSON.parse(readFileSync(options.deploymentsFile, 'utf8')) as Deployment;
    if (parsed.chainId !== options.chainId) {
      throw new Error(
        `${options.deploymentsFile} is for chain ${parsed.chainId}, but CHAIN_ID is ${options.chainId}`,
      );
    }
    deployment = {
      ...parsed,
      MasterRegistry: getAddress(parsed.MasterRegistry),
      VaultTrader: getAddress(parsed.VaultTrader),
      USDT: getAddress(parsed.USDT),
      PropertyLens: getAddress(parsed.PropertyLens),
    };
    return deployment;
  }

  let decimals: Promise<number> | undefined;

  const contracts = () => {
    const d = loadDeployment();
    if (!d) throw new ChainUnavailableError(new Error(`no deployment file at ${options.deploymentsFile}`));
    return d;
  };

  /** The deployment's contracts bound to the client (server/lib/contracts.ts). */
  const system = () => {
    bound ??= systemContracts(client, contracts());
    return bound;
  };

  /** The same contracts on the batching client: the reads made together go out as one JSON-RPC batch. */
  const batchSystem = () => {
    batchBound ??= systemContracts(batchClient, contracts());
    return batchBound;
  };

  return {
    client,
    chainId: options.chainId,
    loadDeployment,
    contracts,

    blockNumber: () => call(() => client.getBlockNumber({ cacheTime: 0 })),

    /** The latest block's timestamp (seconds), read now (not cached). */
    latestTime: async () => Number((await call(() => client.getBlock({ blockTag: 'latest' }))).timestamp),

    /**
     * Latest block number and timestamp (seconds), cached for a second; so is a failure to read them, and
     * concurrent callers share one read. `fresh` reads the head anew (a figure asked right after a transaction
     * must not be as of a block before it); a failure is still kept for its second.
     */
    async head({ fresh = false }: { fresh?: boolean } = {}): Promise<{ block: bigint; time: number }> {
      if (!fresh && head && Date.now() - head.at < HEAD_TTL_MS) return head;
      if (headFailure && Date.now() - headFailure.at < HEAD_TTL_MS) throw headFailure.error;
      const read = async () => {
        try {
          const block = await call(() => client.getBlock({ blockTag: 'latest' }));
          const seen = { block: block.number, time: Number(block.timestamp), at: Date.now() };
          // Reads may overlap (a fresh one beside the shared one): the head kept never goes back.
          if (!head || seen.block >= head.block) head = seen;
          headFailure = null;
          return seen;
        } catch (error) {
          headFailure = { error, at: Date.now() };
          throw error;
        }
      };
      // A fresh read never joins one started before it was asked.
      if (fresh) return read();
      // Concurrent callers share one read.
      headRead ??= read().finally(() => {
        headRead = null;
      });
      return headRead;
    },

    /** Every property view, read page by page (registry propertyCount, then lens pages of 100). */
    allPropertyViews() {
      const { lens, registry } = system();
      return call(async () =>
        readAllPages(await registry.read.propertyCount(), (offset, limit) =>
          lens.read.getPropertyViewsPage([offset, limit]),
        ),
      );
    },

    /**
     * The registry's property tokens from `offset` on (registry order), pages read in JSON-RPC batches at block
     * `blockNumber` (the latest when not given).
     */
    async propertyTokensFrom(offset: number, blockNumber?: bigint): Promise<Address[]> {
      const { registry } = batchSystem();
      return call(async () => {
        const count = await registry.read.propertyCount({ blockNumber });
        if (count <= BigInt(offset)) return [];
        return readAllPages(count - BigInt(offset), (from, limit) =>
          registry.read.getPropertyTokens([from + BigInt(offset), limit], { blockNumber }),
        );
      });
    },

    /**
     * The lens view, the announced price (pendingPrice: price and the chain time it applies from, 0 = none) and
     * the announced closure (registry pendingClosure: kind 0 = none) of each of `tokens`, read in JSON-RPC batches
     * at block `blockNumber` (the latest when not given).
     */
    propertyFigures(tokens: readonly Address[], blockNumber?: bigint) {
      const { lens, token, registry } = batchSystem();
      return call(() =>
        Promise.all(
          tokens.map(async (address) => {
            const [view, [, effectiveAt], [closureKind, closureAt]] = await Promise.all([
              lens.read.getPropertyView([address], { blockNumber }),
              token(address).read.pendingPrice({ blockNumber }),
              registry.read.pendingClosure([address], { blockNumber }),
            ]);
            return {
              view,
              priceEffectiveAt: effectiveAt,
              closure: { kind: closureKind, effectiveAt: closureAt },
            };
          }),
        ),
      );
    },

    /**
     * What `holder` may claim from each of `tokens` (vault claimableIncome), read in JSON-RPC batches at block
     * `blockNumber` (the latest when not given).
     */
    claimableIncome(tokens: readonly Address[], holder: Address, blockNumber?: bigint): Promise<bigint[]> {
      const { vault } = batchSystem();
      return call(() =>
        Promise.all(tokens.map((token) => vault.read.claimableIncome([token, holder], { blockNumber }))),
      );
    },

    /** `holder`'s stablecoin balance (base units) at block `blockNumber`, the latest when not given. */
    usdtBalance(holder: Address, blockNumber?: bigint): Promise<bigint> {
      const { usdt } = system();
      return call(() => usdt.read.balanceOf([holder], { blockNumber }));
    },

    /** The stablecoin's decimals, read once (18 on BSC and the test chain, but the contract is asked). */
    usdtDecimals(): Promise<number> {
      decimals ??= call(() => system().usdt.read.decimals()).catch((error: unknown) => {
        decimals = undefined;
        throw error;
      });
      return decimals;
    },

    /** `token`'s price in force and announced price, with the time of the block they were both read at. */
    priceSchedule(token: Address) {
      return call(async () => {
        const block = await client.getBlock({ blockTag: 'latest' });
        const read = { blockNumber: block.number };
        const property = system().token(token);
        const [current, [price, effectiveAt]] = await Promise.all([
          property.read.currentPrice(read),
          property.read.pendingPrice(read),
        ]);
        return { current, pending: { price, effectiveAt }, now: block.timestamp };
      });
    },

    /** `holder`'s M2 of `token` (base units), now or at `blockNumber`. */
    tokenBalance(token: Address, holder: Address, blockNumber?: bigint): Promise<bigint> {
      return call(() => system().token(token).read.balanceOf([holder], { blockNumber }));
    },

    propertyView(token: Address) {
      const { lens } = system();
      return call(() => lens.read.getPropertyView([token]));
    },

    isProperty(token: Address) {
      const { registry } = system();
      return call(() => registry.read.isProperty([token]));
    },

    /**
     * The on-chain roles `account` holds at `blockNumber` (docs/roles.md#roles): MANAGER_ROLE, DEFAULT_ADMIN_ROLE
     * and COMPLIANCE_ROLE on the registry and the VaultTrader's fund manager, read together at that block.
     */
    async rolesOf(account: Address, blockNumber?: bigint): Promise<Set<ChainRole>> {
      const { registry, vault } = system();
      const has = (role: `0x${string}`) =>
        call(() => registry.read.hasRole([role, account], { blockNumber }));
      const [manager, admin, compliance, fundManager] = await Promise.all([
        has(MANAGER_ROLE),
        has(DEFAULT_ADMIN_ROLE),
        has(COMPLIANCE_ROLE),
        call(() => vault.read.fundManager({ blockNumber })),
      ]);
      const roles = new Set<ChainRole>();
      if (admin) roles.add('admin');
      if (manager) roles.add('manager');
      if (compliance) roles.add('compliance');
      if (fundManager.toLowerCase() === account.toLowerCase()) roles.add('fundManager');
      return roles;
    },

    /** The receipt of `hash`, or null while it is unknown or pending. */
    async receipt(hash: Hash): Promise<TransactionReceipt | null> {
      try {
        return await call(() => client.getTransactionReceipt({ hash }));
      } catch (error) {
        if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      }
    },

    block: (number: bigint) => call(() => client.getBlock({ blockNumber: number })),

    /** Timestamps (seconds) of blocks `numbers`, read in JSON-RPC batches of BLOCK_BATCH_SIZE. */
    async blockTimestamps(numbers: readonly bigint[]): Promise<Map<bigint, bigint>> {
      const blocks = await call(() =>
        Promise.all(numbers.map((blockNumber) => batchClient.getBlock({ blockNumber }))),
      );
      return new Map(blocks.map((block) => [block.number, block.timestamp]));
    },

    /**
     * The sender (`from`, lower-case) of each of transactions `hashes`, keyed by lower-case hash, read in JSON-RPC
     * batches of BLOCK_BATCH_SIZE (the indexer's audit entries: docs/audit-log.md#actions).
     */
    async transactionSenders(hashes: readonly Hash[]): Promise<Map<string, string>> {
      if (hashes.length === 0) return new Map();
      const transactions = await call(() =>
        Promise.all(hashes.map((hash) => batchClient.getTransaction({ hash }))),
      );
      return new Map(transactions.map((t) => [t.hash.toLowerCase(), t.from.toLowerCase()]));
    },

    call,
  };
}

export type Chain = ReturnType<typeof createChain>;

declare module 'fastify' {
  interface FastifyInstance {
    chain: Chain;
  }
}

export default fp(
  async (app) => {
    const chain = createChain({
      ...app.config,
      onFailure: (failure) => app.metrics.rpcErrors.inc({ failure }),
    });
    if (!chain.loadDeployment()) {
      app.log.warn(
        { deploymentsFile: app.config.deploymentsFile },
        'no deployments file: chain features answer 503 until the contracts are deployed',
      );
    }
    app.decorate('chain', chain);
  },
  { name: 'chain', dependencies: ['config', 'metrics'] },
);
