import { MOBILE_WIDGET_BAR, isTabWidget, type WidgetId, type WidgetVisibility, type TabWidgetId } from '@lodestar/core';
import { WIDGETS, WIDGET_LIST } from '../../widgets/registry';
import { WidgetFrame } from './widget-frame';

interface DashboardGridProps {
  visible: WidgetVisibility;
  collapsed: Record<TabWidgetId, boolean>;
  onCollapse(id: TabWidgetId): void;
  isMobile: boolean;
}

const inWidgetBar = (id: WidgetId) => (MOBILE_WIDGET_BAR as readonly WidgetId[]).includes(id);

/**
 * The page grid: the links area (bookmarks) over the main widget area, and the sidebar column.
 * Collapsed sidebar widgets leave the column for their right-edge tab; on phones the widget bar
 * reaches the sidebar widgets it lists and the others join the main column.
 */
export function DashboardGrid({ visible, collapsed, onCollapse, isMobile }: DashboardGridProps) {
  const shown = (position: 'main' | 'sidebar') =>
    WIDGET_LIST.filter((widget) => widget.position === position && widget.id !== 'bookmarks' && visible[widget.id]);
  const sidebar = shown('sidebar').filter((widget) =>
    isMobile ? !inWidgetBar(widget.id) : !(isTabWidget(widget.id) && collapsed[widget.id]),
  );
  const sidebarFrames = sidebar.map((widget) => {
    const { id } = widget;
    const collapsible = !isMobile && isTabWidget(id);
    return <WidgetFrame key={id} widget={widget} onCollapse={collapsible ? () => onCollapse(id) : undefined} />;
  });

  return (
    <div className="dashboard-grid">
      {visible.bookmarks && (
        <div className="dashboard-grid__links">
          <WidgetFrame widget={WIDGETS.bookmarks} bare />
        </div>
      )}
      <div className="dashboard-grid__main">
        {shown('main').map((widget) => (
          <WidgetFrame key={widget.id} widget={widget} />
        ))}
        {isMobile && sidebarFrames}
      </div>
      {!isMobile && sidebarFrames.length > 0 && (
        <aside className="dashboard-grid__sidebar" aria-label="Sidebar widgets">
          {sidebarFrames}
        </aside>
      )}
    </div>
  );
}
