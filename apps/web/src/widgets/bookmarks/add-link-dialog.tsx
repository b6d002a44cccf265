import type { TimePeriod } from '@lodestar/core';
import { AddLinkForm } from './add-link-form';
import { BookmarkModal } from './bookmark-modal';
import type { NewBookmark } from './use-bookmarks';

interface AddLinkDialogProps {
  period: TimePeriod;
  onAdd: (link: NewBookmark) => Promise<void> | void;
  onClose: () => void;
}

/** The 'Add New Link' modal, mounted while open, so every opening starts with an empty form. */
export function AddLinkDialog({ period, onAdd, onClose }: AddLinkDialogProps) {
  return (
    <BookmarkModal title="Add New Link" onClose={onClose}>
      <AddLinkForm period={period} onAdd={onAdd} onCancel={onClose} />
    </BookmarkModal>
  );
}
