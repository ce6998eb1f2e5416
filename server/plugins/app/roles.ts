// The on-chain roles of a wallet (src/core/roles.ts: admin, manager, compliance, fund manager), as of the chain's
// newest block, for the back-office gate (server/plugins/app/auth.ts). Every look-up asks the node for its head
// (concurrent look-ups share one call); the four roles are then read together at that block and kept only while
// no newer block exists, so within one block (and one request) a wallet's roles are read once. A grant or a
// revoke therefore counts from the block that holds it, on every API process, whether or not this process runs
// the indexer; the indexer's role events (RoleGranted, RoleRevoked, FundManagerSet) drop the wallets they name
// at once as well (`forget`), which also covers a reorganised block of the same height.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { ChainRole } from '#core/roles.ts';

/** Past this many wallets the cache starts over (it only ever holds the current block's answers). */
const MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    roles: {
      /** The roles `wallet` holds at the chain's newest block. */
      of(wallet: string): Promise<ReadonlySet<ChainRole>>;
      /** Drops what is cached about `wallets` (the indexer saw their roles change). */
      forget(wallets: Iterable<string>): void;
    };
  }
}

export default fp(
  async (app) => {
    const cache = new Map<string, { block: bigint; value: Promise<ReadonlySet<ChainRole>> }>();
    let head: Promise<bigint> | null = null;
    /** The node's newest block; callers arriving while a request for it is on its way share that request. */
    const latestBlock = () => {
      if (!head) {
        head = app.chain.blockNumber().finally(() => {
          head = null;
        });
      }
      return head;
    };

    app.decorate('roles', {
      async of(wallet: string) {
        const key = wallet.toLowerCase();
        const block = await latestBlock();
        const hit = cache.get(key);
        if (hit && hit.block === block) return hit.value;
        if (cache.size >= MAX_ENTRIES) cache.clear();
        const value: Promise<ReadonlySet<ChainRole>> = app.chain.rolesOf(getAddress(key), block);
        cache.set(key, { block, value });
        // A failed read is not kept: the next check asks again.
        value.catch(() => {
          if (cache.get(key)?.value === value) cache.delete(key);
        });
        return value;
      },
      forget(wallets: Iterable<string>) {
        for (const wallet of wallets) cache.delete(wallet.toLowerCase());
      },
    });
  },
  { name: 'roles', dependencies: ['chain'] },
);
