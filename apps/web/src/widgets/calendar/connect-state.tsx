import { GoogleLogo } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import type { AddAccountKind } from './add-account-dialog';
import { startGoogleSignIn } from './add-account-dialog';

interface ConnectStateProps {
  expired: boolean;
  googleEnabled: boolean;
  onAdd(kind: AddAccountKind): void;
}

/** 'Connect Your Calendar', or 'Reconnect Your Calendar' once every linked account has expired. */
export function ConnectState({ expired, googleEnabled, onAdd }: ConnectStateProps) {
  return (
    <div className="cal-state">
      <h3 className="cal-state__title">{expired ? 'Reconnect Your Calendar' : 'Connect Your Calendar'}</h3>
      <p className="cal-muted">
        {expired ? 'Your session has expired. Please sign in again to view your events.' : 'View your upcoming meetings and appointments'}
      </p>
      <div className="cal-state__actions">
        {expired ? (
          <Button onClick={googleEnabled ? startGoogleSignIn : () => onAdd('ics')}>Sign in Again</Button>
        ) : (
          googleEnabled && (
            <Button onClick={startGoogleSignIn}>
              <GoogleLogo size={18} aria-hidden="true" /> Sign in with Google
            </Button>
          )
        )}
        <Button variant="secondary" onClick={() => onAdd('caldav')}>
          Add CalDAV account
        </Button>
        <Button variant="secondary" onClick={() => onAdd('ics')}>
          Add ICS feed
        </Button>
      </div>
    </div>
  );
}
