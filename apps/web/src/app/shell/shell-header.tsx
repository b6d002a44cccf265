import { lazy, Suspense, type ReactNode } from 'react';
import { List } from '@phosphor-icons/react';
import type { ShellUser } from './shell-user';
import { useFirstCardShown } from '../../lib/first-card';
import { SyncBadge } from './sync-badge';
import { ThemeToggle } from './theme-toggle';

// The start page's centre (clock, greeting, focus, background) reads synced settings, whose schemas are not part
// of the shell's first load: it comes after the first card (lib/first-card), and index.html's picture shows it until then.
const StartHero = lazy(() => import('../../features/start-page/start-hero').then((m) => ({ default: m.StartHero })));
const heroPending = <section className="start-hero start-hero--pending" aria-hidden="true" data-pending="" />;

interface ShellHeaderProps {
  user: ShellUser | null;
  /** Present on phones: the hamburger that opens the slide-out menu. */
  onOpenMenu?: () => void;
  /** Header-position widgets (wins). */
  children?: ReactNode;
}

/**
 * Small ghost icons in the corners (the phone's menu, the theme toggle; in the demo, the way in), then the clock
 * and the greeting. Sign out is in the Profile panel's header, where the spec puts it, and in the phone's menu.
 */
export function ShellHeader({ user, onOpenMenu, children }: ShellHeaderProps) {
  const firstCard = useFirstCardShown();
  return (
    <header className="shell-header">
      <div className="shell-header__row">
        {onOpenMenu && (
          <button type="button" className="icon-button" aria-label="Open menu" aria-haspopup="dialog" onClick={onOpenMenu}>
            <List size={24} aria-hidden="true" />
          </button>
        )}
        <div className="shell-header__actions" data-toasts-below="">
          <button type="button" className="icon-button" aria-label="Search" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={() => void import('../../lib/shortcuts').then((m) => m.runShortcut('palette'))}>
            {/* Phosphor's MagnifyingGlass (regular) drawn inline: its component would weigh on the first screen's budget. */}
            <svg width="20" height="20" viewBox="0 0 256 256" fill="none" stroke="currentColor" strokeWidth="16" strokeLinecap="round" aria-hidden="true">
              <circle cx="112" cy="112" r="80" />
              <path d="M168.6 168.6 224 224" />
            </svg>
          </button>
          <SyncBadge />
          <ThemeToggle />
          {!user && (
            <a className="ui-button ui-button--primary shell-header__button" href="/login?signup=true">
              Sign up to sync
            </a>
          )}
        </div>
      </div>
      {firstCard ? (
        <Suspense fallback={heroPending}>
          <StartHero user={user} />
        </Suspense>
      ) : (
        heroPending
      )}
      {children && <div className="shell-header__widgets">{children}</div>}
    </header>
  );
}
