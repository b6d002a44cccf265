import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notifications';
import { accountApi } from './account-api';

/** Refusals answered beside the password field; everything else is a 'Deletion Failed' toast. */
const INLINE_CODES = new Set(['REAUTH_FAILED', 'PASSWORD_REQUIRED', 'TOO_MANY_FAILED_ATTEMPTS']);

interface DeleteAccountDialogProps {
  onClose(): void;
  onDeleted(): Promise<void> | void;
}

/** The password prompt that confirms deleting the account. */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(ACCOUNT_MESSAGES.enterPassword);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount(password);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code && INLINE_CODES.has(caught.code)) {
        setError(caught.message || ACCOUNT_MESSAGES.reauthFailed);
        return;
      }
      const message = caught instanceof ApiError && caught.message ? caught.message : ACCOUNT_MESSAGES.deleteToast.message;
      notify({ type: 'error', title: ACCOUNT_MESSAGES.deleteToast.title, message, duration: 5000, source: 'account' });
      return;
    }
    await onDeleted();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="account-dialog__overlay" />
        <Dialog.Content className="account-dialog">
          <Dialog.Title className="account-dialog__title">Confirm account deletion</Dialog.Title>
          <Dialog.Description className="account-dialog__text">
            This cancels your subscription and permanently deletes your account and its data. Enter your password to continue.
          </Dialog.Description>
          <form className="account-dialog__form" onSubmit={submit} noValidate>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              onChange={(event) => setPassword(event.target.value)}
              autoFocus
            />
            {error && <Alert tone="error">{error}</Alert>}
            <div className="account-dialog__actions">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" className="account-danger-button" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete My Account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
