import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Auth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { createBillingModule } from './modules/billing';
import { outboxRoutes } from './modules/mail/outbox-routes';
import { webRoutes } from './modules/web/web-routes';

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** The sync server's: closes and removes a deleted account's document. */
  deleteDocument: (userId: string) => Promise<unknown>;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'mail');
}

export function createApp({ env, database, auth, logger, deleteDocument }: AppDeps) {
  const app = new Hono<{ Variables: { requestId: string } }>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.onError((error, c) => {
    logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: 'An unexpected error occurred' }, 500);
  });

  app.get('/healthz', async (c) => {
    await database.db.execute('select 1');
    return c.json({ status: 'ok', database: database.driver });
  });

  const api = new Hono();
  api.route('/', authRoutes(auth, database.db, env));
  const billing = createBillingModule({ env, db: database.db, auth, logger });
  api.route('/billing', billing.apiRoutes);
  api.route('/data', billing.dataPingRoutes);
  const userDeletion = { db: database.db, logger, billing: billing.billing, deleteDocument };
  api.route('/admin', adminRoutes({ ...userDeletion, auth }));
  api.route('/account', accountRoutes({ ...userDeletion, auth, env }));
  api.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404));
  app.route('/api', api);

  if (env.NODE_ENV !== 'production') app.route('/dev/mail', outboxRoutes(outboxDir(env)));
  app.route('/sandbox', billing.sandboxRoutes);

  app.route('/', webRoutes(env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist));
  return app;
}
