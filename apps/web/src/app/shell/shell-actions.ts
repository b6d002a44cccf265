import type { WidgetId } from '@lodestar/core';
import type { MobileWidgetId } from './mobile-items';
import type { PanelId } from './panel-registry';

/** What the navigation surfaces (desktop sidebar, mobile bars and menu) can do. */
export interface ShellActions {
  openPanel(id: PanelId): void;
  /** Shows or hides the bookmarks links area (the Bookmarks toggle). */
  toggleBookmarks(): void;
  /** Scrolls a widget on the page into view and moves focus to it. */
  revealWidget(id: WidgetId): void;
  /** Opens the mobile slide-up panel on a widget. */
  openSheet(id: MobileWidgetId): void;
  scrollHome(): void;
}
