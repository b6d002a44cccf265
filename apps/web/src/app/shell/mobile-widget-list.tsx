import { MOBILE_WIDGET_BAR } from '@lodestar/core';
import { badgeWords, useWidgetBadge } from '../../lib/widget-badges';
import { MOBILE_WIDGETS, type MobileWidgetId } from './mobile-items';

/** The Widgets sheet's list: each widget by its whole name, with the count it publishes (the calendar's events). */
export function MobileWidgetList({ onPick }: { onPick(id: MobileWidgetId): void }) {
  return (
    <ul className="widget-list">
      {MOBILE_WIDGET_BAR.map((id) => (
        <WidgetRow key={id} id={id} onPick={onPick} />
      ))}
    </ul>
  );
}

function WidgetRow({ id, onPick }: { id: MobileWidgetId; onPick(id: MobileWidgetId): void }) {
  const { menu, icon: Icon } = MOBILE_WIDGETS[id];
  const badge = useWidgetBadge(id);
  return (
    <li>
      <button type="button" className="ui-menu-row" onClick={() => onPick(id)}>
        <Icon size={22} aria-hidden="true" />
        <span>{menu}</span>
        {badge && (
          <span className="widget-list__badge">
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">{badgeWords(badge)}</span>
          </span>
        )}
      </button>
    </li>
  );
}
