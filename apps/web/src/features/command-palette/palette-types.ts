import type { WidgetId } from '@lodestar/core';
import type { PanelId } from '../../lib/panels';
import type { ShellUser } from '../../lib/shell-user';

/** What the shell tells the palette about the page (the palette imports neither the shell nor a widget). */
export interface PalettePage {
  user: ShellUser | null;
  widgets: readonly { id: WidgetId; title: string }[];
  /** The panels this user may open. */
  panels: readonly { id: PanelId; title: string }[];
}
