// Invalidation messages between API processes: Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY
// (PGlite: this process only). Messages reach this process at once, and the others shortly after.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export type Topic = 'catalog';
type Listener = (payload: string) => void;

/** PostgreSQL NOTIFY channel (one database = one deployment). */
const PG_CHANNEL = 'realestate_invalidate';

declare module 'fastify' {
  interface FastifyInstance {
    bus: {
      publish(topic: Topic, payload?: string): Promise<void>;
      subscribe(topic: Topic, listener: Listener): void;
    };
  }
}

export default fp(
  async (app) => {
    const origin = randomUUID();
    const listeners = new Map<Topic, Set<Listener>>();
    const deliver = (topic: Topic, payload: string) => {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          app.log.error({ err: error, topic }, 'invalidation listener failed');
        }
      }
    };
    const onMessage = (raw: string) => {
      try {
        const message = JSON.parse(raw) as { origin: string; topic: Topic; payload: string };
        if (message.origin !== origin) deliver(message.topic, message.payload);
      } catch {
        app.log.warn('ignored a malformed invalidation message');
      }
    };

    const flushAll = () => {
      for (const topic of listeners.keys()) deliver(topic, '');
    };

    let send: (message: string) => Promise<void>;
    if (app.redis) {
      const subscriber = app.redis.duplicate();
      subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber error'));
      // ioredis reconnects and subscribes again by itself; what was published meanwhile is lost.
      let ready = false;
      subscriber.on('ready', () => {
        if (ready) flushAll();
        ready = true;
      });
      const channel = `${app.config.redisPrefix}invalidate`;
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel, message) => onMessage(message));
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
      const redis = app.redis;
      send = async (message) => {
        await redis.publish(channel, message);
      };
    } else if (app.db.engine === 'postgres') {
      // Invalidations sent while the LISTEN session was down are lost: drop every cache once it is back.
      const unlisten = await app.db.listen(PG_CHANNEL, onMessage, flushAll);
      app.addHook('onClose', unlisten);
      send = (message) => app.db.notify(PG_CHANNEL, message);
    } else {
      send = async () => {};
    }

    app.decorate('bus', {
      async publish(topic: Topic, payload = '') {
        deliver(topic, payload);
        try {
          await send(JSON.stringify({ origin, topic, payload }));
        } catch (error) {
          // Other processes fall back on their cache TTLs.
          app.log.warn({ err: error, topic }, 'could not publish an invalidation');
        }
      },
      subscribe(topic: Topic, listener: Listener) {
        let set = listeners.get(topic);
        if (!set) {
          set = new Set();
          listeners.set(topic, set);
        }
        set.add(listener);
      },
    });
  },
  { name: 'event-bus', dependencies: ['database', 'redis'] },
);
