// Back-office role check against the registry (MANAGER_ROLE or DEFAULT_ADMIN_ROLE), cached briefly per wallet
// and dropped when the indexer sees RoleGranted/RoleRevoked (bus topic `roles`, payload = account).
import fp from 'fastify-plugin';
import { getAddress } from 'viem';

const TTL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    roles: {
      isBackOffice(wallet: string): Promise<boolean>;
      invalidate(account?: string): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const cache = new Map<string, { value: boolean; expires: number }>();
    app.bus.subscribe('roles', (account) => {
      if (account) cache.delete(account.toLowerCase());
      else cache.clear();
    });

    app.decorate('roles', {
      async isBackOffice(wallet: string) {
        const key = wallet.toLowerCase();
        const hit = cache.get(key);
        if (hit && hit.expires > Date.now()) return hit.value;
        const value = await app.chain.hasBackOfficeRole(getAddress(key));
        cache.set(key, { value, expires: Date.now() + TTL_MS });
        return value;
      },
      invalidate: (account?: string) => app.bus.publish('roles', account?.toLowerCase() ?? ''),
    });
  },
  { name: 'roles', dependencies: ['chain', 'event-bus'] },
);
