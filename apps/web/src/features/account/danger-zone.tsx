import { useCallback, useState } from 'react';
import { ACCOUNT_MESSAGES, type AccountMe } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notifications';
import { signOutAndLeave } from '../../lib/sign-out';
import { accountApi } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { accountNavigation } from './leave';
import { clearLocalState } from './local-state';
import { useConfirmClick } from './use-confirm-click';

/**
 * Deleting the account: the first click arms the button ('Click again to confirm', 5 s), the second
 * asks for the password (or, for an account without one, relies on a recent sign-in).
 */
export function DangerZone({ me }: { me: AccountMe }) {
  const [prompting, setPrompting] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [busy, setBusy] = useState(false);

  const finish = useCallback(async () => {
    await clearLocalState(me.user.id);
    accountNavigation.leave('/login');
  }, [me.user.id]);

  const deleteWithoutPassword = useCallback(async () => {
    setBusy(true);
    try {
      await accountApi.deleteAccount(undefined);
      await finish();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'REQUIRES_RECENT_LOGIN') {
        setNeedsSignIn(true);
        return;
      }
      const message = error instanceof ApiError && error.message ? error.message : ACCOUNT_MESSAGES.deleteToast.message;
      notify({ type: 'error', title: ACCOUNT_MESSAGES.deleteToast.title, message, duration: 5000, source: 'account' });
    }
  }, [finish]);

  const confirmed = useCallback(() => {
    if (me.hasPassword) setPrompting(true);
    else void deleteWithoutPassword();
  }, [me.hasPassword, deleteWithoutPassword]);
  const { armed, click } = useConfirmClick(confirmed);

  return (
    <section className="danger-zone" aria-labelledby="danger-zone-title">
      <h3 id="danger-zone-title" className="danger-zone__title">
        Danger Zone
      </h3>
      <p className="danger-zone__text">
        Deleting your account cancels any subscription and permanently removes your account and your dashboard data.
      </p>
      <Button className="account-danger-button" onClick={click} disabled={busy}>
        {busy ? 'Deleting...' : armed ? ACCOUNT_MESSAGES.confirmDelete : 'Delete Account'}
      </Button>
      {needsSignIn && (
        <Alert tone="error">
          {ACCOUNT_MESSAGES.reauthRequired}.{' '}
          <Button variant="link" onClick={() => void signOutAndLeave('/login')}>
            Sign in again
          </Button>
        </Alert>
      )}
      {prompting && <DeleteAccountDialog onClose={() => setPrompting(false)} onDeleted={finish} />}
    </section>
  );
}
