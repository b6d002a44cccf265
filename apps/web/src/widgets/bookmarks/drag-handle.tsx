import type { HTMLAttributes } from 'react';
import { DotsSixVertical } from '@phosphor-icons/react';

interface DragHandleProps {
  title: string;
  /** dnd-kit's touch listener (and the keyboard's), only here: a finger elsewhere on the card scrolls or taps. */
  listeners?: HTMLAttributes<HTMLElement>;
  describedBy?: string;
}

/** Where a finger picks a card up on touch screens (after a short hold); hidden where there is a mouse. */
export function DragHandle({ title, listeners, describedBy }: DragHandleProps) {
  return (
    <button type="button" className="bm-card__handle" aria-label={`Drag ${title}`} aria-describedby={describedBy} {...listeners}>
      <DotsSixVertical size={18} aria-hidden="true" />
    </button>
  );
}
