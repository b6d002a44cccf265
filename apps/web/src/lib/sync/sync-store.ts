import type { Doc } from 'yjs';
import type { AnySectionDefinition } from '@lodestar/core';
import { SectionView } from './section-view';
import { initialStatus, type SyncStatus } from './sync-status';
import type { SizeGuard } from './size-guard';
import type { DocumentSource, EngineHost, SyncStoreOptions } from './sync-types';

type Engine = { stop(): void };

/**
 * One open document and everything the hooks read from it. The Yjs engine (yjs, y-indexeddb, the
 * provider) is loaded lazily on start, so the shell's eager bundle carries none of it; until then the
 * hooks give the sections' defaults with ready = false, and writes wait in a queue.
 */
export class SyncStore implements EngineHost, DocumentSource {
  private doc: Doc | null = null;
  private sizeGuard: SizeGuard | null = null;
  private status: SyncStatus;
  private readonly statusListeners = new Set<() => void>();
  private readonly docListeners = new Set<() => void>();
  private readonly views = new WeakMap<AnySectionDefinition, SectionView<AnySectionDefinition>>();
  private queued: ((doc: Doc) => void)[] = [];
  private users = 0;
  private engine: Engine | null = null;
  private starting = false;
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;

  constructor(readonly options: SyncStoreOptions) {
    this.status = initialStatus(options.userId === null ? 'anonymous' : 'account');
  }

  /** Starts the engine on the first user; a stop followed at once by a start (React StrictMode) keeps it. */
  retain(): () => void {
    this.users += 1;
    if (this.stopTimer) {
      clearTimeout(this.stopTimer);
      this.stopTimer = null;
    }
    if (!this.engine && !this.starting && !this.destroyed) void this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.stopTimer = setTimeout(() => this.destroy(), 0);
    };
  }

  private async start() {
    this.starting = true;
    try {
      const { startEngine } = await import('./sync-engine');
      if (this.destroyed) return;
      this.engine = await startEngine(this, this.options);
      if (this.destroyed) this.engine.stop();
    } catch (error) {
      console.error('sync: could not start', error);
    } finally {
      this.starting = false;
    }
  }

  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.engine?.stop();
    this.engine = null;
  }

  // --- the document -------------------------------------------------------------------------

  /** The open document, or null until the engine has created it. */
  getDoc(): Doc | null {
    return this.doc;
  }

  /** Called by the engine once: runs the queued writes and lets the sections observe the document. */
  attachDoc(doc: Doc, sizeGuard: SizeGuard | null = null) {
    this.doc = doc;
    this.sizeGuard = sizeGuard;
    const queued = this.queued;
    this.queued = [];
    if (queued.length > 0) {
      doc.transact(() => {
        for (const write of queued) {
          try {
            write(doc);
          } catch (error) {
            console.error('sync: a queued write was refused', error);
          }
        }
      });
    }
    for (const listener of [...this.docListeners]) listener();
  }

  onDoc(listener: () => void): () => void {
    this.docListeners.add(listener);
    return () => this.docListeners.delete(listener);
  }

  /**
   * Runs `write` on the document now, or as soon as it exists. A write adding about `addedBytes` that
   * would take the document past the size every device can sync is refused (the guard says why).
   */
  write(write: (doc: Doc) => void, addedBytes = 0): boolean {
    if (!this.doc) this.queued.push(write);
    else if (addedBytes === 0 || !this.sizeGuard || this.sizeGuard.allows(addedBytes)) write(this.doc);
    else return false;
    return true;
  }

  section<D extends AnySectionDefinition>(def: D): SectionView<D> {
    let view = this.views.get(def);
    if (!view) {
      view = new SectionView(this, def);
      this.views.set(def, view);
    }
    return view as unknown as SectionView<D>;
  }

  // --- status -------------------------------------------------------------------------------

  getStatus = (): SyncStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  updateStatus(patch: Partial<SyncStatus>) {
    const next = { ...this.status, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some((key) => next[key] !== this.status[key]);
    if (!changed) return;
    this.status = next;
    for (const listener of [...this.statusListeners]) listener();
  }
}
