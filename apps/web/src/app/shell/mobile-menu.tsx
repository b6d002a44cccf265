import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { BookmarkSimple, House, Question, ShieldCheck, SignOut, CreditCard, User, UserCircle, X } from '@phosphor-icons/react';
import { MOBILE_WIDGET_BAR } from '@lodestar/core';
import { BOTTOM_BAR_ICONS, MOBILE_WIDGETS } from './mobile-items';
import type { PanelId } from './panel-registry';
import type { ShellActions } from './shell-actions';
import { signOutAndLeave } from './sign-out';
import { ThemeToggle } from './theme-toggle';
import './mobile-menu.css';

interface MobileMenuProps {
  onClose(): void;
  actions: ShellActions;
  bookmarksVisible: boolean;
  isAdmin: boolean;
  signedIn: boolean;
}

function Item({ icon, label, onSelect, pressed }: { icon: ReactNode; label: string; onSelect(): void; pressed?: boolean }) {
  return (
    <li>
      <button type="button" className="ui-menu-row" aria-pressed={pressed} onClick={onSelect}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mobile-menu__section" aria-label={title}>
      <h3 className="mobile-menu__heading">{title}</h3>
      <ul className="mobile-menu__list">{children}</ul>
    </section>
  );
}

/**
 * The phone's full-width slide-out menu. Radix Dialog gives the dialog role, Escape, focus trapping
 * and the page scroll lock while open.
 */
export function MobileMenu({ onClose, actions, bookmarksVisible, isAdmin, signedIn }: MobileMenuProps) {
  const returnFocus = useReturnFocus();
  const then = (run: () => void) => () => {
    onClose();
    run();
  };
  const panel = (id: PanelId) => then(() => actions.openPanel(id));
  const glyph = 22;
  const settings: { id: PanelId; label: string; icon: ReactNode; adminOnly?: boolean }[] = [
    // The phone has no sidebar: Profile (sharing, support, the version) is reached from here (issue 23 item 10).
    { id: 'profile', label: 'Profile', icon: <User size={glyph} aria-hidden="true" /> },
    { id: 'agents', label: 'Agents', icon: <BOTTOM_BAR_ICONS.agents size={glyph} aria-hidden="true" /> },
    { id: 'settings', label: 'Settings', icon: <BOTTOM_BAR_ICONS.settings size={glyph} aria-hidden="true" /> },
    { id: 'subscription', label: 'Subscription', icon: <CreditCard size={glyph} aria-hidden="true" /> },
    { id: 'account', label: 'Account', icon: <UserCircle size={glyph} aria-hidden="true" /> },
    { id: 'admin', label: 'Admin', icon: <ShieldCheck size={glyph} aria-hidden="true" />, adminOnly: true },
    { id: 'help', label: 'Help', icon: <Question size={glyph} aria-hidden="true" /> },
  ];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content {...returnFocus} className="mobile-menu" aria-describedby={undefined}>
          <header className="mobile-menu__header">
            <Dialog.Title className="mobile-menu__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <X size={24} aria-hidden="true" />
            </Dialog.Close>
          </header>
          <Section title="Navigation">
            <Item icon={<House size={glyph} aria-hidden="true" />} label="Home" onSelect={then(actions.scrollHome)} />
            <Item
              icon={<BookmarkSimple size={glyph} aria-hidden="true" />}
              label="Bookmarks"
              pressed={bookmarksVisible}
              onSelect={actions.toggleBookmarks}
            />
          </Section>
          <Section title="Widgets">
            {MOBILE_WIDGET_BAR.map((id) => {
              const { menu, icon: Icon } = MOBILE_WIDGETS[id];
              return <Item key={id} icon={<Icon size={glyph} aria-hidden="true" />} label={menu} onSelect={then(() => actions.openSheet(id))} />;
            })}
          </Section>
          <Section title="Settings">
            {settings
              .filter((entry) => !entry.adminOnly || isAdmin)
              .map((entry) => (
                <Item key={entry.id} icon={entry.icon} label={entry.label} onSelect={panel(entry.id)} />
              ))}
          </Section>
          <div className="mobile-menu__footer">
            <ThemeToggle withLabel />
            {signedIn ? (
              <button type="button" className="ui-menu-row" onClick={() => void signOutAndLeave('/')}>
                <SignOut size={glyph} aria-hidden="true" />
                <span>Logout</span>
              </button>
            ) : (
              <a className="ui-menu-row" href="/login?signup=true">
                <SignOut size={glyph} aria-hidden="true" />
                <span>Sign up to sync</span>
              </a>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
