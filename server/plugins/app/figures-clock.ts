// Figures that change with the chain's clock alone (docs/api.md#chain-time): an announced price comes into force,
// a distribution leaves the realised-yield window, and no event tells the indexer. Every route that serves such a
// figure first asks for the head through `figuresClock.head()`: when the head's time has passed the earliest of
// those moments, the due properties are reread from the lens and the catalogue caches dropped (in every process)
// before anything is answered. So a figure served at a head is the figure at that head's time, whether or not the
// indexer has passed it yet.
import fp from 'fastify-plugin';
import { YIELD_WINDOW_SECONDS } from '#core/realizedYield.ts';
import { refreshFigures } from '../../indexer/property-figures.ts';

export type Head = { block: bigint; time: number };

declare module 'fastify' {
  interface FastifyInstance {
    figuresClock: {
      /**
       * The chain's head, once every figure that changes by chain time alone is brought to its time; `fresh` reads
       * the head anew instead of the one kept for a second (chain.head).
       */
      head(options?: { fresh?: boolean }): Promise<Head>;
    };
  }
}

/** A reread that failed is not tried again for this long: a node or database in trouble is not asked per request. */
const FAILURE_MS = 1_000;
/** Rereads one request runs at most: one started for an older head may leave figures due at this one. */
const MAX_ROUNDS = 3;

export default fp(
  async (app) => {
    /** The earliest chain time (s) at which a stored figure changes without an event; null: to work out again. */
    let next: number | null = null;
    /** Counts invalidations: a `next` worked out across one may miss what it brought, and is not kept. */
    let generation = 0;
    let settling: Promise<void> | null = null;
    let failure: { error: unknown; at: number } | null = null;
    // Whatever the indexer or the back office changed may announce a price or record a distribution.
    app.bus.subscribe('catalog', () => {
      generation++;
      next = null;
    });

    async function nextChange(now: number): Promise<number> {
      const [price, firstRecent] = await Promise.all([
        app.propertyFigures.nextPriceAt(),
        app.incomeRepository.firstSince(new Date((now - YIELD_WINDOW_SECONDS) * 1000)),
      ]);
      // The window counts a distribution while its time is at most a window old: it leaves one second later.
      const leaves = firstRecent ? Math.floor(firstRecent.getTime() / 1000) + YIELD_WINDOW_SECONDS + 1 : null;
      return Math.min(price ?? Number.POSITIVE_INFINITY, leaves ?? Number.POSITIVE_INFINITY);
    }

    async function nextAt(now: number): Promise<number> {
      if (next !== null) return next;
      const started = generation;
      const at = await nextChange(now);
      if (started === generation) next = at;
      return at;
    }

    /** Rereads the properties whose price is due at `head` and drops the caches (which makes `next` unknown). */
    async function settle(head: Head) {
      await refreshFigures(
        { chain: app.chain, figures: app.propertyFigures },
        { tokens: new Set(), all: false },
        head.time,
        { onlyNewer: true },
      );
      await app.catalogCache.invalidate();
    }

    app.decorate('figuresClock', {
      async head(options?: { fresh?: boolean }) {
        const head = await app.chain.head(options);
        for (let round = 0; round < MAX_ROUNDS && head.time >= (await nextAt(head.time)); round++) {
          if (failure && Date.now() - failure.at < FAILURE_MS) throw failure.error;
          // Concurrent requests share one reread.
          settling ??= settle(head)
            .then(
              () => {
                failure = null;
              },
              (error: unknown) => {
                failure = { error, at: Date.now() };
                throw error;
              },
            )
            .finally(() => {
              settling = null;
            });
          await settling;
        }
        return head;
      },
    });
  },
  {
    name: 'figures-clock',
    dependencies: ['chain', 'event-bus', 'catalog-cache', 'property-figures-repository', 'income-repository'],
  },
);
