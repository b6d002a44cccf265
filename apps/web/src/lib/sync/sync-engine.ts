// Loaded lazily by SyncStore: everything that needs Yjs at run time lives behind this module.
import * as Y from 'yjs';
import { ANONYMOUS_DOCUMENT, userDocumentName } from '@lodestar/core';
import { mergeAnonymousDocument } from './anonymous-merge';
import { watchConnectivity } from './connectivity';
import { openLocalCopy } from './local-copy';
import { createSizeGuard } from './size-guard';
import { localDatabaseName } from './local-documents';
import type { EngineHost, SyncStoreOptions } from './sync-types';

/** Opens the store's document: local copy first (the dashboard paints from it), then the server. */
export async function startEngine(store: EngineHost, options: SyncStoreOptions): Promise<{ stop(): void }> {
  const { userId } = options;
  const doc = new Y.Doc({ guid: userId === null ? ANONYMOUS_DOCUMENT : userDocumentName(userId) });
  const cleanups: (() => void)[] = [() => doc.destroy()];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups.reverse()) cleanup();
  };

  const sizeGuard = createSizeGuard(doc);
  cleanups.push(() => sizeGuard.stop());
  store.attachDoc(doc, sizeGuard);
  cleanups.push(watchConnectivity(window, { onChange: (offline) => store.updateStatus({ offline }) }));

  const persistence = options.storage === 'indexeddb' ? await openLocalCopy(localDatabaseName(userId), doc) : null;
  if (persistence) cleanups.push(() => void persistence.destroy());
  if (stopped) return { stop };
  store.updateStatus({ ready: true });

  if (userId === null) return { stop };

  if (persistence) {
    // Once per browser: what was made signed out joins the account (bookmarks, time audit, visibility).
    try {
      await mergeAnonymousDocument(doc, persistence);
    } catch (error) {
      console.error('sync: could not merge the signed-out data', error);
    }
  }
  if (stopped || options.serverUrl === null) return { stop };

  // The server connection waits for the new tab's first card (lib/first-card.ts), which paints from the local copy.
  await options.connectAfter;
  if (stopped) return { stop };
  const { connectToServer } = await import('./server-connection');
  if (stopped) return { stop };
  cleanups.push(connectToServer({ doc, store, url: options.serverUrl, documentName: userDocumentName(userId) }));
  return { stop };
}
