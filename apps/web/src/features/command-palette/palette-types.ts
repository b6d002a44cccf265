import type { MOBILE_WIDGET_BAR, TabWidgetId, WidgetId } from '@lodestar/core';
import type { ShellUser } from '../../lib/shell-user';

type MobileWidgetId = (typeof MOBILE_WIDGET_BAR)[number];

/** The shell's layout state and setters the palette shows a widget with (it never imports the shell). */
export interface PaletteShell {
  visible: Record<WidgetId, boolean>;
  setVisible(id: WidgetId, visible: boolean): void;
  collapsed: Record<TabWidgetId, boolean>;
  setCollapsed(id: TabWidgetId, collapsed: boolean): void;
  /** On phones: opens the slide-up sheet on a widget of the widget bar. */
  openSheet: ((id: MobileWidgetId) => void) | null;
  /** Scrolls to the widget and moves the focus to it. */
  reveal(id: WidgetId): void;
}

/** What the shell tells the palette about the page. */
export interface PalettePage {
  user: ShellUser | null;
  widgets: readonly { id: WidgetId; title: string }[];
  shell: PaletteShell;
}
