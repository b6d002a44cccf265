import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { WIDGET_REGISTRY_DEFAULTS, resolveVisibility, widgetsOnPage, type WidgetId } from '@lodestar/core';
import { useWidgetContent } from '../../lib/widget-content';
import { useSyncStore } from '../../lib/sync/sync-context';
import type { SyncStore } from '../../lib/sync/sync-store';

type VisibilityView = ReturnType<typeof import('./widget-visibility-view').widgetVisibilityView>;

const views = new WeakMap<SyncStore, Promise<VisibilityView>>();

/** The synced widgetVisibility section of `store`, its schema (zod) fetched on first use. */
function loadView(store: SyncStore): Promise<VisibilityView> {
  let view = views.get(store);
  if (!view) {
    view = import('./widget-visibility-view').then((module) => module.widgetVisibilityView(store));
    views.set(store, view);
  }
  return view;
}

const noSubscription = () => () => {};
const noSnapshot = () => null;

/**
 * Which widgets are shown, from the synced widgetVisibility section over the registry defaults. The
 * section's reader arrives with the sync engine (both lazy; the document cannot be read before the
 * engine has loaded it anyway), so the defaults stand in for the first frames exactly as before.
 * `onPage` is what the page's grid shows (core widgetsOnPage).
 */
export function useWidgetVisibility() {
  const store = useSyncStore();
  const [view, setView] = useState<{ store: SyncStore; view: VisibilityView } | null>(null);
  const current = view?.store === store ? view.view : null;

  useEffect(() => {
    let active = true;
    void loadView(store).then((loaded) => active && setView({ store, view: loaded }));
    return () => {
      active = false;
    };
  }, [store]);

  const snapshot = useSyncExternalStore(current?.subscribe ?? noSubscription, current?.getSnapshot ?? noSnapshot, current?.getSnapshot ?? noSnapshot);
  const stored = snapshot?.data as Readonly<Record<string, unknown>> | undefined;
  const visible = useMemo(() => resolveVisibility(stored, WIDGET_REGISTRY_DEFAULTS), [stored]);
  // The page's cards: empty widgets shown only by default wait in Settings until they hold content.
  const { content, ready: contentRead } = useWidgetContent();
  const onPage = useMemo(() => widgetsOnPage(visible, stored, content, WIDGET_REGISTRY_DEFAULTS), [visible, stored, content]);
  const setVisible = useCallback(
    (id: WidgetId, value: boolean) => void loadView(store).then((loaded) => loaded.setField(id, value)),
    [store],
  );
  return { visible, onPage, contentRead, setVisible };
}
