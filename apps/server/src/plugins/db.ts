import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes the database to routes and closes it when the server closes (after in-flight requests). */
export const dbPlugin = fp<{ database: DatabaseHandle }>(async (app, { database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
});
