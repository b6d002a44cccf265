import { SquaresFour } from '@phosphor-icons/react';
import { badgeWords, useWidgetBadge } from '../../lib/widget-badges';
import { BOTTOM_BAR_ICONS } from './mobile-items';
import type { ShellActions } from './shell-actions';

interface MobileBottomBarProps {
  actions: ShellActions;
  /** Whether the widgets' sheet (the list, or a widget opened from it) is open. */
  widgetsOpen: boolean;
  onWidgets(): void;
}

/**
 * The phone's one bottom bar (60 px): five labelled items, the middle one the player's chip (the music widget
 * stands in that slot, music-widget.css). Widgets open as sheets from 'Widgets'; Agents and the account are in
 * the menu.
 */
export function MobileBottomBar({ actions, widgetsOpen, onWidgets }: MobileBottomBarProps) {
  const badge = useWidgetBadge('calendar');
  const item = (label: string, Icon: (typeof BOTTOM_BAR_ICONS)[keyof typeof BOTTOM_BAR_ICONS], run: () => void) => (
    <button type="button" className="bottom-bar__item" onClick={run}>
      <Icon size={22} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
  return (
    <nav className="bottom-bar ui-surface" aria-label="Bottom navigation" data-toasts-above="">
      {item('Bookmarks', BOTTOM_BAR_ICONS.bookmarks, () => actions.revealWidget('bookmarks'))}
      <button
        type="button"
        className="bottom-bar__item"
        aria-haspopup="dialog"
        aria-expanded={widgetsOpen}
        aria-controls={widgetsOpen ? 'widget-sheet' : undefined}
        // The badge in words: its '!' or count alone would be read as a symbol.
        aria-label={badge ? `Widgets, calendar ${badgeWords(badge)}` : undefined}
        onClick={onWidgets}
      >
        <span className="widget-bar__icon">
          <SquaresFour size={22} aria-hidden="true" />
          {badge && (
            <span className="widget-bar__badge" data-testid="calendar-badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </span>
        <span>Widgets</span>
      </button>
      <span className="bottom-bar__player-slot" aria-hidden="true" />
      {item('Library', BOTTOM_BAR_ICONS.library, () => actions.openPanel('library'))}
      {item('Settings', BOTTOM_BAR_ICONS.settings, () => actions.openPanel('settings'))}
    </nav>
  );
}
