import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../components/ui/use-return-focus';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../lib/notifications';

/** The link people are invited with: the sign-up page of this server. */
export function productLink(origin = window.location.origin): string {
  return `${origin}/login?signup=true`;
}

interface ShareDialogProps {
  title: 'Refer a friend' | 'Gift Lodestar';
  text: string;
  onClose(): void;
}

/** Shares the product link: copy it, or hand it to the system share sheet where there is one. */
export function ShareDialog({ title, text, onClose }: ShareDialogProps) {
  const returnFocus = useReturnFocus();
  const link = productLink();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify({ type: 'success', title: 'Link copied', message: link, duration: 3000, source: 'profile' });
    } catch {
      notify({ type: 'error', title: 'Could not copy the link', message: 'Select the link and copy it yourself.', duration: 5000, source: 'profile' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Lodestar', text, url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify({ type: 'error', title: 'Could not share', message: 'Copy the link instead.', duration: 5000, source: 'profile' });
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-dialog__overlay" />
        <Dialog.Content {...returnFocus} className="ui-dialog">
          <Dialog.Title className="ui-dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="ui-dialog__text">{text}</Dialog.Description>
          <TextField label="Link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Copied!' : 'Copy link'}
            </Button>
            {canShare && <Button onClick={() => void share()}>Share…</Button>}
            <Dialog.Close asChild>
              <Button variant="link">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
