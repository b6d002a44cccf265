import { LoadFailed } from '../../components/ui/load-failed';
import { EmailForm } from '../account/email-form';
import { NameForm } from '../account/name-form';
import { useAccountMe } from '../account/use-account-me';
import '../account/account.css';

/** Name and email; unlike the Account Information panel, the email can be changed here. */
export function AccountSettings() {
  const { result, reload, update } = useAccountMe();
  if (result.state === 'loading') return <p className="settings-muted" role="status">Loading account...</p>;
  if (result.state === 'error') {
    return <LoadFailed className="settings-list" message="We could not load your account." onRetry={reload} />;
  }
  const { me } = result;
  return (
    <div className="settings-list">
      <NameForm name={me.user.name} onSaved={(name) => update({ name })} />
      <EmailForm email={me.user.email} hasPassword={me.hasPassword} onSaved={(email) => update({ email })} />
    </div>
  );
}
