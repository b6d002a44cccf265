import type { RefObject } from 'react';
import { Copy, DotsThreeVertical, PencilSimple, Trash } from '@phosphor-icons/react';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '../../components/ui/popover';

interface CardMenuProps {
  title: string;
  /** The card: the menu opens by it, also when a long press opens it with its button hidden (a phone, out of Edit mode). */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A card's actions on touch screens: a visible menu button (and a long press on the card, which opens the
 * same menu). The hover actions stay for the mouse; a finger never meets an invisible button. On a phone the
 * button shows in Edit mode only (bookmarks-touch.css); the long press works in and out of it.
 */
export function CardMenu({ title, anchor, open, onOpenChange, onCopy, onEdit, onDelete }: CardMenuProps) {
  const run = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverTrigger className="bm-icon-button bm-card__menu-button" aria-label={`Actions for ${title}`}>
        <DotsThreeVertical size={20} aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent className="bm-menu" align="end" aria-label={`Actions for ${title}`}>
        <button type="button" className="bm-menu__item" onClick={run(onCopy)}>
          <Copy size={18} aria-hidden="true" />
          Copy link
        </button>
        <button type="button" className="bm-menu__item" onClick={run(onEdit)}>
          <PencilSimple size={18} aria-hidden="true" />
          Edit
        </button>
        <button type="button" className="bm-menu__item bm-menu__item--danger" onClick={run(onDelete)}>
          <Trash size={18} aria-hidden="true" />
          Delete
        </button>
      </PopoverContent>
    </Popover>
  );
}
