import { MOBILE_WIDGET_BAR, isTabWidget, type WidgetId, type WidgetVisibility, type TabWidgetId } from '@lodestar/core';
import type { WidgetDefinition } from '../../widgets/define-widget';
import { WIDGETS, WIDGET_LIST } from '../../widgets/registry';
import { WidgetFrame } from './widget-frame';

interface DashboardGridProps {
  visible: WidgetVisibility;
  collapsed: Record<TabWidgetId, boolean>;
  onCollapse(id: TabWidgetId): void;
  isMobile: boolean;
}

const inWidgetBar = (id: WidgetId) => (MOBILE_WIDGET_BAR as readonly WidgetId[]).includes(id);

/** The links area (bookmarks), under the centre of the page: the last thing of the first screen. */
export function DashboardLinks({ visible }: { visible: WidgetVisibility }) {
  if (!visible.bookmarks) return null;
  return (
    <div className="dashboard-grid__links">
      <WidgetFrame widget={WIDGETS.bookmarks} bare />
    </div>
  );
}

/**
 * Under the first screen: the main and sidebar widgets as one set of cards in rows that use the width
 * (shell.css), so no card stands alone beside a dead corner. Collapsed sidebar widgets leave it for their
 * right-edge tab; on phones the Widgets sheet reaches those it lists.
 */
export function DashboardGrid({ visible, collapsed, onCollapse, isMobile }: DashboardGridProps) {
  const onPage = ({ id, position }: WidgetDefinition) =>
    position === 'main' ? id !== 'bookmarks' : position === 'sidebar' && (isMobile ? !inWidgetBar(id) : !(isTabWidget(id) && collapsed[id]));
  const cards = WIDGET_LIST.filter((widget) => visible[widget.id] && onPage(widget));

  if (cards.length === 0) return null;
  return (
    <div className="dashboard-grid">
      <div className="dashboard-grid__cards">
        {cards.map((widget) => {
          const { id } = widget;
          const collapsible = !isMobile && isTabWidget(id);
          return <WidgetFrame key={id} widget={widget} onCollapse={collapsible ? () => onCollapse(id) : undefined} />;
        })}
      </div>
    </div>
  );
}
