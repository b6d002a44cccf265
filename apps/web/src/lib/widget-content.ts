import { useEffect, useState, useSyncExternalStore } from 'react';
import { NO_WIDGET_CONTENT } from '@lodestar/core';
import { useFirstCardShown } from './first-card';
import { useSyncStore } from './sync/sync-context';
import type { SyncStore } from './sync/sync-store';
import type { WidgetContentSnapshot } from './widget-content-view';

type ContentView = ReturnType<typeof import('./widget-content-view').widgetContentView>;

const views = new WeakMap<SyncStore, Promise<ContentView>>();

function loadView(store: SyncStore): Promise<ContentView> {
  let view = views.get(store);
  if (!view) {
    view = import('./widget-content-view').then((module) => module.widgetContentView(store));
    views.set(store, view);
  }
  return view;
}

const notRead: WidgetContentSnapshot = { content: NO_WIDGET_CONTENT, ready: false };
const noSubscription = () => () => {};
const noSnapshot = () => notRead;

/**
 * Which content-gated widgets hold the user's content (core widget-content), for the shell's page and
 * Settings. Not ready until the user's data has been read, so the page can wait instead of flashing.
 */
export function useWidgetContent(): WidgetContentSnapshot {
  const store = useSyncStore();
  const [view, setView] = useState<{ store: SyncStore; view: ContentView } | null>(null);
  const current = view?.store === store ? view.view : null;
  // After the first card, like every card but the bookmarks: nothing of it is asked for before.
  const firstCard = useFirstCardShown();
  useEffect(() => {
    if (!firstCard) return;
    let active = true;
    void loadView(store).then((loaded) => active && setView({ store, view: loaded }));
    return () => {
      active = false;
    };
  }, [store, firstCard]);
  return useSyncExternalStore(current?.subscribe ?? noSubscription, current?.getSnapshot ?? noSnapshot, current?.getSnapshot ?? noSnapshot);
}
