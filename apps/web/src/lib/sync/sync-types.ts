import type { Doc } from 'yjs';
import type { SizeGuard } from './size-guard';
import type { SyncStatus } from './sync-status';

// What the parts below the store (its lazily loaded engine, the server connection, each section's view) know of
// it: this contract, not the store itself, so the folder reads top-down from sync-store.

export interface SyncStoreOptions {
  userId: string | null;
  /** 'indexeddb' keeps a local copy (the default); 'memory' keeps nothing (tests, previews). */
  storage: 'indexeddb' | 'memory';
  /** The sync server's WebSocket URL; null works offline only. Ignored while signed out. */
  serverUrl: string | null;
  /** The server connection starts once this settles (the app: after the new tab's first card). */
  connectAfter?: Promise<void>;
}

/** Where the engine and the server connection report the sync state. */
export interface StatusSink {
  updateStatus(patch: Partial<SyncStatus>): void;
}

/** What the engine hands its document to. */
export interface EngineHost extends StatusSink {
  attachDoc(doc: Doc, sizeGuard: SizeGuard | null): void;
}

/** What a section's view reads and writes through. */
export interface DocumentSource {
  getDoc(): Doc | null;
  onDoc(listener: () => void): () => void;
  write(write: (doc: Doc) => void, addedBytes?: number): boolean;
  getStatus(): SyncStatus;
  subscribeStatus(listener: () => void): () => void;
}
