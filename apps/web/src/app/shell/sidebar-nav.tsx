import type { ReactNode } from 'react';
import {
  BookOpen,
  BookmarkSimple,
  CaretDoubleRight,
  Gear,
  Playlist,
  Robot,
  Trophy,
  UserCircle,
} from '@phosphor-icons/react';
import { greetingName } from '@lodestar/core';
import { Avatar } from '../../components/ui/avatar';
import type { ShellActions } from './shell-actions';
import type { ShellUser } from './shell-user';

interface SidebarNavProps {
  /** Null in the signed-out demo: Profile keeps its icon. */
  user: ShellUser | null;
  collapsed: boolean;
  onToggleCollapsed(): void;
  actions: ShellActions;
  bookmarksVisible: boolean;
  winsVisible: boolean;
  scriptureVisible: boolean;
}

interface EntryProps {
  icon: ReactNode;
  label: string;
  onClick(): void;
  pressed?: boolean;
}

function Entry({ icon, label, onClick, pressed }: EntryProps) {
  return (
    <li>
      <button type="button" className="ui-menu-row side-nav__entry" onClick={onClick} aria-pressed={pressed} title={label}>
        {icon}
        <span className="side-nav__label">{label}</span>
      </button>
    </li>
  );
}

/** The desktop left sidebar: 240 px, 72 px collapsed (labels then stay as accessible names only). */
export function SidebarNav({ user, collapsed, onToggleCollapsed, actions, bookmarksVisible, winsVisible, scriptureVisible }: SidebarNavProps) {
  const icon = (Glyph: typeof Gear) => <Glyph size={22} aria-hidden="true" />;
  return (
    <nav className="side-nav ui-surface" aria-label="Main" data-collapsed={collapsed}>
      <div className="side-nav__top">
        <span className="side-nav__brand">{collapsed ? 'L' : 'Lodestar'}</span>
        <button
          type="button"
          className="icon-button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={onToggleCollapsed}
        >
          {/* One glyph, turned to point left while expanded (each icon adds to the first load). */}
          <CaretDoubleRight size={18} aria-hidden="true" className="side-nav__caret" />
        </button>
      </div>
      <ul className="side-nav__list">
        <Entry icon={icon(Playlist)} label="Library" onClick={() => actions.openPanel('library')} />
        <Entry icon={icon(BookmarkSimple)} label="Bookmarks" pressed={bookmarksVisible} onClick={actions.toggleBookmarks} />
        {winsVisible && <Entry icon={icon(Trophy)} label="Wins" onClick={() => actions.revealWidget('wins')} />}
        {scriptureVisible && <Entry icon={icon(BookOpen)} label="Scripture" onClick={() => actions.revealWidget('scripture')} />}
        <Entry icon={icon(Robot)} label="Agents" onClick={() => actions.openPanel('agents')} />
      </ul>
      <ul className="side-nav__list side-nav__footer">
        <Entry
          // The user's picture (or letter) beside the word Profile, which stays the button's name.
          icon={user ? <Avatar userId={user.id} name={greetingName(user)} version={user.avatarVersion} size={24} /> : icon(UserCircle)}
          label="Profile"
          onClick={() => actions.openPanel('profile')}
        />
        <Entry icon={icon(Gear)} label="Settings" onClick={() => actions.openPanel('settings')} />
      </ul>
    </nav>
  );
}
