import { Infinity as InfinityIcon } from '@phosphor-icons/react';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { LoadFailed } from '../../components/ui/load-failed';
import { TextField } from '../../components/ui/text-field';
import type { PanelProps } from '../../app/shell';
import { DangerZone } from './danger-zone';
import { NameForm } from './name-form';
import { useAccountMe } from './use-account-me';
import './account.css';

const joined = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The Account Information panel: name, read-only email, and the danger zone (or the admin notice). */
export function AccountPanel(_props: PanelProps) {
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
