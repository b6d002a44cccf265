import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** A WebSocket class for the provider that sends the given headers (the session cookie) with the upgrade. */
export function webSocketWithHeaders(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
      // ws reports a socket destroyed mid-handshake as an 'error' event after the provider has already
      // removed its listeners; without one, Node would treat it as an uncaught exception.
      this.on('error', () => undefined);
    }
  };
}

export type SyncOutcome = { synced: true } | { refused: string };

export interface SyncTestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** The first of: synced with the server, or refused (with the server's reason). */
  outcome: Promise<SyncOutcome>;
  /** Resolves once the server has acknowledged every local change. */
  allSent(): Promise<void>;
  /** The next refusal from now on (after a reconnect, for example). */
  nextRefusal(): Promise<string>;
  destroy(): void;
}

/** A Node stand-in for the browser's sync client, connected to a real server. */
export function connectSyncClient(options: {
  url: string;
  documentName: string;
  cookie?: string;
  headers?: Record<string, string>;
  doc?: Y.Doc;
}): SyncTestClient {
  const doc = options.doc ?? new Y.Doc();
  const headers = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: options.url,
    WebSocketPolyfill: webSocketWithHeaders(headers),
    // Retry fast: tests restart servers.
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
  });
  const provider = new HocuspocusProvider({ websocketProvider, name: options.documentName, document: doc });
  provider.attach();
  const outcome = new Promise<SyncOutcome>((resolve) => {
    provider.on('synced', () => resolve({ synced: true }));
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => resolve({ refused: reason }));
  });
  return {
    doc,
    provider,
    outcome,
    allSent: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (provider.isSynced && !provider.hasUnsyncedChanges) {
            provider.off('unsyncedChanges', check);
            provider.off('synced', check);
            resolve();
          }
        };
        provider.on('unsyncedChanges', check);
        provider.on('synced', check);
        check();
      }),
    nextRefusal: () =>
      new Promise<string>((resolve) => {
        provider.on('authenticationFailed', ({ reason }: { reason: string }) => resolve(reason));
      }),
    destroy: () => {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
}

/** Polls `condition` until it holds; fails with `message` after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, message: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
