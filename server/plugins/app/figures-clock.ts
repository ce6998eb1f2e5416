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
      /** The chain's head, once every figure that changes by chain time alone is brought to its time. */
      head(): Promise<Head>;
    };
  }
}

export default fp(
  async (app) => {
    /** The earliest chain time (s) at which a stored figure changes without an event; null: not known yet. */
    let next: number | null = null;
    let settling: Promise<void> | null = null;
    // Whatever the indexer or the back office changed may announce a price or record a distribution.
    app.bus.subscribe('catalog', () => {
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

    async function settle(head: Head) {
      await refreshFigures(
        { chain: app.chain, figures: app.propertyFigures },
        { tokens: new Set(), all: false },
        head.time,
      );
      await app.catalogCache.invalidate();
      next = await nextChange(head.time);
    }

    app.decorate('figuresClock', {
      async head() {
        const head = await app.chain.head();
        next ??= await nextChange(head.time);
        if (head.time < next) return head;
        // Concurrent requests share one reread.
        settling ??= settle(head).finally(() => {
          settling = null;
        });
        await settling;
        return head;
      },
    });
  },
  {
    name: 'figures-clock',
    dependencies: ['chain', 'event-bus', 'catalog-cache', 'property-figures-repository', 'income-repository'],
  },
);
