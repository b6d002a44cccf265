import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Database } from './db/client';
import { isDatabaseUnavailable, STORAGE_UNAVAILABLE } from './db/database-unavailable';
import type { Env } from './env';
import type { Logger } from './logger';
import type { LoadShedder } from './reliability/load-shedding';
import type { Mailer } from './modules/mail/mailer';
import type { Auth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { mailRouteLimits } from './modules/auth/mail-route-limits';
import { callerAddress } from './modules/auth/sign-in-limit';
import { mailScope } from './modules/mail/mail-scope';
import { accountRoutes } from './modules/account/account-routes';
import { agentsRoutes, TRIGGER_BODY_LIMIT } from './modules/agents/agents-routes';
import { agentRunGate } from './modules/agents/run-gate';
import { createRunSlots } from './modules/agents/run-slots';
import { adminRoutes } from './modules/admin/admin-routes';
import { createBillingModule } from './modules/billing';
import { calendarModule } from './modules/calendar';
import { outboxRoutes } from './modules/mail/outbox-routes';
import { musicModule } from './modules/music';
import { createScriptureService, scriptureRoutes } from './modules/scripture';
import { faviconModule } from './modules/favicons';
import { backgroundsModule } from './modules/backgrounds';
import { backgroundPhotosModule } from './modules/background-photos';
import { avatarsModule } from './modules/avatars';
import { createDecodeQueue } from './modules/images/decode-queue';
import { uploadGate } from './modules/images/upload-gate';
import type { SnapshotsModule } from './modules/snapshots';
import { compressApi } from './modules/web/compress-api';
import { webRoutes } from './modules/web/web-routes';
import { trustedOrigins } from './modules/auth/auth';
import { apiBodyLimit } from './modules/security/body-limits';
import { healthCheck } from './modules/security/health-check';
import { loopbackOnly } from './modules/security/loopback-only';
import { noStore } from './modules/security/no-store';
import { nulGuard } from './modules/security/nul-guard';
import { createRateCounter } from './modules/security/rate-limit-store';
import { sameOriginGuard } from './modules/security/same-origin-guard';
import { extensionCors } from './modules/extension/extension-origins';
import { extensionDownloads } from './modules/extension/extension-downloads';
import { securityHeaders } from './modules/security/security-headers';

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** The sync server's: closes and removes a deleted account's document. */
  deleteDocument: (userId: string) => Promise<unknown>;
  /** Server-side snapshots of each user's document (its scheduler is started by server.ts). */
  snapshots: SnapshotsModule;
  /** Each client's share (429) and the server-wide limits (503) of reliability/load-shedding.ts. */
  shed?: Pick<LoadShedder, 'clientShare' | 'middleware' | 'overloadReason'>;
  /** Tells every instance a user's access changed (their sync sockets are checked again at once). */
  onAccessChanged?: (userId: string) => void;
  /** Empties the session cache around requests that could sign in or out (reliability/session-cache.ts). */
  sessionCacheGuard?: MiddlewareHandler;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'mail');
}

export function createApp({ env, database, auth, logger, mailer, deleteDocument, snapshots, shed, sessionCacheGuard, onAccessChanged }: AppDeps) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;

  app.use('*', requestId());
  app.use('*', securityHeaders({ baseUrl: env.BASE_URL, indexHtmlPath: path.join(webDist, 'index.html') }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        // Bounded: a path is the client's to write.
        path: c.req.path.slice(0, 300),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.onError((error, c) => {
    // The database restarting or away: the request may be retried in a moment, it is no bug of ours.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ requestId: c.get('requestId'), err: error }, 'database unavailable');
      return c.json(STORAGE_UNAVAILABLE, 503);
    }
    logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: 'An unexpected error occurred' }, 500);
  });

  app.get('/healthz', healthCheck(database, env, logger, shed?.overloadReason));
  // The API only: the page and its files cost a read each and are what a new tab needs to show the user anything,
  // even a 'busy' notice. A client's share counts from its headers, its body's wait included.
  if (shed) app.use('/api/*', shed.clientShare);
  if (sessionCacheGuard) app.use('*', sessionCacheGuard);
  // Paths and queries everywhere (the sandbox pages look ids up); bodies under /api, after their size limit.
  app.use('*', nulGuard({ body: false }));

  // JSON answers above 1 KB gzipped (the built files are precompressed; /sync is a WebSocket).
  app.use('/api/*', compressApi());
  const api = new Hono();
  // The new-tab extension calls from its own origin, accepted only when listed in EXTENSION_ORIGINS (first,
  // so refusals below carry the CORS headers the extension needs to read them).
  api.use('*', extensionCors(env.EXTENSION_ORIGINS));
  api.use('*', noStore());
  // A picture upload (a background, a profile picture) is admitted (one per user, a few on the server, whichever
  // kind) before its body is read; one gate and one decoding queue for both, since decoding is what they share.
  const imageUploads = uploadGate(auth, env.BACKGROUND_UPLOADS_AT_ONCE);
  const decode = createDecodeQueue();
  api.use('/backgrounds/mine', imageUploads);
  api.use('/avatars/mine', imageUploads);
  // So is an agent run, with its upload's bytes: a run past the bounds never has its upload held in memory.
  const agentSlots = createRunSlots({
    perUser: env.AGENT_CONCURRENT_RUNS_PER_USER,
    total: env.AGENT_CONCURRENT_RUNS,
    bytes: env.AGENT_UPLOADS_IN_FLIGHT_MB * 1024 * 1024,
  });
  api.use('/agents/*', agentRunGate(auth, agentSlots, TRIGGER_BODY_LIMIT));
  api.use('*', apiBodyLimit(env.HTTP_BODY_TIMEOUT_MS));
  // The server-wide limits count a request once its body is in: a slow body holds its own client's share only.
  if (shed) api.use('*', shed.middleware);
  api.use('*', nulGuard({ body: true }));
  // The payment provider's webhook is the one state-changing route other sites call: its signature is its proof.
  api.use('*', sameOriginGuard({ origins: trustedOrigins(env), exempt: ['/api/billing/webhook'], extensionOrigins: env.EXTENSION_ORIGINS, imagePaths: ['/api/backgrounds/mine', '/api/avatars/mine'] }));
  const counter = createRateCounter(database.db);
  // Mail: a limit refused or a delivery failed answers 429 or 503 (mail-scope.ts); the routes that mail
  // an address from their body are limited by path before they work (mail-route-limits.ts).
  api.use('*', mailScope((c) => callerAddress(c, env)));
  api.use('*', mailRouteLimits(env, counter));
  api.route('/', authRoutes(auth, database.db, env, counter, mailer));
  const billing = createBillingModule({ env, db: database.db, auth, logger, onAccessChanged });
  api.route('/billing', billing.apiRoutes);
  api.route('/data', billing.dataPingRoutes);
  api.route('/calendar', calendarModule({ env, db: database.db, auth, access: billing.access, logger }));
  api.route('/agents', agentsRoutes({ env, db: database.db, auth, access: billing.access, logger }));
  const scripture = createScriptureService({ preload: env.NODE_ENV === 'production' });
  api.route('/scripture', scriptureRoutes({ scripture }));
  const userDeletion = { db: database.db, logger, billing: billing.billing, deleteDocument };
  api.route('/admin', adminRoutes({ ...userDeletion, auth }));
  api.route('/account', accountRoutes({ ...userDeletion, auth, env, mailer, counter }));
  api.route('/favicon', faviconModule({ env, auth }));
  api.route('/backgrounds', backgroundsModule({ db: database.db, auth, access: billing.access, decode, logger }));
  api.route('/avatars', avatarsModule({ db: database.db, auth, access: billing.access, decode, logger }));
  api.route('/background-photos', backgroundPhotosModule({ env, logger }));
  api.route('/snapshots', snapshots.routes(auth, billing.access));
  api.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404));
  app.route('/api', api);

  // The outbox shows every sign-in link: served only without real mail, outside production, and only
  // to callers on this machine (env.ts refuses to listen on a network with it unless told to).
  if (env.NODE_ENV !== 'production' && !env.SMTP_URL) {
    logger.warn(
      { path: '/dev/mail', dir: outboxDir(env) },
      'The development outbox is on at /dev/mail: every mail, sign-in links included, is saved to disk and shown to this machine. ' +
        'Never serve this server through a proxy; set SMTP_URL to send real mail.',
    );
    app.use('/dev/mail', loopbackOnly());
    app.use('/dev/mail/*', loopbackOnly());
    app.route('/dev/mail', outboxRoutes(outboxDir(env)));
  }
  // The sandbox gives subscriptions away: in development it answers this machine only, like the outbox,
  // unless the operator chose to serve it to the network (INSECURE_DEV_ON_NETWORK).
  if (env.NODE_ENV !== 'production' && !env.INSECURE_DEV_ON_NETWORK) app.use('/sandbox/*', loopbackOnly());
  app.route('/sandbox', billing.sandboxRoutes);
  // Focus music (catalogue and generated audio) before the web app's catch-all.
  app.route('/static/music', musicModule(env, logger).routes);
  // The new-tab extension's zips, offered in Settings > Browser extension.
  app.route('/extension', extensionDownloads({ server: env.BASE_URL }));

  app.route('/', webRoutes(webDist));
  return app;
}
