import type { FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CurrentPasswordField } from '../../components/ui/current-password-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notifications';
import { accountApi } from './account-api';
import { usePasswordPrompt } from './use-password-prompt';

/** Refusals answered beside the password field; everything else is a 'Deletion Failed' toast. */
const INLINE_CODES = new Set(['REAUTH_FAILED', 'PASSWORD_REQUIRED', 'TOO_MANY_FAILED_ATTEMPTS']);

interface DeleteAccountDialogProps {
  onClose(): void;
  onDeleted(): Promise<void> | void;
}

/** The password prompt that confirms deleting the account. */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const returnFocus = useReturnFocus();
  const { password, setPassword, error, setError, busy, setBusy, begin } = usePasswordPrompt(ACCOUNT_MESSAGES.enterPassword);

  async function submit(event: FormEvent) {
    if (!begin(event)) return;
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
        <Dialog.Overlay className="ui-dialog__overlay" />
        <Dialog.Content {...returnFocus} className="ui-dialog">
          <Dialog.Title className="ui-dialog__title">Confirm account deletion</Dialog.Title>
          <Dialog.Description className="ui-dialog__text">
            This cancels your subscription and permanently deletes your account and its data. Enter your password to continue.
          </Dialog.Description>
          <form className="account-dialog__form" onSubmit={submit} noValidate>
            <CurrentPasswordField label="Password" value={password} disabled={busy} onChange={setPassword} />
            {error && <Alert tone="error">{error}</Alert>}
            <div className="ui-dialog__actions">
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
