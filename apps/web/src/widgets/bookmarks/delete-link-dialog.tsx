import { useId } from 'react';
import type { BookmarkLink } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { BookmarkModal } from './bookmark-modal';

interface DeleteLinkDialogProps {
  link: BookmarkLink;
  onConfirm: (link: BookmarkLink) => void;
  onCancel: () => void;
}

/** The delete confirmation: names the card's title and URL and warns that it cannot be undone. */
export function DeleteLinkDialog({ link, onConfirm, onCancel }: DeleteLinkDialogProps) {
  const warningId = useId();
  return (
    <BookmarkModal
      title="Are you sure you want to delete this card?"
      onClose={onCancel}
      role="alertdialog"
      descriptionId={warningId}
    >
      <div className="bm-confirm__card">
        <strong className="bm-confirm__title">{link.title}</strong>
        <span className="bm-confirm__url">{link.url}</span>
      </div>
      <p id={warningId} className="bm-confirm__warning">
        This action cannot be undone.
      </p>
      <div className="bm-form-buttons">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button className="bm-button--danger" onClick={() => onConfirm(link)}>
          Delete
        </Button>
      </div>
    </BookmarkModal>
  );
}
