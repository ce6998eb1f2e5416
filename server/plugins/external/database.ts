// The database (PGlite by default, PostgreSQL with DATABASE_URL), migrated at boot.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { openPostgres } from '../../db/postgres.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp(
  async (app) => {
    const { databaseUrl, dataDir } = app.config;
    const onConnectionEvent = (event: string, error?: unknown) => {
      if (event.endsWith('restored')) app.log.info({ component: 'database' }, event);
      else app.log.warn({ component: 'database', err: error }, event);
    };
    const db = databaseUrl
      ? await openPostgres(databaseUrl, { onConnectionEvent })
      : await openPglite(dataDir);
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied, engine: db.engine }, 'database migrated');
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
