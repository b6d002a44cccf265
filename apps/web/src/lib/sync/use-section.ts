import { useMemo, useSyncExternalStore } from 'react';
import type { AnySectionDefinition, SectionData } from '@lodestar/core';
import type { SectionWriter } from './section-view';
import { useSyncStore } from './sync-context';

export interface SectionHandle<D extends AnySectionDefinition> extends SectionWriter<D> {
  /** The parsed section: stored values over the defaults, invalid ones replaced field by field. */
  data: SectionData<D>;
  /** False until the local copy has been read; data holds the defaults until then. */
  ready: boolean;
  /**
   * Several writes as one change (one re-render, one update sent). False when the change was refused
   * for making the data too large to sync (the user has been told why); nothing was written then.
   */
  transact(fn: (section: SectionWriter<D>) => void): boolean;
}

/**
 * A synced section: its data, re-rendered on every local or remote change, and its writers (stable
 * across renders). Writes go to the document at once (IndexedDB and the server follow).
 */
export function useSection<D extends AnySectionDefinition>(def: D): SectionHandle<D> {
  const view = useSyncStore().section(def);
  const snapshot = useSyncExternalStore(view.subscribe, view.getSnapshot, view.getSnapshot);
  return useMemo(
    () => ({
      data: snapshot.data,
      ready: snapshot.ready,
      setField: view.setField,
      putRecord: view.putRecord,
      removeRecord: view.removeRecord,
      transact: view.transact,
    }),
    [snapshot, view],
  );
}
