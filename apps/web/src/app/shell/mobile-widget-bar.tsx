import { MOBILE_WIDGET_BAR } from '@lodestar/core';
import { MOBILE_WIDGETS, type MobileWidgetId } from './mobile-items';

interface MobileWidgetBarProps {
  active: MobileWidgetId | null;
  onTap(id: MobileWidgetId): void;
}

/** The phone's widget bar (48 px): each tab opens its widget in the slide-up panel; the active tab closes it. */
export function MobileWidgetBar({ active, onTap }: MobileWidgetBarProps) {
  return (
    <nav className="widget-bar" aria-label="Widgets">
      {MOBILE_WIDGET_BAR.map((id) => {
        const { tab, icon: Icon } = MOBILE_WIDGETS[id];
        return (
          <button
            key={id}
            type="button"
            className="widget-bar__tab"
            aria-expanded={active === id}
            aria-controls={active === id ? 'widget-sheet' : undefined}
            onClick={() => onTap(id)}
          >
            <Icon size={18} aria-hidden="true" />
            <span>{tab}</span>
          </button>
        );
      })}
    </nav>
  );
}
