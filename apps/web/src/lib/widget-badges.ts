import { useSyncExternalStore } from 'react';
import type { WidgetId } from '@lodestar/core';
import { createChangeListeners } from './change-listeners';

/**
 * Small counts a widget shows on its phone widget-bar tab (the calendar's events today). The widget's
 * always-mounted part publishes here and the shell reads it: they share nothing else.
 */
const badges = new Map<WidgetId, string>();
const changes = createChangeListeners();

export function setWidgetBadge(id: WidgetId, text: string | null): void {
  if ((badges.get(id) ?? null) === text) return;
  if (text === null) badges.delete(id);
  else badges.set(id, text);
  changes.emit();
}

export function useWidgetBadge(id: WidgetId): string | null {
  return useSyncExternalStore(changes.subscribe, () => badges.get(id) ?? null, () => null);
}

/** What a badge says in words, for its button's accessible name: '2' is '2 today', '!' is 'needs attention'. */
export const badgeWords = (badge: string): string => (badge === '!' ? 'needs attention' : `${badge} today`);
