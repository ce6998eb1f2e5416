// Hot reads (validated catalogue, on-chain catalogue, and their pages) kept as ready-to-send JSON with a strong
// ETag, plus Brotli and gzip copies for clients that accept them, dropped when the indexer sees a chain event or a
// property record changes (bus topic `catalog`). A TTL is the backstop for an invalidation another process lost: an
// entry older than it is still sent at once while one refresh runs off the request path, so no request waits on a
// rebuild when nothing is known to have changed (an invalidation drops the entries: then the next request waits for
// figures that hold the change). Pages are keyed by their
// query string, so at most MAX_ENTRIES are kept (the oldest go first). A chain failure is kept for two
// seconds too, so a refusing or unreachable node gets one call per catalogue, not one per request.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { CachedJson, Loaded } from '../../lib/cached-json-route.ts';
import { isChainConnectivityError } from '../../lib/chain-errors.ts';
import { COMPRESS_FROM_BYTES, compressors, type Encoding } from '../../lib/compression.ts';

export type { CachedJson, Loaded, Representation } from '../../lib/cached-json-route.ts';

const TTL_MS = 15_000;
/** An entry past its TTL is sent while a refresh runs, but not beyond this age: then the request waits again. */
const STALE_MAX_MS = 4 * TTL_MS;
/** Entries kept at most (whole catalogues and pages together): distinct page queries cannot grow memory. */
export const MAX_ENTRIES = 1_000;
/** A catalogue the chain could not give is answered 503 from memory for this long: the node is not hammered. */
export const FAILURE_TTL_MS = 2_000;
type Entry = CachedJson & { expires: number };

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: {
      /** The cached JSON of `key`, computed once (concurrent callers share one computation). */
      get(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
      /** Like `get`, for a loader that also gives the headers to send (a page and its Content-Range). */
      getWithHeaders(key: string, load: () => Promise<Loaded>): Promise<CachedJson>;
      /** The cached JSON of `key` if it is there and fresh, without computing anything. */
      peek(key: string): CachedJson | undefined;
      invalidate(): Promise<void>;
    };
  }
}

const hashOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

async function cachedJson({ value, headers = {} }: Loaded): Promise<CachedJson> {
  const body = Buffer.from(JSON.stringify(value));
  const hash = hashOf(body);
  const encoded: CachedJson['encoded'] = {};
  if (body.length >= COMPRESS_FROM_BYTES) {
    // Off the event loop (zlib thread pool); each representation has a tag of its own.
    await Promise.all(
      (Object.keys(compressors) as Encoding[]).map(async (encoding) => {
        encoded[encoding] = {
          body: await compressors[encoding](body),
          etag: `"${hash}-${encoding}"`,
        };
      }),
    );
  }
  return { body, etag: `"${hash}"`, encoded, headers };
}

export default fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    const failures = new Map<string, { error: unknown; expires: number }>();
    const loading = new Map<string, Promise<CachedJson>>();
    let generation = 0;
    const clear = () => {
      generation++;
      entries.clear();
      failures.clear();
      loading.clear();
    };
    app.bus.subscribe('catalog', clear);

    const fresh = (key: string) => {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit : undefined;
    };
    /** A fresh entry, counted as a cache hit (a miss is counted by the `get` that follows). */
    const peek = (key: string) => {
      const hit = fresh(key);
      if (hit) app.metrics.cache.inc({ result: 'hit' });
      return hit;
    };

    const keep = (key: string, entry: Entry) => {
      entries.delete(key);
      // Map order is insertion order: the first key is the oldest entry.
      while (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, entry);
    };

    async function getWithHeaders(key: string, load: () => Promise<Loaded>): Promise<CachedJson> {
      const hit = fresh(key);
      if (hit) {
        app.metrics.cache.inc({ result: 'hit' });
        return hit;
      }
      // Past its TTL with no invalidation since: sent as it is, and computed again off the request path (one
      // refresh at a time, none while a failure is kept), for at most STALE_MAX_MS past its TTL.
      const previous = entries.get(key);
      if (previous && previous.expires + STALE_MAX_MS > Date.now()) {
        app.metrics.cache.inc({ result: 'stale' });
        const failed = failures.get(key);
        if (!loading.has(key) && !(failed && failed.expires > Date.now()))
          compute(key, load).catch((error: unknown) =>
            app.log.warn(
              { err: error, key },
              'catalogue cache refresh failed; the previous copy is sent meanwhile',
            ),
          );
        return previous;
      }
      app.metrics.cache.inc({ result: 'miss' });
      return compute(key, load);
    }

    /** Computes `key`, once for concurrent callers, and keeps it unless an invalidation came meanwhile. */
    function compute(key: string, load: () => Promise<Loaded>): Promise<CachedJson> {
      const failed = failures.get(key);
      if (failed && failed.expires > Date.now()) return Promise.reject(failed.error);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = (async () => {
        let loaded: Loaded;
        try {
          loaded = await load();
        } catch (error) {
          if (isChainConnectivityError(error) && startedIn === generation) {
            if (failures.size >= MAX_ENTRIES) failures.clear();
            failures.set(key, { error, expires: Date.now() + FAILURE_TTL_MS });
          }
          throw error;
        }
        failures.delete(key);
        const json = await cachedJson(loaded);
        // A result computed across an invalidation may be stale: serve it once, do not keep it.
        if (startedIn === generation) keep(key, { ...json, expires: Date.now() + TTL_MS });
        return json;
      })();
      loading.set(key, promise);
      const forget = () => {
        if (loading.get(key) === promise) loading.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    }

    app.decorate('catalogCache', {
      peek,
      getWithHeaders,
      get: (key: string, load: () => Promise<unknown>) =>
        getWithHeaders(key, async () => ({ value: await load() })),
      invalidate: () => app.bus.publish('catalog'),
    });
  },
  { name: 'catalog-cache', dependencies: ['event-bus', 'metrics'] },
);
