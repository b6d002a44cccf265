import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';

interface BookmarkModalProps {
  title: string;
  onClose: () => void;
  /** alertdialog for confirmations, so assistive technology announces them as such. */
  role?: 'dialog' | 'alertdialog';
  /** The id of an element inside `children` that describes the dialog. */
  descriptionId?: string;
  children: ReactNode;
}

/** A centred modal, open while mounted (Radix Dialog: focus trap, Escape and outside click close it). */
export function BookmarkModal({ title, onClose, role = 'dialog', descriptionId, children }: BookmarkModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bm-modal__overlay" />
        <Dialog.Content className="bm-modal" role={role} aria-describedby={descriptionId} {...returnFocus}>
          <Dialog.Title className="bm-modal__title">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
