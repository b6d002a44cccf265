import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { Button } from '../../components/ui/button';

interface DeleteUserDialogProps {
  email: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The confirmation before an admin deletes an account. */
export function DeleteUserDialog({ email, busy, onConfirm, onClose }: DeleteUserDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-dialog__overlay" />
        <Dialog.Content {...returnFocus} className="ui-dialog">
          <Dialog.Title className="ui-dialog__title">Delete this user?</Dialog.Title>
          <Dialog.Description className="ui-dialog__text admin-dialog__text">
            {`${email} will be removed with their data, and any paid subscription cancelled. This cannot be undone.`}
          </Dialog.Description>
          <div className="ui-dialog__actions">
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button className="admin-danger-button" disabled={busy} onClick={onConfirm}>
              {busy ? 'Deleting...' : 'Delete User'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
