import { Suspense } from 'react';
import { collapsedTabOffsets, type TabWidgetId } from '@lodestar/core';
import { WIDGETS } from '../../widgets/registry';

interface CollapsedTabsProps {
  /** Visible tab widgets that are collapsed. */
  collapsed: ReadonlySet<TabWidgetId>;
  onExpand(id: TabWidgetId): void;
}

/** Collapsed sidebar widgets pinned to the right edge: from 200 px down, 90 px apart, in the spec's order. */
export function CollapsedTabs({ collapsed, onExpand }: CollapsedTabsProps) {
  const tabs = collapsedTabOffsets(collapsed);
  if (tabs.length === 0) return null;
  return (
    <nav className="edge-tabs" aria-label="Collapsed widgets">
      {tabs.map(({ id, top }) => {
        const { title, icon: Icon, CollapsedTab } = WIDGETS[id];
        return (
          <button
            key={id}
            type="button"
            className="edge-tab side-tab-labelled"
            data-toasts-beside=""
            data-label={title}
            style={{ top }}
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
