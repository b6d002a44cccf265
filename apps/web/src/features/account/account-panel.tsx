import { Infinity as InfinityIcon } from '@phosphor-icons/react';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { LoadFailed } from '../../components/ui/load-failed';
import { TextField } from '../../components/ui/text-field';
import type { PanelProps } from '../../lib/panels';
import { appHref } from '../../lib/app-host';
import { DangerZone } from './danger-zone';
import { NameForm } from './name-form';
import { PasswordForm, SetPasswordByMail } from './password-form';
import { useAccountMe } from './use-account-me';
import './account.css';

const joined = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The Account Information panel: name, read-only email, password, and the danger zone (or the admin notice). */
export function AccountPanel({ user }: PanelProps) {
  // The signed-out demo has no account to load (the phone's menu still lists Account).
  return user ? <SignedInAccount /> : <NoAccount />;
}

function SignedInAccount() {
  const { result, reload, update } = useAccountMe();
  if (result.state === 'loading') return <p className="account-panel__status" role="status">Loading account...</p>;
  if (result.state === 'error') {
    return <LoadFailed className="account-panel" message="We could not load your account." onRetry={reload} />;
  }
  const { me } = result;
  return (
    <div className="account-panel">
      <p className="account-panel__meta">Member since {joined(me.user.joinedDate)}</p>
      <NameForm name={me.user.name} onSaved={(name) => update({ name })} />
      <TextField label="Email" type="email" value={me.user.email} disabled readOnly hint={ACCOUNT_MESSAGES.emailReadOnly} />
      {me.hasPassword ? <PasswordForm /> : <SetPasswordByMail email={me.user.email} />}
      {me.isAdmin ? <AdminAccount /> : <DangerZone me={me} />}
    </div>
  );
}

function AdminAccount() {
  return (
    <section className="account-admin" aria-labelledby="account-admin-title">
      <InfinityIcon size={32} aria-hidden="true" />
      <h3 id="account-admin-title" className="account-admin__title">
        Unlimited Access
      </h3>
      <p className="account-admin__billing">Billing: Not Required</p>
      <p className="account-admin__notice">
        You are an administrator: every feature is open to you without a subscription. Admin accounts cannot be deleted
        here; ask another administrator to remove yours from the Admin Panel.
      </p>
    </section>
  );
}

function NoAccount() {
  return (
    <div className="account-panel">
      <p className="account-panel__meta">You are trying Lodestar without an account: there is nothing to show here yet.</p>
      <div className="account-form__actions">
        <a className="ui-button ui-button--primary" href={appHref('/login')}>
          Sign in
        </a>
        <a className="ui-button ui-button--secondary" href={appHref('/login?signup=true')}>
          Sign up
        </a>
      </div>
    </div>
  );
}
