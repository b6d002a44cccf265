import { widgetVisibilitySection } from '@lodestar/core';
import type { SyncStore } from '../../lib/sync/sync-store';

/** Loaded lazily by use-widget-visibility: the section's zod schema stays out of the shell's first load. */
export function widgetVisibilityView(store: SyncStore) {
  return store.section(widgetVisibilitySection);
}
