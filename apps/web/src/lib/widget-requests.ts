import { useEffect, useRef } from 'react';
import type { WidgetId } from '@lodestar/core';

type Listener = () => void;
const listeners = new Map<WidgetId, Set<Listener>>();
/** Requests made before the widget's lazy chunk subscribed: delivered on subscription. */
const pending = new Set<WidgetId>();

/**
 * Asks a widget to open its main view (the sidebar's Wins entry opens the wins modal). The shell and
 * the widget share nothing else: the widget subscribes with useOpenRequest.
 */
export function requestWidgetOpen(id: WidgetId): void {
  const subscribed = listeners.get(id);
  if (subscribed && subscribed.size > 0) for (const listener of [...subscribed]) listener();
  else pending.add(id);
}

/** Runs `onOpen` on every open request for `id`, including one made before this mounted. */
export function useOpenRequest(id: WidgetId, onOpen: () => void): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    const listener = () => latest.current();
    const set = listeners.get(id) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(id, set);
    if (pending.delete(id)) listener();
    return () => {
      set.delete(listener);
    };
  }, [id]);
}
