// Hot reads (validated catalogue, on-chain catalogue) kept as ready-to-send JSON, dropped when the indexer
// sees a chain event or a property record changes (bus topic `catalog`), and after a short TTL as a backstop.
import fp from 'fastify-plugin';

const TTL_MS = 15_000;

type Entry = { body: Buffer; expires: number };

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: {
      /** The cached UTF-8 JSON of `key`, computed once (concurrent callers share one computation). */
      get(key: string, load: () => Promise<unknown>): Promise<Buffer>;
      invalidate(): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    const loading = new Map<string, Promise<Buffer>>();
    let generation = 0;
    const clear = () => {
      generation++;
      entries.clear();
      loading.clear();
    };
    app.bus.subscribe('catalog', clear);

    app.decorate('catalogCache', {
      async get(key: string, load: () => Promise<unknown>): Promise<Buffer> {
        const hit = entries.get(key);
        if (hit && hit.expires > Date.now()) return hit.body;
        const pending = loading.get(key);
        if (pending) return pending;
        const startedIn = generation;
        const promise = (async () => {
          const body = Buffer.from(JSON.stringify(await load()));
          // A result computed across an invalidation may be stale: serve it once, do not keep it.
          if (startedIn === generation) entries.set(key, { body, expires: Date.now() + TTL_MS });
          return body;
        })();
        loading.set(key, promise);
        const forget = () => {
          if (loading.get(key) === promise) loading.delete(key);
        };
        promise.then(forget, forget);
        return promise;
      },
      invalidate: () => app.bus.publish('catalog'),
    });
  },
  { name: 'catalog-cache', dependencies: ['event-bus'] },
);
