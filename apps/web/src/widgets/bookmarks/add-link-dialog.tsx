import type { TimePeriod } from '@lodestar/core';
import { AddLinkForm } from './add-link-form';
import { BookmarkModal } from './bookmark-modal';
import type { NewBookmark } from './use-bookmarks';

interface AddLinkDialogProps {
  open: boolean;
  period: TimePeriod;
  onAdd: (link: NewBookmark) => Promise<void> | void;
  onClose: () => void;
}

/** The 'Add New Link' modal; the form remounts on each opening, so it always starts empty. */
export function AddLinkDialog({ open, period, onAdd, onClose }: AddLinkDialogProps) {
  return (
    <BookmarkModal title="Add New Link" open={open} onClose={onClose}>
      {open ? <AddLinkForm period={period} onAdd={onAdd} onCancel={onClose} /> : null}
    </BookmarkModal>
  );
}
