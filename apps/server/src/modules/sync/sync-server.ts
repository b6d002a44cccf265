import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document, type Extension, type onAuthenticatePayload, type WebSocketLike } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';
import { SERVER_BUSY_CLOSE, SYNC_MESSAGE_LIMIT_BYTES, SYNC_PATH, TOO_MANY_CONNECTIONS_CLOSE, userDocumentName } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { trustedOrigins } from '../auth/auth';
import { keyedLimit } from './connection-caps';
import { allowEveryone, authorizeSync, type CanSync } from './sync-auth';
import { flushStores } from './sync-flush';
import { createPersistence } from './sync-persistence';
import { redisExtension } from './sync-redis';
import { SyncRefusal } from './sync-refusal';
import { createSyncStore, type SyncStore } from './sync-store';
import { upgradeAddress } from './upgrade-address';

export interface SyncServerOptions {
  env: Env;
  auth: Auth;
  db: AppDb;
  logger: Logger;
  canSync?: CanSync;
  /** Replace the database store (tests). */
  store?: SyncStore;
  compactAfterRows?: number;
  compactAfterBytes?: number;
  documentLimitBytes?: number;
  /** How often open connections are re-authorised (session still valid, access still granted). */
  recheckMs?: number;
  /** Quiet time before a changed document is stored (tests lengthen it to exercise shutdown). */
  debounceMs?: number;
  /** Whether the server is past its load limits (reliability/load-shedding.ts): new connections are closed. */
  isOverloaded?: () => boolean;
}

/** A capacity limit closed the socket itself; empty message: Hocuspocus prints hook errors that have one. */
class CapacityRefusal extends Error {
  constructor() {
    super('');
    this.name = 'CapacityRefusal';
  }
}

interface OpenSocket {
  close(code: number, reason: string): void;
  address: string;
  /** The account counted against SYNC_MAX_CONNECTIONS_PER_USER once this socket authenticated. */
  user?: string;
}

type UpgradeSocket = Duplex;

/** WebSocket close code for a refused user (Hocuspocus's own 'Forbidden'). */
const FORBIDDEN_CLOSE = 4403;

function reject(socket: UpgradeSocket, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The Yjs sync server: Hocuspocus on the app's own HTTP server at SYNC_PATH, authorised by the
 * session cookie of the upgrade request and stored append-only in the app's database.
 */
export async function createSyncServer(options: SyncServerOptions) {
  const { env, auth, db, logger } = options;
  const canSync = options.canSync ?? allowEveryone;
  const store = options.store ?? createSyncStore(db);
  const deleted = new Set<string>();
  // The listed new-tab extension origins too (EXTENSION_ORIGINS), as exact strings.
  const origins = new Set([...trustedOrigins(env), ...env.EXTENSION_ORIGINS]);
  let closing = false;
  const perAddress = keyedLimit(env.SYNC_MAX_CONNECTIONS_PER_ADDRESS);
  const perUser = keyedLimit(env.SYNC_MAX_CONNECTIONS_PER_USER);
  const sockets = new Map<string, OpenSocket>();

  /** Counts the socket against its account's limit, and refuses a new document past SYNC_MAX_DOCUMENTS. */
  function admit(socketId: string, userId: string, documentName: string) {
    const socket = sockets.get(socketId);
    if (!socket) return;
    if (socket.user !== userId) {
      if (!perUser.acquire(userId)) {
        logger.warn({ userId, limit: env.SYNC_MAX_CONNECTIONS_PER_USER }, 'sync connection refused: too many for this account');
        socket.close(TOO_MANY_CONNECTIONS_CLOSE, 'too many connections for this account');
        throw new CapacityRefusal();
      }
      if (socket.user) perUser.release(socket.user);
      socket.user = userId;
    }
    if (!hocuspocus.documents.has(documentName) && hocuspocus.getDocumentsCount() >= env.SYNC_MAX_DOCUMENTS) {
      logger.warn({ limit: env.SYNC_MAX_DOCUMENTS }, 'sync connection refused: too many documents in memory');
      socket.close(SERVER_BUSY_CLOSE, 'server at capacity');
      throw new CapacityRefusal();
    }
  }

  const extensions: Extension[] = [
    createPersistence({
      store,
      logger,
      compactAfterRows: options.compactAfterRows ?? 200,
      compactAfterBytes: options.compactAfterBytes ?? SYNC_MESSAGE_LIMIT_BYTES / 2,
      // A client can send a document of at most one message: the app keeps well under it (12 MB).
      documentLimitBytes: options.documentLimitBytes ?? SYNC_MESSAGE_LIMIT_BYTES,
      isDeleted: (name) => deleted.has(name),
    }),
  ];
  if (env.REDIS_URL) extensions.push(await redisExtension(env.REDIS_URL));

  const hocuspocus = new Hocuspocus({
    name: 'lodestar-sync',
    quiet: true,
    debounce: options.debounceMs ?? 500,
    maxDebounce: Math.max(5_000, options.debounceMs ?? 0),
    extensions,
    async onAuthenticate({ requestHeaders, documentName, socketId }: onAuthenticatePayload) {
      try {
        const user = await authorizeSync({ auth, canSync }, requestHeaders, documentName);
        admit(socketId, user.id, documentName);
        return { user };
      } catch (error) {
        if (error instanceof SyncRefusal) logger.info({ documentName, socketId, reason: error.reason }, 'sync refused');
        throw error;
      }
    },
  });

  const ws = crossws({
    // A whole document can arrive in one message on a first sync. The app keeps documents well under this
    // (DOCUMENT_SIZE_LIMIT_BYTES); a larger message closes the socket with 1009 'Message Too Big', which
    // the client explains to the user.
    serverOptions: { maxPayload: SYNC_MESSAGE_LIMIT_BYTES },
    hooks: {
      upgrade(request) {
        // Browsers send cookies with cross-site WebSocket upgrades too: only our own pages may connect.
        const origin = request.headers.get('origin');
        if (origin && !origins.has(origin)) return new Response('Forbidden', { status: 403 });
      },
      open(peer) {
        // Closed with a code the app explains (sync-capacity.ts in core); the provider retries with a growing delay.
        if (options.isOverloaded?.()) return peer.close(SERVER_BUSY_CLOSE, 'server busy');
        const address = upgradeAddress(peer.request.headers, peer.remoteAddress, env);
        if (!perAddress.acquire(address)) {
          logger.warn({ address, limit: env.SYNC_MAX_CONNECTIONS_PER_ADDRESS }, 'sync connection refused: too many from this address');
          return peer.close(TOO_MANY_CONNECTIONS_CLOSE, 'too many connections from this address');
        }
        const connection = hocuspocus.handleConnection(peer.websocket as unknown as WebSocketLike, peer.request as Request);
        // The id Hocuspocus hands onAuthenticate (private in its types).
        const socketId = (connection as unknown as { socketId: string }).socketId;
        sockets.set(socketId, { close: (code, reason) => peer.close(code, reason), address });
        Object.assign(peer, { hocuspocus: connection, socketId });
      },
      message(peer, message) {
        (peer as unknown as { hocuspocus?: { handleMessage(data: Uint8Array): void } }).hocuspocus?.handleMessage(message.uint8Array());
      },
      close(peer, event) {
        const { hocuspocus: connection, socketId } = peer as unknown as {
          hocuspocus?: { handleClose(event: { code?: number; reason?: string }): void };
          socketId?: string;
        };
        connection?.handleClose({ code: event.code, reason: event.reason });
        const socket = socketId === undefined ? undefined : sockets.get(socketId);
        if (!socket) return;
        sockets.delete(socketId!);
        perAddress.release(socket.address);
        if (socket.user) perUser.release(socket.user);
      },
      error(peer, error) {
        logger.warn({ err: error, peer: peer.id }, 'sync socket error');
      },
    },
  });

  /** Closes a document's connections whose session or access has ended since they connected. */
  async function recheckDocument(document: Document) {
    for (const connection of document.getConnections()) {
      try {
        await authorizeSync({ auth, canSync }, connection.request.headers, document.name);
      } catch (error) {
        if (!(error instanceof SyncRefusal) || error.reason === 'unavailable') continue;
        logger.info({ documentName: document.name, reason: error.reason }, 'sync connection closed on recheck');
        connection.webSocket.close(FORBIDDEN_CLOSE, error.reason);
      }
    }
  }
  async function recheck() {
    for (const document of hocuspocus.documents.values()) await recheckDocument(document);
  }
  const recheckTimer = setInterval(() => void recheck(), options.recheckMs ?? env.SYNC_RECHECK_SECONDS * 1000);
  recheckTimer.unref();

  return {
    hocuspocus,
    /**
     * A user's session was revoked or their access changed (sync/revocations.ts, from any instance): their
     * sockets on this instance are checked now, and the ones whose session or access is gone are closed.
     */
    async recheckUser(userId: string) {
      const document = hocuspocus.documents.get(userDocumentName(userId));
      if (document) await recheckDocument(document);
    },

    /** Open sockets counted against the limits (tests and the load kit). */
    openSockets: () => sockets.size,

    /** The node HTTP server's 'upgrade' listener. */
    handleUpgrade(request: IncomingMessage, socket: UpgradeSocket, head: Buffer) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== SYNC_PATH) return reject(socket, 404, 'Not Found');
      if (closing) return reject(socket, 503, 'Service Unavailable');
      void ws.handleUpgrade(request, socket, head);
    },

    /**
     * Forgets a user's document (account deletion): closes its connections, makes sure no pending
     * store writes it again, and deletes its rows.
     */
    async deleteDocument(userId: string) {
      const name = userDocumentName(userId);
      deleted.add(name);
      const document = hocuspocus.documents.get(name);
      for (const connection of document?.getConnections() ?? []) connection.webSocket.close(FORBIDDEN_CLOSE, 'forbidden');
      return store.remove(name);
    },

    /** Runs every pending store now and waits for it. */
    flush: () => flushStores(hocuspocus),

    /** Stops accepting connections, closes the open ones and stores everything before returning. */
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(recheckTimer);
      ws.closeAll(1001, 'server shutting down', false);
      const stored = await flushStores(hocuspocus, { waitForConnections: true });
      if (!stored) logger.error({ documents: hocuspocus.getDocumentsCount() }, 'sync: some documents could not be stored before exit');
      ws.closeAll(1001, 'server shutting down', true);
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}

export type SyncServer = Awaited<ReturnType<typeof createSyncServer>>;
