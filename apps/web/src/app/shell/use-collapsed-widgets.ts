import { useCallback } from 'react';
import { resolveCollapsedWidgets, type TabWidgetId } from '@lodestar/core';
import { useStoredState } from './use-stored-state';

function parse(raw: string | null): Record<TabWidgetId, boolean> {
  try {
    return resolveCollapsedWidgets(raw === null ? null : JSON.parse(raw));
  } catch {
    return resolveCollapsedWidgets(null);
  }
}

/** Which sidebar widgets sit as right-edge tabs; a per-device layout choice kept in localStorage. */
export function useCollapsedWidgets() {
  const [collapsed, setCollapsed] = useStoredState('collapsedWidgets', parse, JSON.stringify);
  const setWidgetCollapsed = useCallback(
    (id: TabWidgetId, value: boolean) => setCollapsed((current) => ({ ...current, [id]: value })),
    [setCollapsed],
  );
  return [collapsed, setWidgetCollapsed] as const;
}
