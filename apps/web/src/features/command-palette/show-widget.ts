import { COLLAPSED_TAB_ORDER, MOBILE_WIDGET_BAR, type TabWidgetId, type WidgetId } from '@lodestar/core';
import type { PaletteShell } from './palette-types';

const isTab = (id: WidgetId): id is TabWidgetId => (COLLAPSED_TAB_ORDER as readonly WidgetId[]).includes(id);
const inSheet = (id: WidgetId): id is (typeof MOBILE_WIDGET_BAR)[number] => (MOBILE_WIDGET_BAR as readonly WidgetId[]).includes(id);

/**
 * Shows a widget for a command (lib/commands' shell.showWidget and shell.revealWidget): made visible, expanded
 * from its right-edge tab, opened in the phone's sheet; `reveal` also scrolls to it and moves the focus there.
 */
export function showWidget(shell: PaletteShell, id: WidgetId, reveal: boolean): void {
  if (!shell.visible[id]) shell.setVisible(id, true);
  if (isTab(id) && shell.collapsed[id]) shell.setCollapsed(id, false);
  if (shell.openSheet && inSheet(id)) shell.openSheet(id);
  else if (reveal) shell.reveal(id);
}
