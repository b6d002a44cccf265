import { useCallback, useMemo } from 'react';
import { WIDGET_REGISTRY_DEFAULTS, resolveVisibility, widgetVisibilitySection, type WidgetId } from '@lodestar/core';
import { useSection } from '../../lib/sync';

/** Which widgets are shown, from the synced widgetVisibility section over the registry defaults. */
export function useWidgetVisibility() {
  const { data, setField } = useSection(widgetVisibilitySection);
  const visible = useMemo(() => resolveVisibility(data, WIDGET_REGISTRY_DEFAULTS), [data]);
  const setVisible = useCallback((id: WidgetId, value: boolean) => setField(id, value), [setField]);
  return { visible, setVisible };
}
