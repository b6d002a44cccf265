import { BOTTOM_BAR_ICONS } from './mobile-items';
import type { ShellActions } from './shell-actions';

/** The phone's global bottom bar, 60 px high. */
export function MobileBottomBar({ actions }: { actions: ShellActions }) {
  const items = [
    { label: 'Books', Icon: BOTTOM_BAR_ICONS.books, run: () => actions.revealWidget('bookmarks') },
    { label: 'Library', Icon: BOTTOM_BAR_ICONS.library, run: () => actions.openPanel('library') },
    { label: 'Agents', Icon: BOTTOM_BAR_ICONS.agents, run: () => actions.openPanel('agents') },
    { label: 'Settings', Icon: BOTTOM_BAR_ICONS.settings, run: () => actions.openPanel('settings') },
  ];
  return (
    <nav className="bottom-bar" aria-label="Bottom navigation">
      {items.map(({ label, Icon, run }) => (
        <button key={label} type="button" className="bottom-bar__item" onClick={run}>
          <Icon size={22} aria-hidden="true" />
          <span>{label}</span>
        </button>
      ))}
    </nav>
  );
}
