// Back-office role check against the registry (MANAGER_ROLE or DEFAULT_ADMIN_ROLE), as of the chain's newest
// block. Every check asks the node for its head (concurrent checks share one call); the role itself is read at
// that block and kept only while no newer block exists. So a grant or a revoke counts from the block that holds
// it, on every API process, whether or not this process runs the indexer.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';

/** Past this many wallets the cache starts over (it only ever holds the current block's answers). */
const MAX_ENTRIES = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    roles: {
      isBackOffice(wallet: string): Promise<boolean>;
    };
  }
}

export default fp(
  async (app) => {
    const cache = new Map<string, { block: bigint; value: Promise<boolean> }>();
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
      async isBackOffice(wallet: string) {
        const key = wallet.toLowerCase();
        const block = await latestBlock();
        const hit = cache.get(key);
        if (hit && hit.block === block) return hit.value;
        if (cache.size >= MAX_ENTRIES) cache.clear();
        const value = app.chain.hasBackOfficeRole(getAddress(key), block);
        cache.set(key, { block, value });
        // A failed read is not kept: the next check asks again.
        value.catch(() => {
          if (cache.get(key)?.value === value) cache.delete(key);
        });
        return value;
      },
    });
  },
  { name: 'roles', dependencies: ['chain'] },
);
