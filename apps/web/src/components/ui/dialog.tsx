import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from '@phosphor-icons/react';
import { useReturnFocus } from './use-return-focus';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** A sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** alertdialog for confirmations, so assistive technology announces them as such. */
  role?: 'dialog' | 'alertdialog';
  /** 'md' (440 px) by default; 'lg' 640 px; 'full' covers the viewport. */
  size?: 'md' | 'lg' | 'full';
  className?: string;
  /** False hides the corner close button (a dialog whose own buttons close it). */
  showClose?: boolean;
  /** True keeps the title for assistive technology only (a dialog whose first control says what it is). */
  hideTitle?: boolean;
}

/** A modal dialog (Radix: focus trap, Escape and outside click close it, title and description wired). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  size = 'md',
  className,
  showClose = true,
  hideTitle = false,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={['ui-dialog', 'ui-surface', `ui-dialog--${size}`, className ?? ''].filter(Boolean).join(' ')}
          role={role}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={hideTitle ? 'ui-dialog__header visually-hidden' : 'ui-dialog__header'}>
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            {showClose && (
              <RadixDialog.Close className="ui-icon-button" aria-label="Close">
                <X size={18} aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </div>
          {description && <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
