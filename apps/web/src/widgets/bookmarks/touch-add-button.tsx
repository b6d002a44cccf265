import { Plus } from '@phosphor-icons/react';

/**
 * The add button for touch screens, after the cards: the gaps' add buttons show on mouse hover only, so a
 * finger needs one it can see. Hidden where there is a mouse (bookmarks-widget.css).
 */
export function TouchAddButton({ onAdd }: { onAdd: () => void }) {
  return (
    <button type="button" className="bm-touch-add" data-toasts-avoid="" onClick={onAdd}>
      <Plus size={18} aria-hidden="true" />
      Add link
    </button>
  );
}
