import { Suspense, type CSSProperties } from 'react';
import { COLLAPSED_TAB_ORDER, type TabWidgetId } from '@lodestar/core';
import { WIDGETS } from '../../widgets/registry';

interface CollapsedTabsProps {
  /** Visible tab widgets that are collapsed. */
  collapsed: ReadonlySet<TabWidgetId>;
  /** Slots kept under the tabs for tabs a widget draws itself (the time audit's), in the same dock. */
  extraSlots: number;
  onExpand(id: TabWidgetId): void;
}

/**
 * The edge dock: collapsed sidebar widgets as one vertical strip flush with the window's right edge, from 200 px
 * down, a tab every 90 px, in the spec's order (shell.css). Its slot count is a custom property, so the tab another
 * widget draws (the time audit's) finds its place in it with plain CSS.
 */
export function CollapsedTabs({ collapsed, extraSlots, onExpand }: CollapsedTabsProps) {
  const ids = COLLAPSED_TAB_ORDER.filter((id) => collapsed.has(id));
  if (ids.length + extraSlots === 0) return null;
  return (
    <nav className="edge-tabs ui-surface" aria-label="Collapsed widgets" style={{ '--edge-dock-slots': ids.length + extraSlots } as CSSProperties}>
      {ids.map((id) => {
        const { title, icon: Icon, CollapsedTab } = WIDGETS[id];
        return (
          <button
            key={id}
            type="button"
            className="edge-tab side-tab-labelled"
            data-toasts-beside=""
            data-label={title}
            aria-label={`Open ${title}`}
            onClick={() => onExpand(id)}
          >
            {CollapsedTab ? (
              // A tab that reads synced data is a lazy chunk; its icon stands in until it arrives.
              <Suspense fallback={<Icon size={24} aria-hidden="true" />}>
                <CollapsedTab />
              </Suspense>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
}
