import type { Doc } from 'yjs';
import {
  estimateJsonBytes,
  observeSection,
  parseSection,
  putRecord,
  readSection,
  removeRecord,
  writeField,
  type AnySectionDefinition,
  type SectionCollectionName,
  type SectionData,
  type SectionFieldKey,
  type SectionFields,
  type SectionRecord,
} from '@lodestar/core';
import type { DocumentSource } from './sync-types';

/** Writes to one section; inside transact() they land in the document as one change. */
export interface SectionWriter<D extends AnySectionDefinition> {
  setField<K extends SectionFieldKey<D>>(key: K, value: SectionFields<D>[K] | undefined): void;
  putRecord<C extends SectionCollectionName<D>>(collection: C, id: string, record: SectionRecord<D, C>): void;
  removeRecord(collection: SectionCollectionName<D>, id: string): void;
}

export interface SectionSnapshot<D extends AnySectionDefinition> {
  data: SectionData<D>;
  /** The local copy has been read (before that, data holds the defaults). */
  ready: boolean;
}

function writerFor<D extends AnySectionDefinition>(doc: Doc, def: D): SectionWriter<D> {
  return {
    setField: (key, value) => writeField(doc, def, key, value),
    putRecord: (collection, id, record) => putRecord(doc, def, collection, id, record),
    removeRecord: (collection, id) => removeRecord(doc, def, collection, id),
  };
}

/** About what the writes `fn` makes add to a document, without making them. */
function measureWrites<D extends AnySectionDefinition>(fn: (section: SectionWriter<D>) => void): number {
  let bytes = 0;
  fn({
    setField: (_key, value) => {
      if (value !== undefined) bytes += estimateJsonBytes(value);
    },
    putRecord: (_collection, _id, record) => {
      bytes += estimateJsonBytes(record);
    },
    removeRecord: () => undefined,
  });
  return bytes;
}

/**
 * One section of a store for useSyncExternalStore: the parsed data is cached and replaced only when
 * the section's maps change (or the document loads), so renders get the same object until then.
 */
export class SectionView<D extends AnySectionDefinition> implements SectionWriter<D> {
  private snapshot: SectionSnapshot<D>;
  private stale = true;
  private readonly listeners = new Set<() => void>();
  private observing = false;

  constructor(
    private readonly store: DocumentSource,
    private readonly def: D,
  ) {
    this.snapshot = { data: parseSection(def, undefined), ready: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.observe();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SectionSnapshot<D> => {
    const ready = this.store.getStatus().ready;
    if (this.stale || ready !== this.snapshot.ready) {
      const doc = this.store.getDoc();
      this.snapshot = { data: doc ? readSection(doc, this.def) : this.snapshot.data, ready };
      this.stale = false;
    }
    return this.snapshot;
  };

  private changed = () => {
    this.stale = true;
    for (const listener of [...this.listeners]) listener();
  };

  // The section's observers live as long as the store's document: attached once, on first use.
  private observe() {
    if (this.observing) return;
    this.observing = true;
    const attach = (doc: Doc) => {
      observeSection(doc, this.def, this.changed);
      this.changed();
    };
    const doc = this.store.getDoc();
    if (doc) attach(doc);
    else {
      const stop = this.store.onDoc(() => {
        stop();
        attach(this.store.getDoc()!);
      });
    }
    this.store.subscribeStatus(() => {
      if (this.store.getStatus().ready !== this.snapshot.ready) this.changed();
    });
  }

  setField: SectionWriter<D>['setField'] = (key, value) => {
    this.store.write((doc) => writeField(doc, this.def, key, value), value === undefined ? 0 : estimateJsonBytes(value));
  };

  putRecord: SectionWriter<D>['putRecord'] = (collection, id, record) => {
    this.store.write((doc) => putRecord(doc, this.def, collection, id, record), estimateJsonBytes(record));
  };

  removeRecord: SectionWriter<D>['removeRecord'] = (collection, id) => {
    this.store.write((doc) => removeRecord(doc, this.def, collection, id));
  };

  /**
   * Runs `fn` as one document transaction: observers and the server see a single change. `fn` runs
   * once beforehand against a writer that only adds up sizes, so the size check sees the whole change.
   */
  transact = (fn: (section: SectionWriter<D>) => void): boolean =>
    this.store.write((doc) => doc.transact(() => fn(writerFor(doc, this.def))), measureWrites(fn));
}
