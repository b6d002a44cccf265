import { useState, type ReactNode } from 'react';
import { CaretRight, CreditCard, EnvelopeSimple, Gear, Gift, ShieldCheck, SignIn, SignOut, UserCircle, UserPlus, UsersThree } from '@phosphor-icons/react';
import { greetingName } from '@lodestar/core';
import { Avatar } from '../../components/ui/avatar';
import type { PanelProps } from '../../lib/panels';
import { signOutAndLeave } from '../../lib/sign-out';
import { appHref } from '../../lib/app-host';
import { usePublicConfig } from '../auth/use-public-config';
import { useAccountMe } from '../account/use-account-me';
import { AvatarPicker } from './avatar-picker';
import { ShareDialog } from './share-dialog';
import '../account/account.css';
import './profile.css';

/** Spec 000 §4: the settings panel opens 300 ms after the profile panel closes. */
export const SETTINGS_OPEN_DELAY_MS = 300;
export const APP_VERSION = '1.0.0';

const SHARE_TEXTS = {
  'Refer a friend': 'Invite a friend to Lodestar: your dashboard for habits, goals, focus and growth.',
  'Gift Lodestar': 'Give someone Lodestar: send them this link to create their account.',
} as const;
type ShareKind = keyof typeof SHARE_TEXTS;

const icon = (Glyph: typeof Gear) => <Glyph size={20} />;

function Entry({ icon, label, badge, onClick }: { icon: ReactNode; label: string; badge?: string; onClick(): void }) {
  return (
    <li>
      <button type="button" className="ui-menu-row profile-entry" onClick={onClick}>
        <span className="profile-entry__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="profile-entry__label">{label}</span>
        {/* The space keeps the badge a separate word of the button's name ("Subscription Free"). */}
        {badge && ' '}
        {badge && <span className="profile-entry__badge">{badge}</span>}
        <CaretRight size={16} aria-hidden="true" className="profile-entry__caret" />
      </button>
    </li>
  );
}

/** The Profile panel: who is signed in (or, in the signed-out demo, the way to sign in), the entries, sharing, support and the version. */
export function ProfilePanel(props: PanelProps) {
  return props.user ? <SignedInProfile {...props} /> : <SignedOutProfile {...props} />;
}

function SignedInProfile({ user, onClose, openPanel }: PanelProps) {
  const { result } = useAccountMe();
  const [signingOut, setSigningOut] = useState(false);
  // A picture just uploaded or removed shows at once; until then (and after, once the session agrees) the session's.
  const [changedVersion, setChangedVersion] = useState<string | null | undefined>(undefined);
  const avatarVersion = changedVersion === undefined ? user?.avatarVersion : changedVersion;
  const me = result.state === 'ready' ? result.me : null;
  const name = me ? greetingName(me.user) : greetingName(user);
  const email = me?.user.email ?? user?.email ?? '';
  // What the menu shows only: every admin route is refused by the server to anyone else.
  const isAdmin = me ? me.isAdmin : user?.role === 'admin';

  return (
    <div className="profile-panel">
      <div className="profile-panel__who">
        <Avatar userId={user?.id ?? ''} name={name} version={avatarVersion} size={48} label="Your profile picture" />
        <div className="profile-panel__names">
          <p className="profile-panel__name">{name}</p>
          <p className="profile-panel__email">{email}</p>
        </div>
        <button
          type="button"
          className="ui-button ui-button--secondary profile-panel__sign-out"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOutAndLeave('/login');
          }}
        >
          <SignOut size={18} aria-hidden="true" />
          {signingOut ? 'Signing out...' : 'Sign out'}
        </button>
      </div>
      <AvatarPicker hasPicture={Boolean(avatarVersion)} onChanged={setChangedVersion} />
      <nav aria-label="Profile">
        <h3 className="profile-panel__heading">ACCOUNT</h3>
        <ul className="profile-panel__list">
          <Entry icon={icon(UserCircle)} label="Account Information" onClick={() => openPanel('account')} />
          <Entry
            icon={icon(CreditCard)}
            label="Subscription"
            badge={me?.subscriptionLabel ?? (isAdmin ? 'Admin' : undefined)}
            onClick={() => openPanel('subscription')}
          />
          <SettingsEntry onClose={onClose} openPanel={openPanel} />
          {isAdmin && <Entry icon={icon(ShieldCheck)} label="Admin Panel" badge="Admin" onClick={() => openPanel('admin')} />}
        </ul>
        <ShareAndCompany />
      </nav>
    </div>
  );
}

/**
 * The signed-out demo: nothing here belongs to an account (no greeting, no sign-out, no account or
 * subscription entries, which would only fail); it offers to sign in or create one instead.
 */
function SignedOutProfile({ onClose, openPanel }: PanelProps) {
  return (
    <div className="profile-panel">
      <div className="profile-panel__who profile-panel__who--guest">
        <p className="profile-panel__guest">
          You are trying Lodestar without an account. Sign in or create one to keep your dashboard and sync it across your devices.
        </p>
        <div className="profile-panel__auth">
          <a className="ui-button ui-button--primary" href={appHref('/login')}>
            <SignIn size={18} aria-hidden="true" />
            Sign in
          </a>
          <a className="ui-button ui-button--secondary" href={appHref('/login?signup=true')}>
            <UserPlus size={18} aria-hidden="true" />
            Sign up
          </a>
        </div>
      </div>
      <nav aria-label="Profile">
        <h3 className="profile-panel__heading">ACCOUNT</h3>
        <ul className="profile-panel__list">
          <SettingsEntry onClose={onClose} openPanel={openPanel} />
        </ul>
        <ShareAndCompany />
      </nav>
    </div>
  );
}

function SettingsEntry({ onClose, openPanel }: Pick<PanelProps, 'onClose' | 'openPanel'>) {
  return (
    <Entry
      icon={icon(Gear)}
      label="Settings"
      onClick={() => {
        onClose();
        setTimeout(() => openPanel('settings'), SETTINGS_OPEN_DELAY_MS);
      }}
    />
  );
}

/** SHARE, COMPANY and the version: the same signed in or out. */
function ShareAndCompany() {
  const config = usePublicConfig();
  const [sharing, setSharing] = useState<ShareKind | null>(null);
  return (
    <>
      <h3 className="profile-panel__heading">SHARE</h3>
      <ul className="profile-panel__list">
        <Entry icon={icon(UsersThree)} label="Refer a friend" onClick={() => setSharing('Refer a friend')} />
        <Entry icon={icon(Gift)} label="Gift Lodestar" onClick={() => setSharing('Gift Lodestar')} />
      </ul>

      <h3 className="profile-panel__heading">COMPANY</h3>
      <ul className="profile-panel__list">
        <li>
          <a className="ui-menu-row profile-entry" href={config ? `mailto:${config.supportEmail}` : undefined} aria-disabled={!config}>
            <span className="profile-entry__icon" aria-hidden="true">
              {icon(EnvelopeSimple)}
            </span>
            <span className="profile-entry__label">Contact Support</span>
          </a>
        </li>
      </ul>
      <p className="profile-panel__version">Version {APP_VERSION}</p>
      {sharing && <ShareDialog title={sharing} text={SHARE_TEXTS[sharing]} onClose={() => setSharing(null)} />}
    </>
  );
}
