import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmailForm } from '../account/email-form';
import { NameForm } from '../account/name-form';
import { useAccountMe } from '../account/use-account-me';
import '../account/account.css';

/** Name and email; unlike the Account Information panel, the email can be changed here. */
export function AccountSettings() {
  const { result, reload, update } = useAccountMe();
  if (result.state === 'loading') return <p className="settings-muted" role="status">Loading account...</p>;
  if (result.state === 'error') {
    return (
      <div className="settings-list">
        <Alert tone="error">We could not load your account.</Alert>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  const { me } = result;
  return (
    <div className="settings-list">
      <NameForm name={me.user.name} onSaved={(name) => update({ name })} />
      <EmailForm email={me.user.email} hasPassword={me.hasPassword} onSaved={(email) => update({ email })} />
    </div>
  );
}
