// Its own lazy chunk: a signed-out visitor never downloads the provider.
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import type { Doc } from 'yjs';
import { DOCUMENT_TOO_LARGE_CLOSE, MESSAGE_TOO_BIG_CLOSE, SYNC_REFUSALS, SYNC_SIZE_MESSAGES, type SyncRefusalReason } from '@lodestar/core';
import { dismiss, notify } from '../notifications';
import { CAPACITY_NOTICE_ID, capacityNotice } from './capacity-notice';
import { watchConnectivity } from './connectivity';
import { watchIdleRelease } from './idle-release';
import type { StatusSink } from './sync-types';

const RETRY_UNAVAILABLE_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Connects the document to the sync server. The session cookie goes with the WebSocket upgrade, so no
 * token is handled here. Edits made offline are already in IndexedDB and in the document; the
 * provider sends them when it reconnects, which the browser's `online` event triggers at once. A tab
 * hidden for a while lets go of its connection (idle-release.ts) and takes it back when shown again.
 */
export function connectToServer(options: { doc: Doc; store: StatusSink; url: string; documentName: string }): () => void {
  const { doc, store } = options;
  const socket = new HocuspocusProviderWebsocket({ url: options.url, maxDelay: 30_000 });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: options.documentName, document: doc });
  let unavailableRetries = 0;
  // A fresh socket re-sends the session cookie, the auth message and the sync step. disconnect() would
  // leave the status 'connected' until the close event, so connect() would return at once and the
  // socket would stay closed for good; closing the way the provider's own dead-socket check does
  // marks it disconnected at once.
  const reconnect = () => {
    if (socket.status !== WebSocketStatus.Disconnected) socket.onClose({ event: { code: 4408, reason: 'reconnect' } });
    void socket.connect();
  };
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const retryLater = () => {
    const delay = RETRY_UNAVAILABLE_MS[Math.min(unavailableRetries, RETRY_UNAVAILABLE_MS.length - 1)]!;
    unavailableRetries += 1;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!idle.released) reconnect();
    }, delay);
  };

  let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const refresh = () => {
    // An open socket may not notice the network is gone until its timeout: trust the browser.
    const connected = !offline && socket.status === WebSocketStatus.Connected && provider.isAuthenticated;
    store.updateStatus({ connected, synced: connected && provider.isSynced && !provider.hasUnsyncedChanges });
  };

  provider.on('status', refresh);
  provider.on('synced', refresh);
  provider.on('unsyncedChanges', refresh);
  provider.on('disconnect', refresh);
  provider.on('close', ({ event }: { event: { code?: number } }) => {
    // A capacity limit (too many connections, server busy): say why this tab waits, and retry with the
    // growing delay of 'unavailable' rather than the provider's own retry every second.
    const capacity = capacityNotice(event.code);
    if (capacity) {
      notify(capacity);
      socket.disconnect();
      retryLater();
      return;
    }
    // The server refused a change as too large. It stays here (IndexedDB) and is sent again on every
    // reconnect, so the user must learn why their data does not reach their other devices.
    if (event.code !== MESSAGE_TOO_BIG_CLOSE && event.code !== DOCUMENT_TOO_LARGE_CLOSE) return;
    notify({
      id: 'sync-too-large',
      type: 'error',
      title: SYNC_SIZE_MESSAGES.tooLargeToSync,
      message: SYNC_SIZE_MESSAGES.notSynced,
      duration: 0,
      source: 'sync',
    });
  });
  provider.on('authenticated', () => {
    unavailableRetries = 0;
    dismiss(CAPACITY_NOTICE_ID);
    store.updateStatus({ refused: null });
    refresh();
  });
  provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
    const known = Object.values(SYNC_REFUSALS) as string[];
    const refused = (known.includes(reason) ? reason : SYNC_REFUSALS.forbidden) as SyncRefusalReason;
    store.updateStatus({ refused });
    refresh();
    // The server could not read the document: reconnect (a fresh socket re-sends auth and sync) later.
    if (refused === SYNC_REFUSALS.unavailable) retryLater();
  });
  provider.attach();

  // Hidden long enough: close the socket (the server drops its count and may unload the document) and
  // stop retrying. Edits keep going to IndexedDB and the document; the provider sends them on resume.
  const idle = watchIdleRelease(document, {
    onRelease: () => {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      socket.disconnect();
      refresh();
    },
    onResume: () => {
      unavailableRetries = 0;
      reconnect();
    },
  });
  // A local edit (not one the provider applied from the server) is sent now, not when the tab is next shown.
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin !== provider) idle.wake();
  };
  doc.on('update', onUpdate);

  // Back online: reconnect now rather than after the back-off, and replace a socket that may have
  // died silently while the network was gone (it would otherwise linger until its 30 s timeout).
  const stopWatching = watchConnectivity(window, {
    onChange: (isOffline) => {
      offline = isOffline;
      refresh();
    },
    onOnline: () => {
      if (!idle.released) reconnect();
    },
  });
  return () => {
    stopWatching();
    idle.stop();
    doc.off('update', onUpdate);
    if (retryTimer) clearTimeout(retryTimer);
    provider.destroy();
    socket.destroy();
  };
}
