import { Check, Copy, PencilSimple, Trash } from '@phosphor-icons/react';

interface CardActionsProps {
  /** The link was just copied: the copy button shows a tick. */
  copied: boolean;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Copy, edit and delete for the mouse and keyboard: shown on hover and whenever one of them has keyboard
 * focus, below the title (over the hostname), never over it. Touch screens have the card's menu instead.
 */
export function CardActions({ copied, onCopy, onEdit, onDelete }: CardActionsProps) {
  return (
    <div className="bm-card__actions">
      <button type="button" className="bm-icon-button" aria-label="Copy link" title="Copy link" onClick={onCopy}>
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      </button>
      <button type="button" className="bm-icon-button" aria-label="Edit" title="Edit" onClick={onEdit}>
        <PencilSimple size={14} aria-hidden="true" />
      </button>
      <button type="button" className="bm-icon-button bm-icon-button--danger" aria-label="Delete" title="Delete" onClick={onDelete}>
        <Trash size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
