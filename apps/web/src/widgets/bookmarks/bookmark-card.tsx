import { useState, type HTMLAttributes } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BookmarkCardView, type BookmarkCardProps } from './bookmark-card-view';

/**
 * A sortable bookmark card. A mouse press that moves more than 5 px is a drag (the sensors' activation
 * distance) and never ends in a click (dnd-kit and useClickGuard); a finger drags by the card's handle
 * only, after a short hold; Space picks the card up from the keyboard.
 */
export function BookmarkCard(props: BookmarkCardProps) {
  const [editing, setEditing] = useState(false);
  const sortable = useSortable({ id: props.link.id, disabled: editing });
  // A link, not dnd-kit's default role=button: it opens the bookmark; only its description is taken.
  const { 'aria-describedby': describedBy } = sortable.attributes;
  // The touch sensor's listener goes on the handle alone: a finger on the rest of the card taps or scrolls.
  const { onTouchStart, ...linkListeners } = (sortable.listeners ?? {}) as HTMLAttributes<HTMLElement>;
  return (
    <BookmarkCardView
      {...props}
      editing={editing}
      onEditingChange={setEditing}
      sortable={{
        setNodeRef: sortable.setNodeRef,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
        style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
        listeners: linkListeners,
        handleListeners: { onTouchStart, onKeyDown: linkListeners.onKeyDown },
        describedBy,
        isDragging: sortable.isDragging,
      }}
    />
  );
}
