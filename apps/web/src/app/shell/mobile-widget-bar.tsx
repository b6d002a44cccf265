import { MOBILE_WIDGET_BAR } from '@lodestar/core';
import { useWidgetBadge } from '../../lib/widget-badges';
import { MOBILE_WIDGETS, type MobileWidgetId } from './mobile-items';

interface MobileWidgetBarProps {
  active: MobileWidgetId | null;
  onTap(id: MobileWidgetId): void;
}

/** The phone's widget bar (48 px): each tab opens its widget in the slide-up panel; the active tab closes it. */
export function MobileWidgetBar({ active, onTap }: MobileWidgetBarProps) {
  return (
    <nav className="widget-bar" aria-label="Widgets">
      {MOBILE_WIDGET_BAR.map((id) => (
        <WidgetBarTab key={id} id={id} active={active === id} onTap={onTap} />
      ))}
    </nav>
  );
}

/** One tab, with the badge its widget publishes while it runs (the calendar's events today). */
function WidgetBarTab({ id, active, onTap }: { id: MobileWidgetId; active: boolean; onTap(id: MobileWidgetId): void }) {
  const { tab, icon: Icon } = MOBILE_WIDGETS[id];
  const badge = useWidgetBadge(id);
  return (
    <button
      type="button"
      className="widget-bar__tab"
      aria-expanded={active}
      aria-controls={active ? 'widget-sheet' : undefined}
      onClick={() => onTap(id)}
    >
      <span className="widget-bar__icon">
        <Icon size={18} aria-hidden="true" />
        {badge && (
          <span className="widget-bar__badge" data-testid={`${id}-badge`}>
            {badge}
          </span>
        )}
      </span>
      <span>{tab}</span>
    </button>
  );
}
