import { Check, Copy, PencilSimple, Trash } from '@phosphor-icons/react';
import { notify } from '../../lib/notifications';
import { useCopyLink } from './use-copy-link';

interface CardActionsProps {
  url: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Copy, edit and delete: shown on hover and whenever one of them has keyboard focus. */
export function CardActions({ url, onEdit, onDelete }: CardActionsProps) {
  const { copied, copy } = useCopyLink();
  const copyLink = async () => {
    if (!(await copy(url))) notify({ type: 'error', title: 'Copy failed', message: 'The link could not be copied.', duration: 5000 });
  };
  return (
    <div className="bm-card__actions">
      <button type="button" className="bm-icon-button" aria-label="Copy link" title="Copy link" onClick={() => void copyLink()}>
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      </button>
      <button type="button" className="bm-icon-button" aria-label="Edit" title="Edit" onClick={onEdit}>
        <PencilSimple size={14} aria-hidden="true" />
      </button>
      <button type="button" className="bm-icon-button bm-icon-button--danger" aria-label="Delete" title="Delete" onClick={onDelete}>
        <Trash size={14} aria-hidden="true" />
      </button>
      {copied ? (
        <span className="bm-copied" role="status">
          Copied!
        </span>
      ) : null}
    </div>
  );
}
