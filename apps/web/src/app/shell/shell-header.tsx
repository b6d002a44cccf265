import { useState, type ReactNode } from 'react';
import { List, SignOut } from '@phosphor-icons/react';
import { greetingName } from '@lodestar/core';
import type { ShellUser } from './shell-user';
import { signOutAndLeave } from './sign-out';
import { SyncBadge } from './sync-badge';
import { ThemeToggle } from './theme-toggle';

interface ShellHeaderProps {
  user: ShellUser | null;
  /** Present on phones: the hamburger that opens the slide-out menu. */
  onOpenMenu?: () => void;
  /** Header-position widgets (wins). */
  children?: ReactNode;
}

/** Greeting, theme toggle and the way out (or, in the demo, the way in). */
export function ShellHeader({ user, onOpenMenu, children }: ShellHeaderProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="shell-header">
      <div className="shell-header__row">
        {onOpenMenu && (
          <button type="button" className="icon-button" aria-label="Open menu" aria-haspopup="dialog" onClick={onOpenMenu}>
            <List size={24} aria-hidden="true" />
          </button>
        )}
        <h1 className="shell-header__greeting">{`Welcome, ${greetingName(user)}`}</h1>
        <div className="shell-header__actions">
          <SyncBadge />
          <ThemeToggle />
          {user ? (
            <button
              type="button"
              className="ui-button ui-button--secondary shell-header__button"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOutAndLeave('/login');
              }}
            >
              <SignOut size={18} aria-hidden="true" />
              <span className="shell-header__button-label">{signingOut ? 'Signing out...' : 'Sign out'}</span>
            </button>
          ) : (
            <a className="ui-button ui-button--primary shell-header__button" href="/login?signup=true">
              Sign up to sync
            </a>
          )}
        </div>
      </div>
      {children && <div className="shell-header__widgets">{children}</div>}
    </header>
  );
}
