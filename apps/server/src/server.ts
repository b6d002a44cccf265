import { createApp, outboxDir } from './app';
import { openDatabase } from './db/client';
import type { Env } from './env';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger, type Logger } from './logger';
import { createAuth } from './modules/auth/auth';
import { createAccessService } from './modules/billing';
import { backgroundMailSettled } from './modules/mail/background-mail';
import { limitedMailer } from './modules/mail/limited-mailer';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { createRateCounter } from './modules/security/rate-limit-store';
import { createRevocations } from './modules/sync/revocations';
import { createSyncServer, type SyncServerOptions } from './modules/sync/sync-server';
import { createSnapshotsModule } from './modules/snapshots';
import { listenHttp } from './listen';
import { watchEventLoopDelay } from './reliability/event-loop-delay';
import { clientKeys } from './reliability/client-keys';
import { createLoadShedder } from './reliability/load-shedding';
import { createSessionCache } from './reliability/session-cache';

/** Hooks tests and later modules may supply. */
export interface BuildOptions {
  /** Whether a signed-in user may sync; default: the billing module's access decision. */
  canSync?: SyncServerOptions['canSync'];
  /** Overrides of the sync server (tests: a failing store, a low compaction threshold, fast rechecks). */
  sync?: Pick<SyncServerOptions, 'store' | 'compactAfterRows' | 'compactAfterBytes' | 'documentLimitBytes' | 'recheckMs' | 'debounceMs'>;
  /** The mail transport instead of SMTP or the outbox (tests: one that fails, or holds mail back). */
  mailer?: Mailer;
  /** The event-loop delay the load shedder reads (tests: a value they set); default: measured. */
  eventLoopDelayMs?: () => number;
}

/** Wires every part of the server from a validated environment; used by index.ts and by the tests. */
export async function buildServer(env: Env, logger: Logger = createLogger(env), options: BuildOptions = {}) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost'),
    timeoutMs: env.DATABASE_TIMEOUT_MS,
  });
  const transport =
    options.mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : createOutboxMailer(outboxDir(env), env.MAIL_FROM, logger));
  // Every mail, whichever route sends it, passes the per-recipient and per-client limits.
  const mailer = limitedMailer(transport, createRateCounter(database.db), env, logger);
  // Session lookups reused for SESSION_CACHE_SECONDS: the first bottleneck under load (README, Capacity).
  const sessionCache = createSessionCache({ ttlMs: env.SESSION_CACHE_SECONDS * 1000 });
  // A revoked session or an ended access closes its sync sockets at once, on every instance (through Redis).
  const revocations = await createRevocations(env.REDIS_URL, logger);
  const auth = sessionCache.wrap(createAuth({ env, db: database.db, mailer, secret: resolveAuthSecret(env), logger, onSessionRevoked: revocations.revoke }));
  const access = createAccessService(database.db, env);
  const canSync = options.canSync ?? (async (user) => (await access.hasAccess(user)).allowed);
  const loopDelay = options.eventLoopDelayMs ? undefined : watchEventLoopDelay();
  const shedder = createLoadShedder({
    maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
    maxInFlightPerClient: env.OVERLOAD_MAX_IN_FLIGHT_PER_CLIENT,
    clientKeys: (c) => clientKeys(c, env),
    maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 500),
    eventLoopDelayMs: options.eventLoopDelayMs ?? loopDelay!.delayMs,
  });
  const sync = await createSyncServer({ env, auth, db: database.db, logger, canSync, isOverloaded: shedder.isOverloaded, ...options.sync });
  revocations.onRevoke((userId) => {
    // Another instance's revocation: no session this one remembers may be reused.
    sessionCache.forget();
    sync.recheckUser(userId).catch((err: unknown) => logger.warn({ err, userId }, 'sync: recheck after a revocation failed'));
  });
  const snapshots = createSnapshotsModule({ db: database.db, logger });
  const app = createApp({ env, database, auth, logger, mailer, deleteDocument: (userId) => sync.deleteDocument(userId), snapshots, shed: shedder, onAccessChanged: revocations.revoke, sessionCacheGuard: sessionCache.guard });
  // Daily snapshots: a pass at start-up, then hourly; stopped (and awaited) before the database closes.
  const snapshotScheduler = snapshots.startScheduler();
  let http: Awaited<ReturnType<typeof listenHttp>> | undefined;
  let closed: Promise<void> | undefined;
  return {
    app,
    auth,
    database,
    logger,
    sync,
    shedder,
    sessionCache,
    snapshots: snapshots.service,
    /** Serves the app and the sync WebSocket on one port; port 0 picks a free one. */
    async listen(port = env.PORT, hostname = env.HOST) {
      http ??= await listenHttp({
        fetch: app.fetch,
        port,
        hostname,
        onUpgrade: sync.handleUpgrade,
        timeouts: { headersMs: env.HTTP_HEADERS_TIMEOUT_MS, requestMs: env.HTTP_REQUEST_TIMEOUT_MS },
      });
      return http;
    },
    /** Stops taking requests, stores every pending sync change, then closes the database (SIGTERM). */
    close() {
      closed ??= (async () => {
        http?.stopAccepting();
        await snapshotScheduler.stop();
        await sync.close();
        await revocations.close();
        await http?.close();
        // Sign-up mails still on their way (they count against the limits in the database).
        await backgroundMailSettled();
        await database.close();
        loopDelay?.stop();
      })();
      return closed;
    },
  };
}

export type BuiltServer = Awaited<ReturnType<typeof buildServer>>;
